export {
  EURC_SYMBOL,
  isLiquidStakedTokenName,
  isStablecoin,
  LIQUID_STAKING_PATTERN_EXCEPTION,
  STABLECOIN_SYMBOLS,
  type StablecoinCheckOptions,
} from './classification';
export {
  LONG_COLLATERAL_SYMBOLS,
  LONG_DEBT_SYMBOL,
  leverageBaseAndQuote,
  type PositionSide,
  positionSide,
} from './position-side';
