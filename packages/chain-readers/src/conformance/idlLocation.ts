import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Folder of the published program IDLs used by the conformance check: `KEEL_CHAIN_IDL_DIR`, or
 * `<repo>/../shared/reference/chain/idl`. Returns null when it is not there (the check is then
 * skipped: the project never depends on it).
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
