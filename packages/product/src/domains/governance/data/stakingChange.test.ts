// @vitest-environment node
import { previewDeposit, type Voter, voterWeight } from '@keel/governance-registry';
import { describe, expect, it } from 'vitest';
import { stakingAfterDeposit, stakingAfterWithdrawals } from './stakingChange';
import { stakingView } from './stakingView';
import {
  FIXTURE_NOW,
  NATIVE_DECIMALS,
  realmFixture,
  registrarFixture,
  voterFixture,
} from './testing/governanceFixtures';

const registrar = registrarFixture(realmFixture('Acme'));
const voter = voterFixture(registrar);
const before = stakingView(voterWeight(registrar, voter, FIXTURE_NOW), NATIVE_DECIMALS);
const common = { registrar, decimals: NATIVE_DECIMALS, chainUnixTs: FIXTURE_NOW };
const TOKEN = 1_000_000n;
const deposit = (kind: 'none' | 'cliff', voterNow: Voter | null = voter) => {
  const preview = previewDeposit({
    registrar,
    votingMintConfigIdx: 0,
    amountNative: 250n * TOKEN,
    kind,
    periods: kind === 'none' ? 0 : 365,
    chainUnixTs: FIXTURE_NOW,
  });
  return {
    preview,
    after: stakingAfterDeposit({ ...common, voter: voterNow, entry: preview.entry }),
  };
};

describe('stakingAfterDeposit', () => {
  it('adds the new deposit’s exact weight, locked with a lockup and unlocked without', () => {
    const cliff = deposit('cliff');
    expect(cliff.after.votingPower).toBe(before.votingPower + cliff.preview.votingPower.total);
    expect(cliff.after.locked.toString()).toBe(before.locked.plus(250).toString());
    expect(cliff.after.unlocked.toString()).toBe(before.unlocked.toString());
    expect(cliff.after.deposits).toHaveLength(before.deposits.length + 1);
    // Slot 5 is the fixture voter's first free one.
    expect(cliff.after.deposits.at(-1)?.index).toBe(5);

    const none = deposit('none');
    expect(none.after.unlocked.toString()).toBe(before.unlocked.plus(250).toString());
    expect(none.after.locked.toString()).toBe(before.locked.toString());
  });

  it('is the new deposit alone for a wallet that never staked', () => {
    const { preview, after } = deposit('cliff', null);
    expect(after.votingPower).toBe(preview.votingPower.total);
    expect(after.staked.toString()).toBe('250');
  });
});

describe('stakingAfterWithdrawals', () => {
  it('takes unlocked tokens out at their baseline weight and leaves the locked ones', () => {
    // Unlocked: 1000 (no lockup), 100 vested of the daily deposit, 600 of the ended monthly one.
    const after = stakingAfterWithdrawals({
      ...common,
      voter,
      withdrawals: [
        { depositEntryIndex: 0, amountNative: 1_000n * TOKEN },
        { depositEntryIndex: 3, amountNative: 100n * TOKEN },
        { depositEntryIndex: 4, amountNative: 600n * TOKEN },
      ],
    });
    expect(after.unlocked.toString()).toBe('0');
    expect(after.locked.toString()).toBe(before.locked.toString());
    // One vote per unlocked token: the baseline is all they weigh.
    expect(after.votingPower).toBe(before.votingPower - 1_700n * TOKEN);
  });

  it('refuses more than a deposit has unlocked, as the program does', () => {
    expect(() =>
      stakingAfterWithdrawals({
        ...common,
        voter,
        withdrawals: [{ depositEntryIndex: 2, amountNative: 1n }],
      }),
    ).toThrow(/unlocked/);
  });
});
