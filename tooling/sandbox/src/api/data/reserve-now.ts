import { PublicKey } from '@solana/web3.js';
import { borrowRate } from '../../programs/klend/borrow-rate';
import { FRACTION_BITS } from '../../programs/klend/fraction';
import { ReserveAccount } from '../../programs/klend/reserve-account';
import type { ChainActivity } from './chain-activity';
import { type Decimal, dec, ONE } from './decimal';

/** A reserve's totals and rates as its account on the chain holds them now. */
export interface ReserveNow {
  /** Whole tokens: available + borrowed − the fees owed out of the vault. */
  totalSupply: Decimal;
  totalBorrowed: Decimal;
  utilization: Decimal;
  /** Fractions a year. */
  borrowApr: Decimal;
  supplyApr: Decimal;
}

const SILENT = { log: () => undefined };
const fromBits = (bits: bigint) => dec(bits.toString()).div(dec(2).pow(Number(FRACTION_BITS)));

/**
 * The reserve's account read from the chain as the lending program reads it: its total supply
 * and borrows (what the last refresh left), the utilisation, the borrow rate on its curve and the
 * supply rate (borrow rate × utilisation, less the protocol's take). Null when the chain does not
 * hold the reserve (a world served without a chain) or its account cannot be read.
 */
export function reserveNow(chain: ChainActivity, address: string): ReserveNow | null {
  const key = new PublicKey(address);
  const account = chain.readAccount(key);
  if (account === null) return null;
  try {
    const reserve = new ReserveAccount(key, account);
    const scale = dec(10).pow(reserve.mintDecimals);
    const utilizationBits = reserve.utilizationRate();
    const utilization = fromBits(utilizationBits);
    const borrowApr = fromBits(borrowRate(SILENT, reserve.config.borrowRateCurve, utilizationBits));
    const takeRate = dec(reserve.config.protocolTakeRatePct).div(100);
    return {
      totalSupply: fromBits(reserve.totalSupply()).div(scale),
      totalBorrowed: fromBits(reserve.totalBorrow()).div(scale),
      utilization,
      borrowApr,
      supplyApr: borrowApr.mul(utilization).mul(ONE.minus(takeRate)),
    };
  } catch {
    // Not a readable reserve any more: the API keeps its own figures.
    return null;
  }
}
