import type { Address } from '@keel/chain-readers';

/**
 * Maps (program id, error code) to the copy users read. Program packages register their codes
 * once; the pipeline looks failures up here, so no screen decodes program errors itself.
 */
export interface ProgramErrorRegistry {
  /** Adds or replaces messages for a program's error codes. */
  register(programId: Address | string, messages: Readonly<Record<number, string>>): void;
  lookup(programId: Address | string, code: number): string | undefined;
}

const idOf = (programId: Address | string) =>
  typeof programId === 'string' ? programId : programId.toBase58();

export function createProgramErrorRegistry(): ProgramErrorRegistry {
  const programs = new Map<string, Map<number, string>>();
  return {
    register(programId, messages) {
      const id = idOf(programId);
      const codes = programs.get(id) ?? new Map<number, string>();
      for (const [code, message] of Object.entries(messages)) codes.set(Number(code), message);
      programs.set(id, codes);
    },
    lookup: (programId, code) => programs.get(idOf(programId))?.get(code),
  };
}

/** The app-wide registry the pipeline uses unless given another. */
export const programErrorRegistry: ProgramErrorRegistry =
  /* @__PURE__ */ createProgramErrorRegistry();
