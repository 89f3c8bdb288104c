export { shortenAddress } from './address';
export { BADGE_COUNT_CAP, formatBadgeCount } from './badge';
export { COMPACT_UNITS, type CompactFormatOptions, formatCompact } from './compact';
export { formatCount, formatDateTimeUtc, formatDateUtc } from './date';
export { formatExactAmount } from './exact-amount';
export {
  FEE_PERCENT_MINIMUM,
  FEE_SIGNIFICANT_DIGITS,
  formatFeeAmount,
  formatFeePercent,
} from './fee';
export { formatLiquidationHorizon } from './horizon';
export { DEFAULT_LEVERAGE, formatLeverage } from './leverage';
export { formatMultiplier } from './multiplier';
export { EMPTY_VALUE, groupThousands } from './number-text';
export {
  APY_CAP_PERCENT,
  APY_FLOOR_PERCENT,
  type ApyFormatOptions,
  formatApy,
  formatPercent,
  PERCENT_SCIENTIFIC_ABOVE,
  type PercentFormatOptions,
} from './percent';
export {
  formatPoints,
  formatStakedAmount,
  POINTS_DECIMALS,
  POINTS_SCALE,
  POINTS_WHOLE_FROM,
  pointsFromRaw,
  STAKED_AMOUNT_DECIMALS,
} from './points';
export {
  formatPnl,
  formatPortfolioTotal,
  type PnlFormatOptions,
  PORTFOLIO_FLOOR_LABEL,
  PORTFOLIO_TOTAL_FLOOR_USD,
} from './portfolio';
export {
  formatPrice,
  formatUsd,
  PRICE_DEFAULT_DECIMALS,
  PRICE_NO_DECIMALS_ABOVE,
  PRICE_SIGNIFICANT_DIGITS_BELOW_ONE,
  type PriceFormatOptions,
} from './price';
export { type FigureSign, signOfFigure } from './sign';
export { formatTimeAgo, type TimeAgo, timeAgo } from './time-ago';
export {
  formatTokenAmount,
  inputDecimalsFor,
  STABLECOIN_INPUT_DECIMALS,
  sanitizeAmountInput,
  TOKEN_AMOUNT_DEFAULT_DECIMALS,
  TOKEN_AMOUNT_FLOOR,
  TOKEN_AMOUNT_FLOOR_LABEL,
  type TokenAmountDisplay,
  type TokenAmountFormatOptions,
  tokenAmountDisplay,
  truncateToDecimals,
} from './token-amount';
export { formatVoteWeight, VOTE_WEIGHT_DISPLAY_DIVISOR, voteWeightFromRaw } from './vote-weight';
