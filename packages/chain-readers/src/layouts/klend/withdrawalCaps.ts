import type { ByteReader } from '../../bytes/ByteReader';
import type { ByteWriter } from '../../bytes/ByteWriter';

/** Net-outflow cap per interval (same struct in klend and kliquidity). */
export interface WithdrawalCaps {
  /** Max net outflow per interval in token base units; negative blocks everything. */
  configCapacity: bigint;
  /** Net outflow so far in the current interval (inflows subtract). */
  currentTotal: bigint;
  lastIntervalStartTimestamp: bigint;
  /** 0 disables the cap. */
  configIntervalLengthSeconds: bigint;
}

export function readWithdrawalCaps(reader: ByteReader, base: number): WithdrawalCaps {
  return {
    configCapacity: reader.i64(base),
    currentTotal: reader.i64(base + 8),
    lastIntervalStartTimestamp: reader.u64(base + 16),
    configIntervalLengthSeconds: reader.u64(base + 24),
  };
}

export function writeWithdrawalCaps(writer: ByteWriter, base: number, caps: WithdrawalCaps): void {
  writer
    .i64(base, caps.configCapacity)
    .i64(base + 8, caps.currentTotal)
    .u64(base + 16, caps.lastIntervalStartTimestamp)
    .u64(base + 24, caps.configIntervalLengthSeconds);
}
