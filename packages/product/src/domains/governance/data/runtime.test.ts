import { toPublicKey } from '@keel/chain-readers';
// @vitest-environment node
import {
  governanceKeys,
  REGISTRAR_ERRORS,
  realmAddress,
  SPL_GOVERNANCE_PROGRAM_ID,
  VSR_INSTRUCTION_DISCRIMINATORS,
  VSR_PROGRAM_ID,
} from '@keel/governance-registry';
import { isNothingToCompare } from '@keel/wallet-connect';
import { describe, expect, it } from 'vitest';
import { governanceRuntime as lib, realmNameOf } from './runtime';
import {
  FIXTURE_NOW,
  NATIVE_DECIMALS,
  proposalFixture,
  realmFixture,
  registrarFixture,
  voterFixture,
  WALLET,
} from './testing/governanceFixtures';

const chain = { rpc: {} as never, endpoint: 'http://rpc.test.invalid' };
const realm = realmFixture('Acme');
const registrar = registrarFixture(realm);
const voter = voterFixture(registrar);
const figures = { decimals: NATIVE_DECIMALS, symbol: 'KMNO', chainUnixTs: FIXTURE_NOW };
const preview = {
  ...figures,
  after: lib.stakingViewAt(registrar, voter, NATIVE_DECIMALS, FIXTURE_NOW),
};

const startsWith = (data: Uint8Array, prefix: Uint8Array) =>
  prefix.every((byte, i) => data[i] === byte);

describe('governanceRuntime queries', () => {
  it("reads the realm named after the product, '{product} DAO'", () => {
    expect(realmNameOf('Acme')).toBe('Acme DAO');
    const options = lib.realmQuery(chain, 'Acme');
    expect(options.queryKey).toEqual(
      governanceKeys.realm(
        chain.endpoint,
        SPL_GOVERNANCE_PROGRAM_ID,
        realmAddress('Acme DAO').address,
      ),
    );
  });

  it('stays disabled until its inputs exist; a malformed proposal id has no query', () => {
    expect(lib.registrarQuery(chain, undefined)).toBeUndefined();
    expect(lib.voterQuery(chain, registrar, undefined)).toBeUndefined();
    expect(lib.voterQuery(chain, registrar, 'not-a-key')).toBeUndefined();
    expect(lib.voterQuery(chain, registrar, WALLET)?.enabled).toBe(true);
    expect(lib.proposalQuery(chain, 'not-a-key')).toBeUndefined();
    expect(lib.proposalQuery(chain, WALLET)?.queryKey).toContain(WALLET);
  });
});

describe('governanceRuntime instructions', () => {
  it('stakes into the first free deposit slot, creating the voter when there is none', () => {
    const input = {
      registrar,
      wallet: WALLET,
      amountNative: 5_000_000n,
      kind: 'cliff' as const,
      preview,
    };
    const existing = lib.stakeInstructions({ ...input, voter, periods: 30 });
    const fresh = lib.stakeInstructions({ ...input, voter: null, periods: 30 });
    if (!existing.ok || !fresh.ok) throw new Error('expected instructions');
    expect(existing.instructions).toHaveLength(2);
    expect(fresh.instructions).toHaveLength(3);
    const [createEntry, deposit] = existing.instructions;
    expect(createEntry?.programId.equals(toPublicKey(VSR_PROGRAM_ID))).toBe(true);
    expect(
      startsWith(
        createEntry?.data ?? new Uint8Array(),
        VSR_INSTRUCTION_DISCRIMINATORS.createDepositEntry,
      ),
    ).toBe(true);
    // Slot 5 is the first unused one of the fixture voter.
    expect(createEntry?.data[8]).toBe(5);
    expect(
      startsWith(deposit?.data ?? new Uint8Array(), VSR_INSTRUCTION_DISCRIMINATORS.deposit),
    ).toBe(true);
  });

  it('refuses an extension shorter than what is left, with the registrar copy', () => {
    // The cliff deposit (index 2) has 700 days left.
    const base = { registrar, voter, wallet: WALLET, depositEntryIndex: 2, kind: 'cliff' as const };
    const short = lib.extendInstructions({ ...base, periods: 699, nowSeconds: FIXTURE_NOW });
    expect(short).toEqual({ ok: false, message: REGISTRAR_ERRORS.get(6010)?.message });
    const long = lib.extendInstructions({ ...base, periods: 700, nowSeconds: FIXTURE_NOW });
    expect(long.ok && long.instructions.length).toBe(1);
  });

  it('votes with the VSR weight, creating the token owner record on a first vote', () => {
    const proposal = proposalFixture(60, 'Voting');
    const input = { registrar, proposal, wallet: WALLET, choice: { kind: 'yes' as const } };
    const first = lib.voteInstructions({ ...input, hasTokenOwnerRecord: false });
    const again = lib.voteInstructions({ ...input, hasTokenOwnerRecord: true });
    expect(first.ok && first.instructions.length).toBe(3);
    expect(again.ok && again.instructions.length).toBe(2);
    const wrongMint = lib.voteInstructions({
      ...input,
      proposal: { ...proposal, governingTokenMint: registrar.address },
      hasTokenOwnerRecord: true,
    });
    expect(wrongMint.ok).toBe(false);
  });

  it('relinquishes the wallet’s vote on a proposal with spl-governance', () => {
    const proposal = proposalFixture(61, 'Voting');
    const result = lib.relinquishInstructions({ registrar, proposal, wallet: WALLET });
    if (!result.ok) throw new Error(result.message);
    const [relinquish] = result.instructions;
    expect(relinquish?.programId.equals(toPublicKey(registrar.governanceProgramId))).toBe(true);
    expect(relinquish?.keys[2]?.pubkey.equals(toPublicKey(proposal.address))).toBe(true);
  });

  it('withdraws to the wallet token account (created idempotently)', () => {
    const [result, ...more] = lib.withdrawInstructions({
      registrar,
      wallet: WALLET,
      withdrawals: [{ depositEntryIndex: 0, amountNative: 1_000_000n }],
      preview: figures,
    });
    expect(more).toHaveLength(0);
    expect(
      result?.ok &&
        result.instructions.map((ix) => ix.programId.equals(toPublicKey(VSR_PROGRAM_ID))),
    ).toEqual([false, true]);
  });

  it('withdraws from several deposits, ten a transaction, each creating the token account', () => {
    const withdrawals = Array.from({ length: 12 }, (_, i) => ({
      depositEntryIndex: i,
      amountNative: 1n,
    }));
    const builds = lib.withdrawInstructions({ registrar, wallet: WALLET, withdrawals, preview });
    const programs = builds.map(
      (build) =>
        build.ok &&
        build.instructions.map((ix) => ix.programId.equals(toPublicKey(VSR_PROGRAM_ID))),
    );
    expect(programs).toEqual([
      [false, ...Array.from({ length: 10 }, () => true)],
      [false, true, true],
    ]);
    // The deposit index is the byte after the discriminator.
    const indexes = builds.flatMap((build) =>
      build.ok ? build.instructions.slice(1).map((ix) => ix.data[8]) : [],
    );
    expect(indexes).toEqual(withdrawals.map((w) => w.depositEntryIndex));
  });
});

describe('governanceRuntime checks', () => {
  it('checks a stake by the wallet’s voter after it', () => {
    const build = lib.stakeInstructions({
      registrar,
      voter,
      wallet: WALLET,
      amountNative: 5_000_000n,
      kind: 'cliff',
      periods: 30,
      preview,
    });
    if (!build.ok || isNothingToCompare(build.check)) throw new Error('expected a check');
    expect(build.check.accounts).toHaveLength(1);
  });

  it('checks each part of an unstake of several transactions by what reaches the wallet', () => {
    const withdrawals = Array.from({ length: 12 }, (_, i) => ({
      depositEntryIndex: i,
      amountNative: 1n,
    }));
    const builds = lib.withdrawInstructions({ registrar, wallet: WALLET, withdrawals, preview });
    const checks = builds.map((build) => {
      if (!build.ok || isNothingToCompare(build.check)) throw new Error('expected a check');
      return build.check;
    });
    // Movements only: no account of their own to read.
    expect(checks.map((check) => check.accounts.length)).toEqual([0, 0]);
  });

  it('says a vote has nothing to compare', () => {
    const build = lib.relinquishInstructions({
      registrar,
      proposal: proposalFixture(61, 'Voting'),
      wallet: WALLET,
    });
    expect(build.ok && isNothingToCompare(build.check)).toBe(true);
  });
});
