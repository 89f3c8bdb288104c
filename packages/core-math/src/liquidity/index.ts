export {
  type ClmmAmounts,
  clmmTokenAmounts,
  positionTokenAmounts,
  priceAtTick,
  priceFromSqrtPriceX64,
  Q64,
  sqrtPriceAtTick,
  sqrtPriceFromX64,
  sqrtPriceX64FromPrice,
} from './clmm';
export {
  type DlmmBinReserves,
  dlmmBinIdAtOrBelow,
  dlmmBinLiquidity,
  dlmmBinPriceX64,
  dlmmBinShareAmounts,
  dlmmPositionAmounts,
} from './dlmm';
export { type FeesAndRewardsUsd, totalFeesAndRewardsUsd } from './fees-rewards';
export {
  hodlValue,
  type PnlResult,
  pnlVersusHodl,
  positionPnl,
  type UsdAndSol,
  usdToSol,
} from './pnl';
export { proportionalDepositAmounts } from './proportional-deposit';
export {
  type StrategyTokenHoldings,
  type StrategyTvl,
  sharesOutstanding,
  strategySharePrice,
  strategyTvl,
  tokenAmountsPerShare,
} from './strategy-value';
