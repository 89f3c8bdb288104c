import type { Address } from '../../address/address';
import { hexToBytes } from '../../bytes/hex';
import { SCOPE_PROGRAM_ID } from '../../programIds';
import type { AccountBytes } from '../accountBytes';
import {
  type AnchorAccountSpec,
  anchorAccountWriter,
  type DecodeOptions,
  decodeAnchorAccount,
} from '../decodeAccount';
import { readScopePrice, type ScopePrice, writeScopePrice } from './price';

export const ORACLE_PRICES_SIZE = 28712;
export const ORACLE_PRICE_COUNT = 512;
const DATED_PRICE_SIZE = 56;
const PRICES_OFFSET = 40;

/** One Scope price entry; its index in `prices` is the id that price chains refer to. */
export interface DatedPrice {
  price: ScopePrice;
  lastUpdatedSlot: bigint;
  unixTimestamp: bigint;
  index: number;
}

/** Scope OraclePrices (LAYOUTS §2.7). */
export interface OraclePricesData {
  oracleMappings: Address;
  /** Up to 512 entries; the encoder zero-fills the rest. */
  prices: DatedPrice[];
}

export interface OraclePrices extends OraclePricesData {
  address: Address;
}

export const ORACLE_PRICES_SPEC: AnchorAccountSpec = {
  accountType: 'OraclePrices',
  programId: SCOPE_PROGRAM_ID,
  discriminator: hexToBytes('598076dd0648b492'),
  size: ORACLE_PRICES_SIZE,
};

export function decodeOraclePrices(
  address: Address,
  account: AccountBytes,
  options?: DecodeOptions,
): OraclePrices {
  return decodeAnchorAccount(
    ORACLE_PRICES_SPEC,
    address,
    account,
    (r) => {
      const prices: DatedPrice[] = [];
      for (let i = 0; i < ORACLE_PRICE_COUNT; i += 1) {
        const base = PRICES_OFFSET + i * DATED_PRICE_SIZE;
        prices.push({
          price: readScopePrice(r, base),
          lastUpdatedSlot: r.u64(base + 16),
          unixTimestamp: r.u64(base + 24),
          index: r.u16(base + 54),
        });
      }
      return { address, oracleMappings: r.pubkey(8), prices };
    },
    options,
  );
}

export function encodeOraclePrices(data: OraclePricesData): Uint8Array {
  if (data.prices.length > ORACLE_PRICE_COUNT) {
    throw new RangeError(`OraclePrices holds at most 512 prices, got ${data.prices.length}`);
  }
  const w = anchorAccountWriter(ORACLE_PRICES_SPEC);
  w.pubkey(8, data.oracleMappings);
  data.prices.forEach((entry, i) => {
    const base = PRICES_OFFSET + i * DATED_PRICE_SIZE;
    writeScopePrice(w, base, entry.price);
    w.u64(base + 16, entry.lastUpdatedSlot)
      .u64(base + 24, entry.unixTimestamp)
      .u16(base + 54, entry.index);
  });
  return w.toBytes();
}
