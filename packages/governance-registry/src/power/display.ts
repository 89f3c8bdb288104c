import { lamportsToAmount, toDecimal, voteWeightFromRaw } from '@keel/core-math';
import type Decimal from 'decimal.js';
import type { VoterWeight } from './voterWeight';

/** A raw vote weight (u64 units) as an exact Decimal. */
export function voteWeightDecimal(raw: bigint): Decimal {
  return toDecimal(raw);
}

/** A raw vote weight as displayed: divided by 10^6. */
export function displayVoteWeight(raw: bigint): Decimal {
  return voteWeightFromRaw(raw);
}

/** Native token units as whole tokens of a mint with `decimals`. */
export function nativeToTokens(native: bigint, decimals: number): Decimal {
  return lamportsToAmount(native, decimals);
}

/** A voter weight ready for display: votes ÷ 10^6, token amounts in whole tokens. */
export interface VoterWeightDisplay {
  votes: Decimal;
  votesBaseline: Decimal;
  amountLocked: Decimal;
  tokens: Decimal;
}

/** Display values of a voter weight whose deposits are all of one mint with `decimals`. */
export function voterWeightDisplay(weight: VoterWeight, decimals: number): VoterWeightDisplay {
  return {
    votes: displayVoteWeight(weight.votes),
    votesBaseline: displayVoteWeight(weight.votesBaseline),
    amountLocked: nativeToTokens(weight.amountLocked, decimals),
    tokens: nativeToTokens(weight.tokens, decimals),
  };
}
