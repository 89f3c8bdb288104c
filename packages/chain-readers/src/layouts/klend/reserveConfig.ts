import type { ByteReader } from '../../bytes/ByteReader';
import type { ByteWriter } from '../../bytes/ByteWriter';
import { enumIndex, enumName } from '../enumField';
import { type CurvePoint, readBorrowRateCurve, writeBorrowRateCurve } from './borrowRateCurve';
import { type ReserveFees, readReserveFees, writeReserveFees } from './reserveFees';
import { type ReserveTokenInfo, readReserveTokenInfo, writeReserveTokenInfo } from './tokenInfo';
import { readWithdrawalCaps, type WithdrawalCaps, writeWithdrawalCaps } from './withdrawalCaps';

export const RESERVE_STATUSES = ['Active', 'Obsolete', 'Hidden'] as const;
export type ReserveStatus = (typeof RESERVE_STATUSES)[number];

const ELEVATION_GROUP_SLOTS = 20;
const GROUP_LIMIT_SLOTS = 32;

/** Risk and rate configuration of a reserve (LAYOUTS §2.2 ReserveConfig, 936 bytes). */
export interface ReserveConfig {
  status: ReserveStatus;
  hostFixedInterestRateBps: number;
  minDeleveragingBonusBps: number;
  blockCtokenUsage: boolean;
  protocolOrderExecutionFeePct: number;
  protocolTakeRatePct: number;
  protocolLiquidationFeePct: number;
  loanToValuePct: number;
  liquidationThresholdPct: number;
  minLiquidationBonusBps: number;
  maxLiquidationBonusBps: number;
  badDebtLiquidationBonusBps: number;
  deleveragingMarginCallPeriodSecs: bigint;
  deleveragingThresholdDecreaseBpsPerDay: bigint;
  fees: ReserveFees;
  /** All 11 stored points. */
  borrowRateCurve: CurvePoint[];
  /** 100 = 1.0; below 100 is treated as 100. */
  borrowFactorPct: bigint;
  depositLimit: bigint;
  borrowLimit: bigint;
  tokenInfo: ReserveTokenInfo;
  depositWithdrawalCap: WithdrawalCaps;
  debtWithdrawalCap: WithdrawalCaps;
  /** Ids of the elevation groups this reserve belongs to (empty slots dropped). */
  elevationGroups: number[];
  disableUsageAsCollOutsideEmode: boolean;
  /** 0 = no limit. */
  utilizationLimitBlockBorrowingAbovePct: number;
  autodeleverageEnabled: boolean;
  proposerAuthorityLocked: boolean;
  borrowLimitOutsideElevationGroup: bigint;
  /** Index g-1: cap on debt in group g backed by this reserve (all 32 slots). */
  borrowLimitAgainstThisCollateralInElevationGroup: bigint[];
  deleveragingBonusIncreaseBpsPerDay: bigint;
  debtMaturityTimestamp: bigint;
  debtTermSeconds: bigint;
}

export function readReserveConfig(r: ByteReader, base: number): ReserveConfig {
  const elevationGroups: number[] = [];
  for (let i = 0; i < ELEVATION_GROUP_SLOTS; i += 1) {
    const id = r.u8(base + 624 + i);
    if (id !== 0) elevationGroups.push(id);
  }
  const groupLimits: bigint[] = [];
  for (let i = 0; i < GROUP_LIMIT_SLOTS; i += 1) groupLimits.push(r.u64(base + 656 + i * 8));
  return {
    status: enumName(RESERVE_STATUSES, r.u8(base), 'config.status'),
    hostFixedInterestRateBps: r.u16(base + 2),
    minDeleveragingBonusBps: r.u16(base + 4),
    blockCtokenUsage: r.bool(base + 6),
    protocolOrderExecutionFeePct: r.u8(base + 13),
    protocolTakeRatePct: r.u8(base + 14),
    protocolLiquidationFeePct: r.u8(base + 15),
    loanToValuePct: r.u8(base + 16),
    liquidationThresholdPct: r.u8(base + 17),
    minLiquidationBonusBps: r.u16(base + 18),
    maxLiquidationBonusBps: r.u16(base + 20),
    badDebtLiquidationBonusBps: r.u16(base + 22),
    deleveragingMarginCallPeriodSecs: r.u64(base + 24),
    deleveragingThresholdDecreaseBpsPerDay: r.u64(base + 32),
    fees: readReserveFees(r, base + 40),
    borrowRateCurve: readBorrowRateCurve(r, base + 64),
    borrowFactorPct: r.u64(base + 152),
    depositLimit: r.u64(base + 160),
    borrowLimit: r.u64(base + 168),
    tokenInfo: readReserveTokenInfo(r, base + 176),
    depositWithdrawalCap: readWithdrawalCaps(r, base + 560),
    debtWithdrawalCap: readWithdrawalCaps(r, base + 592),
    elevationGroups,
    disableUsageAsCollOutsideEmode: r.bool(base + 644),
    utilizationLimitBlockBorrowingAbovePct: r.u8(base + 645),
    autodeleverageEnabled: r.bool(base + 646),
    proposerAuthorityLocked: r.bool(base + 647),
    borrowLimitOutsideElevationGroup: r.u64(base + 648),
    borrowLimitAgainstThisCollateralInElevationGroup: groupLimits,
    deleveragingBonusIncreaseBpsPerDay: r.u64(base + 912),
    debtMaturityTimestamp: r.u64(base + 920),
    debtTermSeconds: r.u64(base + 928),
  };
}

export function writeReserveConfig(w: ByteWriter, base: number, c: ReserveConfig): void {
  w.u8(base, enumIndex(RESERVE_STATUSES, c.status, 'config.status'))
    .u16(base + 2, c.hostFixedInterestRateBps)
    .u16(base + 4, c.minDeleveragingBonusBps)
    .bool(base + 6, c.blockCtokenUsage)
    .u8(base + 13, c.protocolOrderExecutionFeePct)
    .u8(base + 14, c.protocolTakeRatePct)
    .u8(base + 15, c.protocolLiquidationFeePct)
    .u8(base + 16, c.loanToValuePct)
    .u8(base + 17, c.liquidationThresholdPct)
    .u16(base + 18, c.minLiquidationBonusBps)
    .u16(base + 20, c.maxLiquidationBonusBps)
    .u16(base + 22, c.badDebtLiquidationBonusBps)
    .u64(base + 24, c.deleveragingMarginCallPeriodSecs)
    .u64(base + 32, c.deleveragingThresholdDecreaseBpsPerDay);
  writeReserveFees(w, base + 40, c.fees);
  writeBorrowRateCurve(w, base + 64, c.borrowRateCurve);
  w.u64(base + 152, c.borrowFactorPct)
    .u64(base + 160, c.depositLimit)
    .u64(base + 168, c.borrowLimit);
  writeReserveTokenInfo(w, base + 176, c.tokenInfo);
  writeWithdrawalCaps(w, base + 560, c.depositWithdrawalCap);
  writeWithdrawalCaps(w, base + 592, c.debtWithdrawalCap);
  if (c.elevationGroups.length > ELEVATION_GROUP_SLOTS) {
    throw new RangeError(`A reserve belongs to at most 20 elevation groups`);
  }
  c.elevationGroups.forEach((id, i) => {
    w.u8(base + 624 + i, id);
  });
  w.bool(base + 644, c.disableUsageAsCollOutsideEmode)
    .u8(base + 645, c.utilizationLimitBlockBorrowingAbovePct)
    .bool(base + 646, c.autodeleverageEnabled)
    .bool(base + 647, c.proposerAuthorityLocked)
    .u64(base + 648, c.borrowLimitOutsideElevationGroup);
  const limits = c.borrowLimitAgainstThisCollateralInElevationGroup;
  if (limits.length > GROUP_LIMIT_SLOTS) {
    throw new RangeError(`At most 32 per-group borrow limits, got ${limits.length}`);
  }
  limits.forEach((limit, i) => {
    w.u64(base + 656 + i * 8, limit);
  });
  w.u64(base + 912, c.deleveragingBonusIncreaseBpsPerDay)
    .u64(base + 920, c.debtMaturityTimestamp)
    .u64(base + 928, c.debtTermSeconds);
}
