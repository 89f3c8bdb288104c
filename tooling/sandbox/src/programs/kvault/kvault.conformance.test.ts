import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { referenceJson } from '@keel/config/reference';
import { VAULT_INSTRUCTION_DISCRIMINATORS } from '@keel/vault-programs';
import { describe, expect, it } from 'vitest';
import { VAULT_ERROR_LIST } from './kvault-errors';

/**
 * Conformance of the emulation with the published vault program IDL (`chain/idl/kvault.json` of
 * the reference folder, read at test time; skipped when absent): each emulated instruction's
 * discriminator, every account it reads at the position and under the name the IDL gives it
 * (nested groups flattened), its remaining accounts starting after the IDL's last account, the
 * error table the emulation carries (written from the program's `lib.rs`) against the IDL's, and
 * every error it raises named as the IDL names it.
 */
const here = dirname(fileURLToPath(import.meta.url));

interface IdlAccountItem {
  name: string;
  accounts?: IdlAccountItem[];
}
interface Idl {
  instructions: Array<{ name: string; accounts: IdlAccountItem[] }>;
  errors: Array<{ code: number; name: string; msg: string }>;
}

const idl = referenceJson<Idl>('sandbox: kvault emulation', 'chain/idl/kvault.json');

const snake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
const flatten = (items: readonly IdlAccountItem[]): string[] =>
  items.flatMap((item) => (item.accounts ? flatten(item.accounts) : [snake(item.name)]));

/** The instruction files and the IDL instructions each implements (in file order). */
const FILES: Record<string, string[]> = {
  'deposit.ts': ['deposit'],
  'withdraw.ts': ['withdrawFromAvailable', 'withdraw'],
  'invest.ts': ['invest'],
  'init-vault.ts': ['initVault'],
  'administration.ts': ['updateReserveAllocation', 'updateVaultConfig'],
};

/** `accountAt(context, N, 'name')` reads of a source file. */
function accountReads(source: string): Array<[number, string]> {
  return [...source.matchAll(/accountAt\(\s*context,\s*(\d+),\s*'([a-z_]+)'\s*\)/g)].map(
    (match) => [Number(match[1]), match[2] as string],
  );
}

describe.skipIf(idl === null)('kvault emulation conformance with the IDL', () => {
  const doc = idl as Idl;

  it('handles each instruction under sha256("global:<snake_name>")[0..8]', () => {
    for (const [key, bytes] of Object.entries(VAULT_INSTRUCTION_DISCRIMINATORS)) {
      const spec = doc.instructions.find((ix) => ix.name === key);
      expect(spec?.name).toBe(key);
      const hash = createHash('sha256')
        .update(`global:${snake(key)}`)
        .digest()
        .subarray(0, 8);
      expect(Buffer.from(bytes).equals(hash)).toBe(true);
    }
  });

  it.each(Object.entries(FILES))('%s reads every account where the IDL puts it', (name, ixs) => {
    const source = readFileSync(join(here, 'instructions', name), 'utf8');
    const reads = accountReads(source);
    expect(reads.length).toBeGreaterThan(0);
    const expected = new Map<number, Set<string>>();
    for (const ixName of ixs) {
      const spec = doc.instructions.find((ix) => ix.name === ixName);
      if (spec === undefined) throw new Error(`${ixName} is not in the IDL`);
      flatten(spec.accounts).forEach((account, index) => {
        const names = expected.get(index) ?? new Set<string>();
        names.add(account);
        expected.set(index, names);
      });
    }
    for (const [position, account] of reads) {
      expect([position, expected.get(position)?.has(account)]).toEqual([position, true]);
    }
    const fixed = source.match(/FIXED_ACCOUNTS = (\d+)/);
    if (fixed && ixs.length === 1) {
      const spec = doc.instructions.find((ix) => ix.name === ixs[0]);
      expect(Number(fixed[1])).toBe(flatten(spec?.accounts ?? []).length);
    }
  });

  it('carries the program’s error table: every code, name and message of the IDL', () => {
    expect(VAULT_ERROR_LIST).toEqual(
      doc.errors.map(({ code, name, msg }) => ({ code, name, msg })),
    );
  });

  it('raises only errors the IDL defines', () => {
    const names = new Set(doc.errors.map((e) => e.name));
    const sources = readdirSync(join(here, 'instructions'))
      .map((f) => readFileSync(join(here, 'instructions', f), 'utf8'))
      .concat(
        readdirSync(here)
          .filter((f) => /^(kvault|vault)-.*\.ts$/.test(f) && !f.endsWith('.test.ts'))
          .map((f) => readFileSync(join(here, f), 'utf8')),
      );
    const raised = sources.flatMap((s) =>
      [...s.matchAll(/vaultFailure\(\s*'([A-Za-z]+)'/g)].map((m) => m[1] as string),
    );
    expect(raised.length).toBeGreaterThan(10);
    for (const error of raised) expect([error, names.has(error)]).toEqual([error, true]);
  });
});
