import { describe, expect, it } from 'vitest';
import '../testing/equality';
import {
  displayVoteWeight,
  nativeToTokens,
  voterWeightDisplay,
  voteWeightDecimal,
} from './display';
import type { VoterWeight } from './voterWeight';

describe('display values', () => {
  it('divides vote weights by 1e6 exactly', () => {
    expect(displayVoteWeight(1_234_567_891n).toString()).toBe('1234.567891');
    expect(displayVoteWeight((1n << 64n) - 1n).toFixed()).toBe('18446744073709.551615');
    expect(voteWeightDecimal(12n).toString()).toBe('12');
  });

  it('turns native amounts into tokens', () => {
    expect(nativeToTokens(1_500_000n, 6).toString()).toBe('1.5');
    expect(nativeToTokens(1n, 9).toString()).toBe('0.000000001');
  });

  it('prepares a voter weight for display', () => {
    const weight = {
      votes: 3_000_000n,
      votesBaseline: 1_000_000n,
      amountLocked: 2_500_000n,
      tokens: 10n,
    } as VoterWeight;
    const shown = voterWeightDisplay(weight, 6);
    expect(
      [shown.votes, shown.votesBaseline, shown.amountLocked, shown.tokens].map(String),
    ).toEqual(['3', '1', '2.5', '0.00001']);
  });
});
