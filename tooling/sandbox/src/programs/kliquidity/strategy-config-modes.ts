/*
 * update_strategy_config's arguments as the program reads them: the StrategyConfigOption variant
 * (the IDL's enum order) and the 128-byte value, whose rebalance parameters are laid out per
 * RebalanceType (the IDL's enum order). The conformance test holds the indexes to the IDL.
 */

/** StrategyConfigOption variants the sandbox applies, at their enum indexes. */
export const CONFIG_MODES = {
  UpdateDepositCap: 0,
  UpdateDepositCapIxn: 1,
  UpdateWithdrawFee: 12,
  UpdateCollectFeesFee: 13,
  UpdateStrategyCreationState: 36,
  UpdateIsCommunity: 37,
  UpdateRebalanceType: 38,
  UpdateRebalanceParams: 39,
} as const;

/** StrategyConfigOption has this many variants: a larger index does not deserialize. */
export const CONFIG_MODE_COUNT = 53;

/** RebalanceType variants whose parameters the sandbox checks, at their enum indexes. */
export const REBALANCE_TYPE_INDEXES = {
  Manual: 0,
  PricePercentage: 1,
  PricePercentageWithReset: 2,
  PeriodicRebalance: 5,
} as const;

/**
 * The range widths (basis points below and above the price) a rebalance type's parameters carry:
 * u16s at bytes 0 and 2 of the value — after the u64 period for a periodic rebalance — none for
 * a manual strategy; null for a type the sandbox does not read.
 */
export function rebalanceWidths(type: number, value: Uint8Array): number[] | null {
  const view = new DataView(value.buffer, value.byteOffset, value.byteLength);
  switch (type) {
    case REBALANCE_TYPE_INDEXES.Manual:
      return [];
    case REBALANCE_TYPE_INDEXES.PricePercentage:
    case REBALANCE_TYPE_INDEXES.PricePercentageWithReset:
      return [view.getUint16(0, true), view.getUint16(2, true)];
    case REBALANCE_TYPE_INDEXES.PeriodicRebalance:
      return [view.getUint16(8, true), view.getUint16(10, true)];
    default:
      return null;
  }
}
