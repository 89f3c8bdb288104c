import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The published vault program IDL, read from `KEEL_CHAIN_IDL_DIR` or
 * `<repo>/../shared/reference/chain/idl`; null when it is not there (the checks are then
 * skipped: the project never depends on it).
 */
export function readVaultIdl(): VaultIdl | null {
  const override = process.env.KEEL_CHAIN_IDL_DIR;
  let folder: string | null = override ?? null;
  if (folder === null) {
    let dir = dirname(fileURLToPath(import.meta.url));
    while (!existsSync(join(dir, 'pnpm-workspace.yaml'))) {
      const parent = dirname(dir);
      if (parent === dir) return null;
      dir = parent;
    }
    folder = join(dir, '..', 'shared', 'reference', 'chain', 'idl');
  }
  const file = join(folder, 'kvault.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as VaultIdl) : null;
}

export type IdlType = string | { defined: string } | { array: [IdlType, number] };

export interface IdlAccountItem {
  name: string;
  isMut?: boolean;
  isSigner?: boolean;
  isOptional?: boolean;
  accounts?: IdlAccountItem[];
}

export interface VaultIdl {
  instructions: Array<{
    name: string;
    accounts: IdlAccountItem[];
    args: Array<{ name: string; type: IdlType | { defined: string } }>;
  }>;
  accounts: Array<{ name: string; type: { fields: Array<{ name: string; type: IdlType }> } }>;
  types: Array<{
    name: string;
    type: {
      kind: string;
      fields?: Array<{ name: string; type: IdlType }>;
      variants?: Array<{ name: string }>;
    };
  }>;
  errors: Array<{ code: number; name: string; msg?: string }>;
}
