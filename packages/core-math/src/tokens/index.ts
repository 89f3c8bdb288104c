export {
  EURC_SYMBOL,
  isLiquidStakedTokenName,
  isStablecoin,
  isSyntheticDollarStakedSymbol,
  LIQUID_STAKING_PATTERN_EXCEPTION,
  STABLECOIN_SYMBOLS,
  type StablecoinCheckOptions,
  SYNTHETIC_DOLLAR_STAKED_SYMBOLS,
} from './classification';
export { isCorrelatedPair, isSolPegged, STAKED_SOL_OTHER_SYMBOLS } from './correlated-pair';
export {
  LONG_COLLATERAL_SYMBOLS,
  LONG_DEBT_SYMBOL,
  leverageBaseAndQuote,
  type PositionSide,
  positionSide,
} from './position-side';
