import type { WorldStrategy } from '../types';

/** Whole USD: a DIY strategy's cap, a protocol strategy's, and what one deposit may bring. */
const DIY_DEPOSIT_CAP_USD = 1_000_000n;
const PROTOCOL_DEPOSIT_CAP_USD = 50_000_000n;
const DEPOSIT_CAP_PER_IXN_USD = 5_000_000n;
const MILLION = 1_000_000n;

export interface StrategyDepositCaps {
  /** `deposit_cap_usd`: the most the strategy may hold after a deposit. */
  total: bigint;
  /** `deposit_cap_usd_per_ixn`: the most one deposit may bring. */
  perIxn: bigint;
}

/**
 * The deposit caps a world strategy is written with. Every strategy the app offers is open to
 * deposits: its cap is the usual cap of its kind, raised where the strategy holds more than half
 * of that to twice its TVL in whole millions, so its holdings can double before deposits stop.
 * None is seeded at or over its cap (the app shows no strategy as capped).
 */
export function strategyDepositCaps(strategy: WorldStrategy): StrategyDepositCaps {
  const base = strategy.isDiyVault ? DIY_DEPOSIT_CAP_USD : PROTOCOL_DEPOSIT_CAP_USD;
  const tvl = BigInt(strategy.tvlUsd.split('.')[0] ?? '0') + 1n;
  const doubled = ((2n * tvl + MILLION - 1n) / MILLION) * MILLION;
  return { total: doubled > base ? doubled : base, perIxn: DEPOSIT_CAP_PER_IXN_USD };
}
