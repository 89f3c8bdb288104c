import { readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { isPublicKeyText } from './wire-transaction';

export interface ProgramBinary {
  programId: string;
  path: string;
}

export interface ProgramBinaryScan {
  binaries: ProgramBinary[];
  /** Files ending in .so whose name is not a program id. */
  skipped: string[];
}

/** Lists `<programId>.so` files of a folder; a missing folder is an error, not an empty list. */
export function scanProgramBinaries(directory: string): ProgramBinaryScan {
  const folder = resolve(directory);
  if (!statSync(folder, { throwIfNoEntry: false })?.isDirectory()) {
    throw new Error(`Program folder ${folder} does not exist or is not a folder`);
  }
  const binaries: ProgramBinary[] = [];
  const skipped: string[] = [];
  for (const name of readdirSync(folder).sort()) {
    if (!name.endsWith('.so')) continue;
    const programId = name.slice(0, -'.so'.length);
    if (isPublicKeyText(programId)) binaries.push({ programId, path: join(folder, name) });
    else skipped.push(name);
  }
  return { binaries, skipped };
}
