// @vitest-environment node
import {
  applyWithdraw,
  encodeVoter,
  firstFreeDepositEntryIndex,
  previewDeposit,
  previewResetLockup,
  registrarNow,
  type Voter,
  VSR_PROGRAM_ID,
  voterAddress,
  voterWeight,
} from '@keel/governance-registry';
import type { SimulatedAccount } from '@keel/wallet-connect';
import { describe, expect, it } from 'vitest';
import { stakingAfterDeposit, stakingAfterWithdrawals } from './stakingChange';
import { lockupCheck, stakingCheck } from './stakingCheck';
import {
  FIXTURE_NOW,
  NATIVE_DECIMALS,
  NATIVE_MINT,
  realmFixture,
  registrarFixture,
  voterFixture,
  WALLET,
} from './testing/governanceFixtures';

const registrar = registrarFixture(realmFixture('Acme'));
const voter = voterFixture(registrar);
const TOKEN = 1_000_000n;
const context = {
  registrar,
  wallet: WALLET,
  mint: NATIVE_MINT.toBase58(),
  decimals: NATIVE_DECIMALS,
  symbol: 'KMNO',
  chainUnixTs: FIXTURE_NOW,
};
const VOTER = voterAddress(registrar.address, voter.voterAuthority).address.toBase58();

/** The voter as the simulation leaves it: its account bytes as the program writes them. */
function postState(after: Voter): Map<string, SimulatedAccount | null> {
  return new Map([
    [VOTER, { lamports: 1, owner: VSR_PROGRAM_ID.toBase58(), data: encodeVoter(after) }],
  ]);
}

const stake = previewDeposit({
  registrar,
  votingMintConfigIdx: 0,
  amountNative: 250n * TOKEN,
  kind: 'cliff',
  periods: 365,
  chainUnixTs: FIXTURE_NOW,
});
const afterStake = stakingAfterDeposit({ ...context, voter, entry: stake.entry });

/** The voter with the new deposit in its first free slot, as deposit does. */
function staked(entry = stake.entry): Voter {
  const deposits = [...voter.deposits];
  deposits[firstFreeDepositEntryIndex(voter) ?? deposits.length] = entry;
  return { ...voter, deposits };
}

describe('stakingCheck', () => {
  it('agrees with a stake that lands as previewed, read from the voter account', () => {
    const check = stakingCheck(context, afterStake);
    expect(check.accounts.map((a) => a.toBase58())).toEqual([VOTER]);
    const verdict = check.verify(postState(staked()));
    expect(verdict.disagreement).toBeUndefined();
    expect(verdict.figures.map((f) => f.label)).toEqual(['Voting power', 'Locked', 'Unlocked']);
    expect(verdict.figures.every((f) => f.preview === f.simulated)).toBe(true);
  });

  it('tolerates a lockup that starts a few seconds after the page’s clock', () => {
    const later = previewDeposit({
      registrar,
      votingMintConfigIdx: 0,
      amountNative: 250n * TOKEN,
      kind: 'cliff',
      periods: 365,
      chainUnixTs: FIXTURE_NOW + 20n,
    });
    expect(
      stakingCheck(context, afterStake).verify(postState(staked(later.entry))).disagreement,
    ).toBeUndefined();
  });

  it('disagrees when less is deposited than previewed, naming both values', () => {
    const short = {
      ...stake.entry,
      amountDepositedNative: 200n * TOKEN,
      amountInitiallyLockedNative: 200n * TOKEN,
    };
    const verdict = stakingCheck(context, afterStake).verify(postState(staked(short)));
    expect(verdict.disagreement).toContain('Locked would be');
    expect(verdict.disagreement).toContain('Voting power would be');
  });

  it('disagrees when the simulation leaves no voter', () => {
    expect(stakingCheck(context, afterStake).verify(new Map([[VOTER, null]]))).toEqual({
      figures: [],
      disagreement: 'The simulation left no stake to check',
    });
  });

  it('checks an unstake by the voter after it and the tokens the wallet receives', () => {
    const withdrawals = [{ depositEntryIndex: 0, amountNative: 400n * TOKEN }];
    const after = stakingAfterWithdrawals({ ...context, voter, withdrawals });
    const now = registrarNow(registrar, FIXTURE_NOW);
    const deposits = voter.deposits.map((entry, index) =>
      index === 0 ? applyWithdraw(entry, 400n * TOKEN, now) : entry,
    );
    const check = stakingCheck(context, after, 400n * TOKEN);
    const received = (change: bigint) => ({
      movements: [{ mint: NATIVE_MINT.toBase58(), decimals: NATIVE_DECIMALS, change }],
    });
    const agrees = check.verify(postState({ ...voter, deposits }), received(400n * TOKEN));
    expect(agrees.disagreement).toBeUndefined();
    expect(agrees.figures.at(-1)).toMatchObject({ label: 'KMNO received', agrees: true });
    const short = check.verify(postState({ ...voter, deposits }), received(399n * TOKEN));
    expect(short.disagreement).toBe('KMNO received would be 399 KMNO, not 400 KMNO');
  });
});

describe('lockupCheck', () => {
  const index = 2;
  const entry = voter.deposits[index];
  if (!entry) throw new Error('no cliff deposit in the fixture');
  const preview = previewResetLockup({
    registrar,
    entry,
    kind: 'cliff',
    periods: 1000,
    chainUnixTs: FIXTURE_NOW,
  });
  const reset = (periods: number): Voter => {
    const changed = previewResetLockup({
      registrar,
      entry,
      kind: 'cliff',
      periods,
      chainUnixTs: FIXTURE_NOW,
    }).entry;
    return { ...voter, deposits: voter.deposits.map((e, i) => (i === index ? changed : e)) };
  };

  it('agrees when the deposit’s voting power after the change is as previewed', () => {
    const verdict = lockupCheck(context, index, preview.votingPower.total).verify(
      postState(reset(1000)),
    );
    expect(verdict.disagreement).toBeUndefined();
    expect(verdict.figures[0]?.label).toBe('Voting power after');
  });

  it('disagrees when the lockup lands shorter than previewed', () => {
    const verdict = lockupCheck(context, index, preview.votingPower.total).verify(
      postState(reset(800)),
    );
    expect(verdict.disagreement).toMatch(/^Voting power after would be .+, not .+$/);
    expect(voterWeight(registrar, reset(800), FIXTURE_NOW).votes).toBeLessThan(
      voterWeight(registrar, reset(1000), FIXTURE_NOW).votes,
    );
  });
});
