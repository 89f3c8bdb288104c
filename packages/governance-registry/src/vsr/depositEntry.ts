import type { ByteReader, ByteWriter } from '@keel/chain-readers';
import { LOCKUP_SIZE, type Lockup, readLockup, writeLockup } from './lockup';

export const DEPOSIT_ENTRY_SIZE = 80;

/** One deposit slot of a voter (native token amounts, u64). */
export interface DepositEntry {
  lockup: Lockup;
  /** What the user can still withdraw over time (lowered by withdrawals). */
  amountDepositedNative: bigint;
  /** Locked when the current schedule (re)started; not lowered by withdrawals. */
  amountInitiallyLockedNative: bigint;
  /** Only used entries count. */
  isUsed: boolean;
  allowClawback: boolean;
  /** Index into `registrar.votingMints`. */
  votingMintConfigIdx: number;
}

export function readDepositEntry(r: ByteReader, base: number): DepositEntry {
  return {
    lockup: readLockup(r, base),
    amountDepositedNative: r.u64(base + LOCKUP_SIZE),
    amountInitiallyLockedNative: r.u64(base + 40),
    isUsed: r.bool(base + 48),
    allowClawback: r.bool(base + 49),
    votingMintConfigIdx: r.u8(base + 50),
  };
}

export function writeDepositEntry(w: ByteWriter, base: number, entry: DepositEntry): void {
  writeLockup(w, base, entry.lockup);
  w.u64(base + LOCKUP_SIZE, entry.amountDepositedNative)
    .u64(base + 40, entry.amountInitiallyLockedNative)
    .bool(base + 48, entry.isUsed)
    .bool(base + 49, entry.allowClawback)
    .u8(base + 50, entry.votingMintConfigIdx);
}

/** A free slot (all zero bytes on chain). */
export function emptyDepositEntry(): DepositEntry {
  return {
    lockup: { startTs: 0n, endTs: 0n, kind: 'none' },
    amountDepositedNative: 0n,
    amountInitiallyLockedNative: 0n,
    isUsed: false,
    allowClawback: false,
    votingMintConfigIdx: 0,
  };
}
