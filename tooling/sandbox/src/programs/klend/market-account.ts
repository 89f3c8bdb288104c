import { decodeLendingMarket, type LendingMarket } from '@keel/chain-readers';
import type { PublicKey } from '@solana/web3.js';
import type { LedgerAccount } from '../../chain/ledger-account';
import { AccountBytes } from './account-bytes';
import { panic } from './anchor-errors';
import { ELEVATION_GROUP, LENDING_MARKET } from './layout-offsets';

/** An elevation group as the program reads it from the market's slot id − 1. */
export interface ElevationGroupSlot {
  maxLiquidationBonusBps: number;
  id: number;
  ltvPct: number;
  liquidationThresholdPct: number;
  allowNewLoans: boolean;
  maxReservesAsCollateral: number;
  debtReserve: PublicKey;
}

/** A LendingMarket: decoded by chain-readers, with the raw group slots the program indexes. */
export class MarketAccount {
  readonly market: LendingMarket;
  private readonly bytes: AccountBytes;

  constructor(address: PublicKey, state: LedgerAccount) {
    this.bytes = new AccountBytes(state.data);
    try {
      this.market = decodeLendingMarket(address, state);
    } catch (error) {
      // The program reads the struct as bytes; a value chain-readers rejects is beyond emulation.
      panic(`lending market ${address.toBase58()} cannot be read: ${(error as Error).message}`);
    }
  }

  /** The `lma` authority PDA's bump, stored widened to u64 (the program casts it to u8). */
  get bumpSeed(): number {
    return Number(this.bytes.u64(LENDING_MARKET.bumpSeed) & 0xffn);
  }

  /** `min_net_value_in_obligation_sf`, raw Fraction bits. */
  get minNetValueSf(): bigint {
    return this.bytes.u128(LENDING_MARKET.minNetValueInObligationSf);
  }

  /** `elevation_groups[id − 1]`, whatever that slot holds. */
  elevationGroupSlot(id: number): ElevationGroupSlot {
    const base = LENDING_MARKET.elevationGroups + (id - 1) * ELEVATION_GROUP.size;
    return {
      maxLiquidationBonusBps: this.bytes.u16(base + ELEVATION_GROUP.maxLiquidationBonusBps),
      id: this.bytes.u8(base + ELEVATION_GROUP.id),
      ltvPct: this.bytes.u8(base + ELEVATION_GROUP.ltvPct),
      liquidationThresholdPct: this.bytes.u8(base + ELEVATION_GROUP.liquidationThresholdPct),
      allowNewLoans: this.bytes.u8(base + ELEVATION_GROUP.allowNewLoans) !== 0,
      maxReservesAsCollateral: this.bytes.u8(base + ELEVATION_GROUP.maxReservesAsCollateral),
      debtReserve: this.bytes.pubkey(base + ELEVATION_GROUP.debtReserve),
    };
  }
}
