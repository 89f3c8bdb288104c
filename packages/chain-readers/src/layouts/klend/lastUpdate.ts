import type { ByteReader } from '../../bytes/ByteReader';
import type { ByteWriter } from '../../bytes/ByteWriter';

/** When a Reserve or Obligation was last refreshed. */
export interface LastUpdate {
  slot: bigint;
  /** Set when an action makes the account need a refresh. */
  stale: boolean;
  /** Bit flags of the price checks that passed (0x3F = all). */
  priceStatus: number;
}

export function readLastUpdate(reader: ByteReader, base: number): LastUpdate {
  return { slot: reader.u64(base), stale: reader.bool(base + 8), priceStatus: reader.u8(base + 9) };
}

export function writeLastUpdate(writer: ByteWriter, base: number, value: LastUpdate): void {
  writer
    .u64(base, value.slot)
    .bool(base + 8, value.stale)
    .u8(base + 9, value.priceStatus);
}
