// @vitest-environment node
import { formatVoteWeight } from '@keel/core-math';
import { depositVotingPower, SECS_PER_DAY, voterWeight } from '@keel/governance-registry';
import { describe, expect, it } from 'vitest';
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
const config = registrar.votingMints[0];

describe('stakingView', () => {
  it('takes the voting power, locked and unlocked amounts from the voter weight', () => {
    const weight = voterWeight(registrar, voter, FIXTURE_NOW);
    const view = stakingView(weight, NATIVE_DECIMALS);
    expect(view.votingPower).toBe(weight.votes);
    expect(view.locked.toString()).toBe('5265');
    // 1 000 unlocked (no lockup) + 600 (monthly, ended) + 100 of the daily lockup vested.
    expect(view.unlocked.toString()).toBe('1700');
    expect(view.staked.toString()).toBe('6965');
    expect(view.staked.equals(view.locked.plus(view.unlocked))).toBe(true);
  });

  it('lists each used deposit with its kind, dates and exact current weight', () => {
    const view = stakingView(voterWeight(registrar, voter, FIXTURE_NOW), NATIVE_DECIMALS);
    expect(view.deposits.map((d) => d.kind)).toEqual([
      'none',
      'constant',
      'cliff',
      'daily',
      'monthly',
    ]);
    for (const row of view.deposits) {
      const entry = voter.deposits[row.index];
      if (!entry || !config) throw new Error('fixture');
      expect(row.votingPower).toBe(depositVotingPower(entry, config, FIXTURE_NOW).total);
      expect(row.startTs).toBe(entry.lockup.startTs);
      expect(row.endTs).toBe(entry.lockup.endTs);
    }
    const none = view.deposits[0];
    expect(none?.votingPower).toBe(1_000_000_000n);
    expect(formatVoteWeight(none?.votingPower)).toBe('1,000.00');
  });

  it('moves with time: a cliff lockup weighs less a year later, nothing once ended', () => {
    const now = stakingView(voterWeight(registrar, voter, FIXTURE_NOW), NATIVE_DECIMALS);
    const later = stakingView(
      voterWeight(registrar, voter, FIXTURE_NOW + 365n * SECS_PER_DAY),
      NATIVE_DECIMALS,
    );
    const cliffNow = now.deposits[2]?.votingPower ?? 0n;
    const cliffLater = later.deposits[2]?.votingPower ?? 0n;
    expect(cliffLater).toBeLessThan(cliffNow);
    // Constant lockups do not decay.
    expect(later.deposits[1]?.votingPower).toBe(now.deposits[1]?.votingPower);
    expect(later.deposits[3]?.expired).toBe(true);
  });

  it('asks an extension for at least what is left, never less than one period', () => {
    const view = stakingView(voterWeight(registrar, voter, FIXTURE_NOW), NATIVE_DECIMALS);
    const minimum = (row: number, kind: string) =>
      view.deposits[row]?.lockupChoices.find((choice) => choice.kind === kind)?.minimumPeriods;
    // An unlocked deposit can take any lockup; a lockup only a kind at least as strict.
    expect(view.deposits[0]?.lockupChoices.map((c) => c.kind)).toEqual([
      'daily',
      'monthly',
      'cliff',
      'constant',
    ]);
    expect(view.deposits[2]?.lockupChoices.map((c) => c.kind)).toEqual(['cliff', 'constant']);
    expect(minimum(2, 'cliff')).toBe(700);
    expect(minimum(1, 'constant')).toBe(365);
    expect(minimum(4, 'monthly')).toBe(1);
  });

  it('is all zero for a wallet that never staked', () => {
    const view = stakingView(voterWeight(registrar, null, FIXTURE_NOW), NATIVE_DECIMALS);
    expect(view.votingPower).toBe(0n);
    expect(view.staked.isZero()).toBe(true);
    expect(view.deposits).toEqual([]);
  });
});
