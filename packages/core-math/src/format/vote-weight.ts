import Decimal from 'decimal.js';
import {
  isFiniteDecimal,
  MathDecimal,
  type NumericInput,
  toDecimal,
  tryToDecimal,
} from '../decimal';
import { EMPTY_VALUE, unsignedFixedText, withSign } from './number-text';

/** Vote weights are displayed divided by 10^6. */
export const VOTE_WEIGHT_DISPLAY_DIVISOR = new MathDecimal('1e6');

/** Raw vote weight → displayed weight (÷ 10^6). */
export function voteWeightFromRaw(raw: NumericInput): Decimal {
  return toDecimal(raw).div(VOTE_WEIGHT_DISPLAY_DIVISOR);
}

/** Vote weight display: ÷ 10^6, thousands separated, `decimals` (default 2) truncated. */
export function formatVoteWeight(raw: NumericInput | null | undefined, decimals = 2): string {
  const decimal = tryToDecimal(raw);
  if (!isFiniteDecimal(decimal)) return EMPTY_VALUE;
  const weight = decimal.div(VOTE_WEIGHT_DISPLAY_DIVISOR);
  return withSign(weight, unsignedFixedText(weight, { decimals, rounding: Decimal.ROUND_DOWN }));
}
