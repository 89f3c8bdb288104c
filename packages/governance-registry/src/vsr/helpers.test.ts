import { describe, expect, it } from 'vitest';
import { depositEntry, mintConfig, testKey } from '../testing/fixtures';
import { emptyDepositEntry } from './depositEntry';
import { registrarNow, votingMintIndex } from './registrar';
import { firstFreeDepositEntryIndex, usedDeposits } from './voter';
import {
  emptyVotingMintConfig,
  grantsVoteWeight,
  isVotingMintConfigured,
} from './votingMintConfig';

describe('registrar helpers', () => {
  const votingMints = [
    emptyVotingMintConfig(),
    mintConfig({ baseline: 0n, maxExtra: 0n, saturationSecs: 1n, mint: testKey(5) }),
    mintConfig({ baseline: 1n, maxExtra: 0n, saturationSecs: 1n, mint: testKey(6) }),
  ];

  it('finds a voting mint by key', () => {
    expect(votingMintIndex({ votingMints }, testKey(6))).toBe(2);
    expect(votingMintIndex({ votingMints }, testKey(7))).toBe(-1);
  });

  it('tells configured slots and weight-granting mints apart', () => {
    expect(votingMints.map(isVotingMintConfigured)).toEqual([false, true, true]);
    expect(votingMints.map(grantsVoteWeight)).toEqual([false, false, true]);
  });

  it('adds the time offset to the chain clock', () => {
    expect(registrarNow({ timeOffset: -10n }, 100n)).toBe(90n);
  });
});

describe('voter helpers', () => {
  const used = depositEntry({ kind: 'none', startTs: 0n, endTs: 0n }, 1n);
  it('lists used deposits with their slot index', () => {
    const deposits = [emptyDepositEntry(), used, emptyDepositEntry(), used];
    expect(usedDeposits({ deposits }).map((d) => d.index)).toEqual([1, 3]);
  });

  it('finds the first free slot, 0 without a voter, null when full', () => {
    expect(firstFreeDepositEntryIndex(null)).toBe(0);
    expect(firstFreeDepositEntryIndex({ deposits: [used, emptyDepositEntry()] })).toBe(1);
    expect(firstFreeDepositEntryIndex({ deposits: [used] })).toBe(1);
    expect(
      firstFreeDepositEntryIndex({ deposits: Array.from({ length: 32 }, () => used) }),
    ).toBeNull();
  });
});
