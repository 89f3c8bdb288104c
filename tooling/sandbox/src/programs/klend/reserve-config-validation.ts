import type { ElevationGroup, ReserveConfig } from '@keel/chain-readers';

const FULL_BPS = 10_000;

/**
 * The program's validate_reserve_config, on the fields the sandbox's reserves use: the first rule
 * broken, as the message the program logs, or null. Any break is the program's InvalidConfig.
 */
export function reserveConfigProblem(
  config: ReserveConfig,
  marketGroups: readonly ElevationGroup[],
): string | null {
  if (config.loanToValuePct >= 100) return 'Loan to value ratio must be in range [0, 100)';
  if (config.maxLiquidationBonusBps > FULL_BPS)
    return 'Liquidation bonus must be in range [0, 100]';
  if (
    config.liquidationThresholdPct < config.loanToValuePct ||
    config.liquidationThresholdPct > 100
  ) {
    return 'Liquidation threshold must be in range [LTV, 100]';
  }
  if (config.fees.originationFee.gte(1)) return 'Borrow fee must be in range [0, 100%]';
  if (config.protocolLiquidationFeePct > 100) {
    return 'Protocol liquidation fee must be in range [0, 100]';
  }
  if (config.protocolTakeRatePct > 100) return 'Protocol take rate must be in range [0, 100]';
  if (config.badDebtLiquidationBonusBps >= 100) {
    return 'Invalid bad debt liquidation bonus, cannot be more than 1%';
  }
  if (config.minLiquidationBonusBps > config.maxLiquidationBonusBps) {
    return 'Invalid min liquidation bonus';
  }
  if (config.borrowFactorPct < 100n) {
    return 'Invalid borrow factor, it must be greater or equal to 100';
  }
  if (config.utilizationLimitBlockBorrowingAbovePct > 100) {
    return 'Invalid utilization limit, it must be in range [0, 100]';
  }
  for (const id of config.elevationGroups) {
    const group = marketGroups.find((candidate) => candidate.id === id);
    if (group === undefined) continue;
    if (group.maxLiquidationBonusBps > config.maxLiquidationBonusBps) {
      return "Invalid max liquidation bonus, elevation id liquidation bonus must be less than the config's";
    }
    if (group.liquidationThresholdPct < config.liquidationThresholdPct) {
      return "Invalid liquidation threshold, elevation id liquidation threshold must be greater than the config's";
    }
    if (group.ltvPct < config.loanToValuePct) {
      return 'Invalid ltv ratio, cannot be bigger than the ltv ratio';
    }
  }
  return borrowCurveProblem(config);
}

function borrowCurveProblem(config: ReserveConfig): string | null {
  const points = config.borrowRateCurve;
  if (points[0]?.utilizationRateBps !== 0) return 'First point of the curve must start at 0';
  for (let i = 1; i < points.length; i += 1) {
    const previous = points[i - 1];
    const point = points[i];
    if (previous === undefined || point === undefined) continue;
    if (previous.utilizationRateBps === FULL_BPS) {
      // The tail repeats the last point.
      if (point.utilizationRateBps !== FULL_BPS || point.borrowRateBps !== previous.borrowRateBps) {
        return 'Points after the last must repeat it';
      }
      continue;
    }
    if (point.utilizationRateBps <= previous.utilizationRateBps) {
      return 'Utilization rate must be strictly increasing';
    }
    if (point.borrowRateBps < previous.borrowRateBps) return 'Borrow rate must not decrease';
  }
  if (points[points.length - 1]?.utilizationRateBps !== FULL_BPS) {
    return 'Last point of the curve must end at 10000';
  }
  return null;
}
