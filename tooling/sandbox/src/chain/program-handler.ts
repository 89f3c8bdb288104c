import type { PublicKey } from '@solana/web3.js';
import type { InstructionContext } from './execution/instruction-context';

/**
 * A program the SVM has no binary for, emulated in TypeScript. The ledger calls `execute` once
 * for every top-level instruction addressed to one of `programIds`, in transaction order, on the
 * state the instructions before it left (built-in programs run in the SVM between them). It
 * fails by throwing a `ProgramError`; whatever it wrote is then reverted with the rest of the
 * transaction. Writes go through the context, which allows only the instruction's writable
 * accounts and only what the runtime lets a program change.
 */
export interface ProgramHandler {
  readonly name: string;
  readonly programIds: readonly PublicKey[];
  execute(context: InstructionContext): void;
}

/** Handlers by program id. A program loaded from a binary is never given to a handler. */
export class ProgramHandlerRegistry {
  private readonly byProgram = new Map<string, ProgramHandler>();

  constructor(handlers: readonly ProgramHandler[] = [], binaries: readonly string[] = []) {
    const replaced = new Set(binaries);
    for (const handler of handlers) this.register(handler, replaced);
  }

  private register(handler: ProgramHandler, replaced: ReadonlySet<string>): void {
    for (const id of handler.programIds) {
      const key = id.toBase58();
      if (replaced.has(key)) continue;
      const existing = this.byProgram.get(key);
      if (existing !== undefined && existing !== handler) {
        throw new Error(`Program ${key} already has the handler ${existing.name}`);
      }
      this.byProgram.set(key, handler);
    }
  }

  handlerOf(programId: PublicKey): ProgramHandler | null {
    return this.byProgram.get(programId.toBase58()) ?? null;
  }

  /** Whether any of these programs is emulated (the transaction then runs instruction by instruction). */
  servesAny(programs: readonly PublicKey[]): boolean {
    return programs.some((program) => this.byProgram.has(program.toBase58()));
  }

  programIds(): string[] {
    return [...this.byProgram.keys()];
  }

  handlerNames(): Record<string, string> {
    return Object.fromEntries([...this.byProgram].map(([id, handler]) => [id, handler.name]));
  }
}
