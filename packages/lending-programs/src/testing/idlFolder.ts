import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Folder of the published program IDLs, found as chain-readers' conformance check finds it (that
 * helper is not exported): `KEEL_CHAIN_IDL_DIR`, or `<repo>/../shared/reference/chain/idl`; null
 * when it is not there (the checks are then skipped: the project never depends on it).
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

export type IdlType = string | { defined: string } | { array: [IdlType, number] };

export interface IdlAccountItem {
  name: string;
  isMut?: boolean;
  isSigner?: boolean;
  isOptional?: boolean;
  accounts?: IdlAccountItem[];
}

export interface IdlInstruction {
  name: string;
  accounts: IdlAccountItem[];
  args: Array<{ name: string; type: IdlType }>;
}

export interface Idl {
  instructions: IdlInstruction[];
  types: Array<{
    name: string;
    type: { kind: string; fields?: Array<{ name: string; type: IdlType }> };
  }>;
  errors: Array<{ code: number; name: string; msg?: string }>;
}

export function readIdl(folder: string, file: 'klend' | 'farms'): Idl {
  return JSON.parse(readFileSync(join(folder, `${file}.json`), 'utf8')) as Idl;
}
