import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { scanProgramBinaries } from './program-binaries';

describe('scanProgramBinaries', () => {
  const folder = mkdtempSync(join(tmpdir(), 'sandbox-programs-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('keeps .so files named by a program id and reports the others', () => {
    writeFileSync(join(folder, 'KLend2g3cP87fffoy8q1mQqGKjrxjC8boSyAYavgmjD.so'), 'x');
    writeFileSync(join(folder, 'not-a-key.so'), 'x');
    writeFileSync(join(folder, 'README.md'), 'x');
    const scan = scanProgramBinaries(folder);
    expect(scan.binaries.map((b) => b.programId)).toEqual([
      'KLend2g3cP87fffoy8q1mQqGKjrxjC8boSyAYavgmjD',
    ]);
    expect(scan.skipped).toEqual(['not-a-key.so']);
  });

  it('fails loudly for a folder that does not exist', () => {
    expect(() => scanProgramBinaries(join(folder, 'missing'))).toThrow(/does not exist/);
  });
});
