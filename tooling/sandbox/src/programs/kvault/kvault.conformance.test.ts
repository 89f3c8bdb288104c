import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { VAULT_INSTRUCTION_DISCRIMINATORS } from '@keel/vault-programs';
import { describe, expect, it } from 'vitest';

/**
 * Conformance of the emulation with the published vault program IDL (`KEEL_CHAIN_IDL_DIR` or
 * `<repo>/../shared/reference/chain/idl/kvault.json`; skipped when absent): each emulated
 * instruction's discriminator, every account it reads at the position and under the name the IDL
 * gives it (nested groups flattened), its remaining accounts starting after the IDL's last
 * account, and every error it raises named as the IDL names it.
 */
const here = dirname(fileURLToPath(import.meta.url));

function idlFile(): string | null {
  const override = process.env.KEEL_CHAIN_IDL_DIR;
  if (override)
    return existsSync(join(override, 'kvault.json')) ? join(override, 'kvault.json') : null;
  let folder = here;
  while (!existsSync(join(folder, 'pnpm-workspace.yaml'))) {
    const parent = dirname(folder);
    if (parent === folder) return null;
    folder = parent;
  }
  const file = join(folder, '..', 'shared', 'reference', 'chain', 'idl', 'kvault.json');
  return existsSync(file) ? file : null;
}

interface IdlAccountItem {
  name: string;
  accounts?: IdlAccountItem[];
}
interface Idl {
  instructions: Array<{ name: string; accounts: IdlAccountItem[] }>;
  errors: Array<{ code: number; name: string }>;
}

const file = idlFile();
if (file === null) console.info('[conformance] kvault emulation checks skipped: IDL not found');
const idl = file === null ? null : (JSON.parse(readFileSync(file, 'utf8')) as Idl);

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

  it('raises only errors the IDL defines', () => {
    const names = new Set(doc.errors.map((e) => e.name));
    const sources = readdirSync(join(here, 'instructions'))
      .map((f) => readFileSync(join(here, 'instructions', f), 'utf8'))
      .concat(readFileSync(join(here, 'kvault-accounts.ts'), 'utf8'))
      .concat(readFileSync(join(here, 'kvault-holdings.ts'), 'utf8'));
    const raised = sources.flatMap((s) =>
      [...s.matchAll(/vaultFailure\(\s*'([A-Za-z]+)'/g)].map((m) => m[1] as string),
    );
    expect(raised.length).toBeGreaterThan(10);
    for (const error of raised) expect([error, names.has(error)]).toEqual([error, true]);
  });
});
