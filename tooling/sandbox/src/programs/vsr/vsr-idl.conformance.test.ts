import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  createDepositEntryInstruction,
  createVoterInstruction,
  depositInstruction,
  REGISTRAR_ERRORS,
  resetLockupInstruction,
  updateVoterWeightRecordInstruction,
  VSR_INSTRUCTION_DISCRIMINATORS,
  withdrawInstruction,
} from '@keel/governance-registry';
import { Keypair, type TransactionInstruction } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';

/** `<repo>/../shared/reference/governance/idl/voter_stake_registry.json`, when it is there. */
function idlPath(): string | null {
  let folder = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(folder, 'pnpm-workspace.yaml'))) {
    const parent = dirname(folder);
    if (parent === folder) return null;
    folder = parent;
  }
  const path = join(
    folder,
    '..',
    'shared',
    'reference',
    'governance',
    'idl',
    'voter_stake_registry.json',
  );
  return existsSync(path) ? path : null;
}

interface IdlInstruction {
  name: string;
  accounts: Array<{ name: string; isMut: boolean; isSigner: boolean }>;
}

const path = idlPath();
const idl =
  path === null
    ? null
    : (JSON.parse(readFileSync(path, 'utf8')) as {
        instructions: IdlInstruction[];
        errors: Array<{ code: number; name: string; msg?: string }>;
      });

const key = () => Keypair.generate().publicKey;
const registrar = {
  address: key(),
  realm: key(),
  realmGoverningTokenMint: key(),
  governanceProgramId: key(),
};
const wallet = key();
const mint = key();

/** The transactions the product drafts and the emulation executes, one per instruction. */
const BUILT: Record<string, TransactionInstruction> = {
  createVoter: createVoterInstruction({ registrar: registrar.address, voterAuthority: wallet }),
  createDepositEntry: createDepositEntryInstruction({
    registrar: registrar.address,
    voterAuthority: wallet,
    depositMint: mint,
    depositEntryIndex: 0,
    kind: 'cliff',
    periods: 1,
  }),
  deposit: depositInstruction({
    registrar: registrar.address,
    voterAuthority: wallet,
    depositMint: mint,
    depositEntryIndex: 0,
    amountNative: 1n,
  }),
  withdraw: withdrawInstruction({
    registrar,
    voterAuthority: wallet,
    mint,
    depositEntryIndex: 0,
    amountNative: 1n,
  }),
  resetLockup: resetLockupInstruction({
    registrar: registrar.address,
    voterAuthority: wallet,
    depositEntryIndex: 0,
    kind: 'cliff',
    periods: 1,
  }),
  updateVoterWeightRecord: updateVoterWeightRecordInstruction({
    registrar: registrar.address,
    voterAuthority: wallet,
  }),
};

const snake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

describe.skipIf(idl === null)('the emulated VSR instructions against the published IDL', () => {
  it.each(Object.keys(BUILT))('%s: discriminator and account flags, in order', (name) => {
    const spec = idl?.instructions.find((ix) => ix.name === name);
    expect(spec).toBeDefined();
    const built = BUILT[name] as TransactionInstruction;
    const discriminator = createHash('sha256')
      .update(`global:${snake(name)}`)
      .digest()
      .subarray(0, 8);
    expect(Buffer.from(built.data.subarray(0, 8)).toString('hex')).toBe(
      discriminator.toString('hex'),
    );
    expect(
      Buffer.from(
        VSR_INSTRUCTION_DISCRIMINATORS[name as keyof typeof VSR_INSTRUCTION_DISCRIMINATORS],
      ),
    ).toEqual(discriminator);
    expect(built.keys.map((meta) => [meta.isWritable, meta.isSigner])).toEqual(
      spec?.accounts.map((account) => [account.isMut, account.isSigner]),
    );
  });

  it('raises the IDL’s errors with their codes and names', () => {
    const ours = [...REGISTRAR_ERRORS.values()].map(({ code, name }) => ({ code, name }));
    expect(ours).toEqual(idl?.errors.map(({ code, name }) => ({ code, name })));
  });
});
