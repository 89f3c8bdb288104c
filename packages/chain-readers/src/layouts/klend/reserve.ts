import type { Address } from '../../address/address';
import { KLEND_PROGRAM_ID } from '../../programIds';
import type { AccountBytes } from '../accountBytes';
import {
  type AnchorAccountSpec,
  anchorAccountWriter,
  type DecodeOptions,
  decodeAnchorAccount,
} from '../decodeAccount';
import { KLEND_DISCRIMINATORS } from './discriminators';
import { type LastUpdate, readLastUpdate, writeLastUpdate } from './lastUpdate';
import {
  type ReserveCollateral,
  readReserveCollateral,
  writeReserveCollateral,
} from './reserveCollateral';
import { type ReserveConfig, readReserveConfig, writeReserveConfig } from './reserveConfig';
import {
  type ReserveLiquidity,
  readReserveLiquidity,
  writeReserveLiquidity,
} from './reserveLiquidity';

export const RESERVE_SIZE = 8624;

const GROUP_SLOTS = 32;
const OFFSETS = {
  liquidity: 128,
  collateral: 2560,
  config: 4856,
  borrowedOutsideGroups: 6704,
  borrowedInGroups: 6712,
} as const;

/** klend Reserve (LAYOUTS §2.2). */
export interface ReserveData {
  version: bigint;
  lastUpdate: LastUpdate;
  lendingMarket: Address;
  /** Deposit-side FarmState, null when none. */
  farmCollateral: Address | null;
  /** Borrow-side FarmState, null when none. */
  farmDebt: Address | null;
  liquidity: ReserveLiquidity;
  collateral: ReserveCollateral;
  config: ReserveConfig;
  borrowedAmountOutsideElevationGroup: bigint;
  /** Index g-1: debt base units borrowed in group g against this reserve (all 32 slots). */
  borrowedAmountsAgainstThisReserveInElevationGroups: bigint[];
}

export interface Reserve extends ReserveData {
  address: Address;
}

export const RESERVE_SPEC: AnchorAccountSpec = {
  accountType: 'Reserve',
  programId: KLEND_PROGRAM_ID,
  discriminator: KLEND_DISCRIMINATORS.Reserve,
  size: RESERVE_SIZE,
};

export function decodeReserve(
  address: Address,
  account: AccountBytes,
  options?: DecodeOptions,
): Reserve {
  return decodeAnchorAccount(
    RESERVE_SPEC,
    address,
    account,
    (r) => {
      const borrowedInGroups: bigint[] = [];
      for (let i = 0; i < GROUP_SLOTS; i += 1) {
        borrowedInGroups.push(r.u64(OFFSETS.borrowedInGroups + i * 8));
      }
      return {
        address,
        version: r.u64(8),
        lastUpdate: readLastUpdate(r, 16),
        lendingMarket: r.pubkey(32),
        farmCollateral: r.optionalPubkey(64),
        farmDebt: r.optionalPubkey(96),
        liquidity: readReserveLiquidity(r, OFFSETS.liquidity),
        collateral: readReserveCollateral(r, OFFSETS.collateral),
        config: readReserveConfig(r, OFFSETS.config),
        borrowedAmountOutsideElevationGroup: r.u64(OFFSETS.borrowedOutsideGroups),
        borrowedAmountsAgainstThisReserveInElevationGroups: borrowedInGroups,
      };
    },
    options,
  );
}

export function encodeReserve(data: ReserveData): Uint8Array {
  const w = anchorAccountWriter(RESERVE_SPEC);
  w.u64(8, data.version);
  writeLastUpdate(w, 16, data.lastUpdate);
  w.pubkey(32, data.lendingMarket)
    .optionalPubkey(64, data.farmCollateral)
    .optionalPubkey(96, data.farmDebt);
  writeReserveLiquidity(w, OFFSETS.liquidity, data.liquidity);
  writeReserveCollateral(w, OFFSETS.collateral, data.collateral);
  writeReserveConfig(w, OFFSETS.config, data.config);
  w.u64(OFFSETS.borrowedOutsideGroups, data.borrowedAmountOutsideElevationGroup);
  const inGroups = data.borrowedAmountsAgainstThisReserveInElevationGroups;
  if (inGroups.length > GROUP_SLOTS) {
    throw new RangeError(`At most 32 per-group borrowed amounts, got ${inGroups.length}`);
  }
  inGroups.forEach((amount, i) => {
    w.u64(OFFSETS.borrowedInGroups + i * 8, amount);
  });
  return w.toBytes();
}
