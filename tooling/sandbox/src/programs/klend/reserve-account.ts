import { decodeReserve, type ReserveConfig } from '@keel/chain-readers';
import type { PublicKey } from '@solana/web3.js';
import type { LedgerAccount } from '../../chain/ledger-account';
import { AccountBytes } from './account-bytes';
import { panic } from './anchor-errors';
import { add, bigMul, div, fromInt, fromPercent, fullMulIntRatio, max, ONE, sub } from './fraction';
import { LAST_UPDATE, RESERVE } from './layout-offsets';

/** klend's program version (PROGRAM_VERSION); a reserve of another version is deprecated. */
export const PROGRAM_VERSION = 1n;

/**
 * A Reserve as the program holds it while an instruction runs: the raw bytes (the numbers it
 * computes with, written back in place) and the configuration decoded by chain-readers.
 */
export class ReserveAccount {
  readonly bytes: AccountBytes;
  readonly config: ReserveConfig;
  readonly mintDecimals: number;

  constructor(
    readonly address: PublicKey,
    state: LedgerAccount,
  ) {
    this.bytes = new AccountBytes(state.data);
    try {
      const decoded = decodeReserve(address, state);
      this.config = decoded.config;
      this.mintDecimals = decoded.liquidity.mintDecimals;
    } catch (error) {
      // The program reads the struct as bytes; a value chain-readers rejects is beyond emulation.
      panic(`reserve ${address.toBase58()} cannot be read: ${(error as Error).message}`);
    }
  }

  get version(): bigint {
    return this.bytes.u64(RESERVE.version);
  }

  get lendingMarket(): PublicKey {
    return this.bytes.pubkey(RESERVE.lendingMarket);
  }

  get lastUpdateSlot(): bigint {
    return this.bytes.u64(RESERVE.lastUpdate + LAST_UPDATE.slot);
  }

  get stale(): boolean {
    return this.bytes.u8(RESERVE.lastUpdate + LAST_UPDATE.stale) !== 0;
  }

  get priceStatus(): number {
    return this.bytes.u8(RESERVE.lastUpdate + LAST_UPDATE.priceStatus);
  }

  get symbol(): string {
    return this.config.tokenInfo.name;
  }

  sf(offset: number): bigint {
    return this.bytes.u128(offset);
  }

  /** `ReserveLiquidity::total_supply`: available + borrowed − the fees owed out of the vault. */
  totalSupply(): bigint {
    const b = this.bytes;
    return sub(
      sub(
        sub(
          add(fromInt(b.u64(RESERVE.availableAmount)), b.u128(RESERVE.borrowedAmountSf)),
          b.u128(RESERVE.accumulatedProtocolFeesSf),
        ),
        b.u128(RESERVE.accumulatedReferrerFeesSf),
      ),
      b.u128(RESERVE.pendingReferrerFeesSf),
    );
  }

  totalBorrow(): bigint {
    return this.bytes.u128(RESERVE.borrowedAmountSf);
  }

  utilizationRate(): bigint {
    const supply = this.totalSupply();
    return supply === 0n ? 0n : div(this.totalBorrow(), supply);
  }

  /** `fraction_collateral_to_liquidity` at the current exchange rate (1:1 before any supply). */
  collateralToLiquidity(collateral: bigint): bigint {
    const mintSupply = this.bytes.u64(RESERVE.collateralMintTotalSupply);
    const liquidity = this.totalSupply();
    if (mintSupply === 0n || liquidity === 0n) return bigMul(fromInt(collateral), ONE);
    const value = bigMul(fromInt(collateral), liquidity) / mintSupply;
    if (value > (1n << 128n) - 1n) {
      panic('fraction_collateral_to_liquidity: liquidity_amount overflow');
    }
    return value;
  }

  /** `liquidity_amount_to_market_value`: amount × price ÷ 10^decimals. */
  marketValue(liquidityAmount: bigint): bigint {
    const mintFactor = 10n ** BigInt(this.mintDecimals);
    return fullMulIntRatio(liquidityAmount, this.sf(RESERVE.marketPriceSf), mintFactor * ONE);
  }

  /** `get_borrow_factor`: at least 1. */
  borrowFactor(inElevationGroup: boolean): bigint {
    if (inElevationGroup) return ONE;
    return max(fromPercent(this.config.borrowFactorPct), ONE);
  }
}
