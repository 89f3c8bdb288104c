import type { ByteReader, ByteWriter } from '@keel/chain-readers';
import { enumIndex, enumName } from '@keel/chain-readers';
import { SECS_PER_DAY, SECS_PER_MONTH } from './constants';

/** LockupKind by its on-chain u8 value. */
export const LOCKUP_KINDS = ['none', 'daily', 'monthly', 'cliff', 'constant'] as const;
export type LockupKind = (typeof LOCKUP_KINDS)[number];

export const LOCKUP_SIZE = 32;

/** A deposit's lockup schedule (unix seconds, i64 on chain). */
export interface Lockup {
  startTs: bigint;
  endTs: bigint;
  kind: LockupKind;
}

/**
 * Length of one period of a kind: daily and monthly vest once per period; cliff and constant
 * lockups are only measured in days; none has no periods.
 */
export function periodSecs(kind: LockupKind): bigint {
  switch (kind) {
    case 'none':
      return 0n;
    case 'monthly':
      return SECS_PER_MONTH;
    default:
      return SECS_PER_DAY;
  }
}

/** Daily and monthly lockups vest linearly. */
export function isVestingKind(kind: LockupKind): boolean {
  return kind === 'daily' || kind === 'monthly';
}

/** A lockup may only be reset to an equally or more strict kind (cliff and constant are equal). */
export function lockupStrictness(kind: LockupKind): number {
  return { none: 0, daily: 1, monthly: 2, cliff: 3, constant: 3 }[kind];
}

export function readLockup(r: ByteReader, base: number): Lockup {
  return {
    startTs: r.i64(base),
    endTs: r.i64(base + 8),
    kind: enumName(LOCKUP_KINDS, r.u8(base + 16), 'lockup.kind'),
  };
}

export function writeLockup(w: ByteWriter, base: number, lockup: Lockup): void {
  w.i64(base, lockup.startTs)
    .i64(base + 8, lockup.endTs)
    .u8(base + 16, enumIndex(LOCKUP_KINDS, lockup.kind, 'lockup.kind'));
}
