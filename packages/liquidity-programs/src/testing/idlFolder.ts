import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The published program IDLs: `KEEL_CHAIN_IDL_DIR`, or `<repo>/../shared/reference/chain/idl`;
 * null when absent (the conformance checks are then skipped: the project never depends on it).
 */
export function findIdlFolder(): string | null {
  const override = process.env.KEEL_CHAIN_IDL_DIR;
  if (override) return existsSync(override) ? override : null;
  let folder = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(folder, 'pnpm-workspace.yaml'))) {
    const parent = dirname(folder);
    if (parent === folder) return null;
    folder = parent;
  }
  const idlFolder = join(folder, '..', 'shared', 'reference', 'chain', 'idl');
  return existsSync(idlFolder) ? idlFolder : null;
}

export interface IdlAccount {
  name: string;
  isMut: boolean;
  isSigner: boolean;
  isOptional?: boolean;
}

export interface Idl {
  name: string;
  instructions: Array<{
    name: string;
    accounts: IdlAccount[];
    args: Array<{ name: string; type: unknown }>;
  }>;
  errors: Array<{ code: number; name: string; msg: string }>;
  types?: Array<{ name: string; type: { kind: string; variants?: Array<{ name: string }> } }>;
}

export function readIdl(folder: string, file: string): Idl {
  return JSON.parse(readFileSync(join(folder, `${file}.json`), 'utf8')) as Idl;
}
