import { MathDecimal } from '@keel/core-math';
import { SECS_PER_DAY, SECS_PER_MONTH } from '@keel/governance-registry';
import type { Prng } from '../prng';
import type { WalletRole } from '../wallet-role';
import type { WorldDeposit, WorldDepositStatus, WorldLockupKind } from './governance-types';

const DAY = Number(SECS_PER_DAY);
const MONTH = Number(SECS_PER_MONTH);

/** One seeded deposit: amounts in whole tokens before the seed's jitter. */
interface DepositSpec {
  kind: WorldLockupKind;
  /** Locked when the schedule started. */
  amount: number;
  /** Taken out since (only what had unlocked by now). */
  withdrawn: number;
  /** Periods before now the lockup started (days; months for monthly). */
  startedPeriodsAgo: number;
  periods: number;
}

/**
 * Every lockup kind for both wallets: none, constant, active and ended cliffs, active and ended
 * daily and monthly vesting. Some deposits had unlocked tokens withdrawn, so the amount still
 * deposited is below the amount initially locked (the program allows that).
 */
const DEPOSIT_SPECS: Record<WalletRole, readonly DepositSpec[]> = {
  ordinary: [
    { kind: 'none', amount: 2_500, withdrawn: 0, startedPeriodsAgo: 75, periods: 0 },
    { kind: 'constant', amount: 10_000, withdrawn: 0, startedPeriodsAgo: 120, periods: 365 },
    { kind: 'cliff', amount: 8_000, withdrawn: 0, startedPeriodsAgo: 200, periods: 730 },
    { kind: 'cliff', amount: 1_500, withdrawn: 500, startedPeriodsAgo: 150, periods: 90 },
    { kind: 'daily', amount: 3_650, withdrawn: 0, startedPeriodsAgo: 100, periods: 365 },
    { kind: 'monthly', amount: 12_000, withdrawn: 1_000, startedPeriodsAgo: 5, periods: 24 },
    { kind: 'monthly', amount: 6_000, withdrawn: 0, startedPeriodsAgo: 10, periods: 6 },
    { kind: 'daily', amount: 600, withdrawn: 0, startedPeriodsAgo: 45, periods: 30 },
  ],
  flagged: [
    { kind: 'none', amount: 300, withdrawn: 0, startedPeriodsAgo: 50, periods: 0 },
    { kind: 'constant', amount: 500, withdrawn: 0, startedPeriodsAgo: 60, periods: 180 },
    { kind: 'cliff', amount: 1_000, withdrawn: 0, startedPeriodsAgo: 10, periods: 30 },
    { kind: 'daily', amount: 200, withdrawn: 0, startedPeriodsAgo: 40, periods: 10 },
    { kind: 'monthly', amount: 900, withdrawn: 0, startedPeriodsAgo: 1, periods: 3 },
    { kind: 'cliff', amount: 400, withdrawn: 150, startedPeriodsAgo: 70, periods: 14 },
  ],
};

function periodLength(kind: WorldLockupKind): number {
  return kind === 'monthly' ? MONTH : DAY;
}

function statusOf(kind: WorldLockupKind, endOffsetSeconds: number): WorldDepositStatus {
  if (kind === 'none') return 'unlocked';
  // A constant lockup's clock stays at its start: it never runs out until reset to a cliff.
  if (kind === 'constant') return 'active';
  return endOffsetSeconds > 0 ? 'active' : 'ended';
}

/** The wallet's deposits with seed-jittered amounts (±10 %, whole tokens). */
export function buildDeposits(role: WalletRole, prng: Prng): WorldDeposit[] {
  return DEPOSIT_SPECS[role].map((spec, index) => {
    const factor = prng.decimal('0.9', '1.1', 2);
    const locked = new MathDecimal(spec.amount).mul(factor).floor();
    const withdrawn = new MathDecimal(spec.withdrawn).mul(factor).floor();
    const start = -spec.startedPeriodsAgo * periodLength(spec.kind);
    const end = spec.kind === 'none' ? start : start + spec.periods * periodLength(spec.kind);
    return {
      index,
      kind: spec.kind,
      amountDeposited: locked.minus(withdrawn).toFixed(),
      amountInitiallyLocked: locked.toFixed(),
      startOffsetSeconds: start,
      endOffsetSeconds: end,
      periods: spec.periods,
      status: statusOf(spec.kind, end),
      votingMintConfigIdx: 0,
      allowClawback: false,
    };
  });
}
