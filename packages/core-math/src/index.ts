export * from './charts';
export {
  Decimal,
  InvalidNumberError,
  isFiniteDecimal,
  MathDecimal,
  type NumericInput,
  toDecimal,
  tryToDecimal,
} from './decimal';
export * from './earn';
export * from './farms';
export {
  bigFractionToDecimal,
  decimalToBigFraction,
  decimalToScaledFraction,
  FixedPointRangeError,
  FRACTION_BITS,
  scaledFractionToDecimal,
} from './fixed-point';
export * from './format';
export * from './lending';
export * from './liquidity';
export * from './tokens';
export {
  amountToLamports,
  BPS_DIVISOR,
  bpsToFraction,
  fractionToPercent,
  lamportsToAmount,
  PERCENT_DIVISOR,
  percentToFraction,
  WAD,
  wadToDecimal,
} from './units';
