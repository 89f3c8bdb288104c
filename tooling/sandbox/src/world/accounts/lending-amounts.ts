import type { WorldReserve } from '../types';
import { rawAmount } from './spl-accounts';

/** A reserve's liquidity and cToken totals in base units, as its account stores them. */
export interface ReserveAmounts {
  /** Suppliers' liquidity: available + borrowed − protocol fees. */
  totalSupply: bigint;
  borrowed: bigint;
  protocolFees: bigint;
  /** Liquidity in the supply vault (suppliers' and the protocol's). */
  available: bigint;
  /** cTokens issued. */
  collateralSupply: bigint;
}

export function reserveAmounts(reserve: WorldReserve): ReserveAmounts {
  const totalSupply = rawAmount(reserve.totalSupply, reserve.decimals);
  const borrowed = rawAmount(reserve.totalBorrowed, reserve.decimals);
  const protocolFees = rawAmount(reserve.accumulatedProtocolFees, reserve.decimals);
  const available = totalSupply + protocolFees - borrowed;
  if (available < 0n) {
    throw new RangeError(`Reserve ${reserve.address} lends more than it holds`);
  }
  return {
    totalSupply,
    borrowed,
    protocolFees,
    available,
    collateralSupply: rawAmount(reserve.collateralSupply, reserve.decimals),
  };
}
