import { MathDecimal } from '@keel/core-math';
import {
  isLockupExpired,
  LOCKUP_KINDS,
  lockedAmount,
  periodSecs,
  periodsTotal,
  unlockedAmount,
} from '@keel/governance-registry';
import { describe, expect, it } from 'vitest';
import { createPrng } from '../prng';
import { buildDeposits } from './deposits';
import { depositEntryOf } from './vsr-model';

const NOW = 0n;

describe('buildDeposits', () => {
  for (const role of ['ordinary', 'flagged'] as const) {
    const deposits = buildDeposits(role, createPrng('deposits-test').fork(role));

    it(`gives the ${role} wallet every lockup kind, some running and some ended`, () => {
      expect(new Set(deposits.map((d) => d.kind))).toEqual(new Set(LOCKUP_KINDS));
      expect(deposits.some((d) => d.status === 'active')).toBe(true);
      expect(deposits.some((d) => d.status === 'ended')).toBe(true);
      expect(deposits.map((d) => d.index)).toEqual(deposits.map((_d, i) => i));
    });

    it(`makes the ${role} wallet's lockups whole periods the program accepts`, () => {
      for (const deposit of deposits) {
        const entry = depositEntryOf(deposit, 6, NOW);
        const length = entry.lockup.endTs - entry.lockup.startTs;
        if (deposit.kind === 'none') {
          expect(length).toBe(0n);
          continue;
        }
        expect(length % periodSecs(deposit.kind)).toBe(0n);
        expect(periodsTotal(entry.lockup)).toBe(BigInt(deposit.periods));
      }
    });

    it(`labels the ${role} wallet's deposits as the package reads them now`, () => {
      for (const deposit of deposits) {
        const entry = depositEntryOf(deposit, 6, NOW);
        const expired = isLockupExpired(entry.lockup, NOW);
        const expected = deposit.kind === 'none' ? 'unlocked' : expired ? 'ended' : 'active';
        expect(deposit.status, `${deposit.index} ${deposit.kind}`).toBe(expected);
      }
    });

    it(`only took out of the ${role} wallet's deposits what had unlocked`, () => {
      for (const deposit of deposits) {
        const entry = depositEntryOf(deposit, 6, NOW);
        // What is still deposited covers what is still locked, so nothing went negative.
        expect(entry.amountDepositedNative >= lockedAmount(entry, NOW)).toBe(true);
        expect(unlockedAmount(entry, NOW) >= 0n).toBe(true);
        expect(entry.amountDepositedNative <= entry.amountInitiallyLockedNative).toBe(true);
      }
      // Each wallet withdrew from one deposit: the program keeps the initially locked amount.
      expect(
        deposits.filter((d) => new MathDecimal(d.amountDeposited).lt(d.amountInitiallyLocked)),
      ).toHaveLength(role === 'ordinary' ? 2 : 1);
    });
  }

  it('is a function of the seed', () => {
    const a = buildDeposits('ordinary', createPrng('one').fork('ordinary'));
    expect(buildDeposits('ordinary', createPrng('one').fork('ordinary'))).toEqual(a);
    const b = buildDeposits('ordinary', createPrng('two').fork('ordinary'));
    expect(b.map((d) => d.amountInitiallyLocked)).not.toEqual(
      a.map((d) => d.amountInitiallyLocked),
    );
    expect(b.map((d) => d.kind)).toEqual(a.map((d) => d.kind));
  });
});
