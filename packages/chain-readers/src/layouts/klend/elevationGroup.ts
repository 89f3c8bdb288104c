import type { Address } from '../../address/address';
import type { ByteReader } from '../../bytes/ByteReader';
import type { ByteWriter } from '../../bytes/ByteWriter';

export const ELEVATION_GROUP_SIZE = 72;
export const ELEVATION_GROUP_COUNT = 32;

/** An elevation (e-mode) group of a lending market; group `id` lives at index id-1. */
export interface ElevationGroup {
  /** 1..32 */
  id: number;
  maxLiquidationBonusBps: number;
  ltvPct: number;
  liquidationThresholdPct: number;
  allowNewLoans: boolean;
  maxReservesAsCollateral: number;
  /** The single reserve that may be borrowed inside the group. */
  debtReserve: Address;
}

export function readElevationGroup(reader: ByteReader, base: number): ElevationGroup {
  return {
    maxLiquidationBonusBps: reader.u16(base),
    id: reader.u8(base + 2),
    ltvPct: reader.u8(base + 3),
    liquidationThresholdPct: reader.u8(base + 4),
    allowNewLoans: reader.bool(base + 5),
    maxReservesAsCollateral: reader.u8(base + 6),
    debtReserve: reader.pubkey(base + 8),
  };
}

export function writeElevationGroup(writer: ByteWriter, base: number, group: ElevationGroup) {
  writer
    .u16(base, group.maxLiquidationBonusBps)
    .u8(base + 2, group.id)
    .u8(base + 3, group.ltvPct)
    .u8(base + 4, group.liquidationThresholdPct)
    .bool(base + 5, group.allowNewLoans)
    .u8(base + 6, group.maxReservesAsCollateral)
    .pubkey(base + 8, group.debtReserve);
}

/** The groups in use (id ≠ 0), read from the 32 slots starting at `base`. */
export function readElevationGroups(reader: ByteReader, base: number): ElevationGroup[] {
  const groups: ElevationGroup[] = [];
  for (let index = 0; index < ELEVATION_GROUP_COUNT; index += 1) {
    const offset = base + index * ELEVATION_GROUP_SIZE;
    if (reader.u8(offset + 2) !== 0) groups.push(readElevationGroup(reader, offset));
  }
  return groups;
}

/** Writes each group into slot id-1; ids must be 1..32 and distinct. */
export function writeElevationGroups(
  writer: ByteWriter,
  base: number,
  groups: readonly ElevationGroup[],
): void {
  const seen = new Set<number>();
  for (const group of groups) {
    if (!Number.isInteger(group.id) || group.id < 1 || group.id > ELEVATION_GROUP_COUNT) {
      throw new RangeError(`Elevation group id must be 1..32, got ${group.id}`);
    }
    if (seen.has(group.id)) throw new RangeError(`Elevation group ${group.id} appears twice`);
    seen.add(group.id);
    writeElevationGroup(writer, base + (group.id - 1) * ELEVATION_GROUP_SIZE, group);
  }
}
