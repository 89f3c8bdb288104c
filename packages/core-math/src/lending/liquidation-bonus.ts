import type Decimal from 'decimal.js';
import type { NumericInput } from '../decimal';
import {
  div,
  fraction,
  fromBps,
  maxOf,
  minOf,
  ONE,
  type ProgramFraction,
  toMath,
} from './program-fraction';

/*
 * klend 1.16 `state/liquidation_operations.rs`: whether an obligation is past its liquidation LTV
 * and the bonus a liquidator gets (`check_liquidate_obligation`, `calculate_liquidation_bonus`,
 * `get_emode_max_liquidation_bonus`), in the program's U68F60 steps.
 */

/** The obligation's totals as refresh_obligation stores them (USD). */
export interface LiquidationObligationValues {
  /** Σ deposit values. */
  depositedValue: NumericInput;
  /** Σ borrow values without borrow factors. */
  borrowedAssetsMarketValue: NumericInput;
  /** Σ borrow value × borrow factor. */
  borrowFactorAdjustedDebtValue: NumericInput;
  /** Σ deposit value × liquidation LTV. */
  unhealthyBorrowValue: NumericInput;
}

/** A reserve's liquidation bonus settings (ReserveConfig). */
export interface LiquidationBonusConfig {
  minLiquidationBonusBps: number;
  maxLiquidationBonusBps: number;
  badDebtLiquidationBonusBps: number;
}

export interface LiquidationLtvs {
  /** Borrow-factor-adjusted debt / deposits (`loan_to_value`). */
  ltv: Decimal;
  /** Debt without borrow factors / deposits (`no_bf_loan_to_value`). */
  noBfLtv: Decimal;
  /** Unhealthy borrow value / deposits (`unhealthy_loan_to_value`). */
  unhealthyLtv: Decimal;
  /** ltv ≥ unhealthyLtv: the program may liquidate it. */
  liquidatable: boolean;
}

/** `fraction!(0.99)`: from this no-borrow-factor LTV on, the bad-debt bonus applies. */
const BAD_DEBT_ZONE = fraction('0.99');
const U16_MAX = 0xffff;

export interface ProgramLtvs {
  ltv: ProgramFraction;
  noBf: ProgramFraction;
  unhealthy: ProgramFraction;
}

/** The three LTVs on the program's grid (deposits must be non-zero). */
export function programLtvs(values: LiquidationObligationValues): ProgramLtvs {
  const deposited = fraction(values.depositedValue);
  return {
    ltv: div(fraction(values.borrowFactorAdjustedDebtValue), deposited),
    noBf: div(fraction(values.borrowedAssetsMarketValue), deposited),
    unhealthy: div(fraction(values.unhealthyBorrowValue), deposited),
  };
}

/** The obligation's LTVs as the program computes them, and whether it may be liquidated. */
export function liquidationLtvs(values: LiquidationObligationValues): LiquidationLtvs {
  const { ltv, noBf, unhealthy } = programLtvs(values);
  return {
    ltv: toMath(ltv),
    noBfLtv: toMath(noBf),
    unhealthyLtv: toMath(unhealthy),
    liquidatable: ltv.gte(unhealthy),
  };
}

/**
 * `get_emode_max_liquidation_bonus`: the group's cap when the obligation is in a group both
 * reserves list, the cap is set and it is not above either reserve's own maximum; else none
 * (u16::MAX).
 */
export function elevationGroupMaxLiquidationBonusBps(input: {
  /** The obligation's group's max bonus; undefined outside a group or when a reserve is not in it. */
  groupMaxLiquidationBonusBps: number | undefined;
  collateral: LiquidationBonusConfig;
  debt: LiquidationBonusConfig;
}): number {
  const cap = input.groupMaxLiquidationBonusBps;
  if (cap === undefined || cap === 0) return U16_MAX;
  const above =
    cap > input.collateral.maxLiquidationBonusBps || cap > input.debt.maxLiquidationBonusBps;
  return above ? U16_MAX : cap;
}

export interface LiquidationBonusInput {
  ltvs: ProgramLtvs;
  collateral: LiquidationBonusConfig;
  debt: LiquidationBonusConfig;
  /** From elevationGroupMaxLiquidationBonusBps (u16::MAX: no cap). */
  emodeMaxBonusBps: number;
}

/**
 * `calculate_liquidation_bonus`: at 99 % LTV (no borrow factors) and above, the smaller bad-debt
 * bonus (at least what is left below 100 %); otherwise how far the LTV is past the liquidation
 * LTV, held between the larger of the reserves' minimums and the larger of their maximums (capped
 * by the group), and never more than what is left below 100 % (so it creates no bad debt).
 */
export function programLiquidationBonus(input: LiquidationBonusInput): {
  bonus: ProgramFraction;
  badDebt: boolean;
} {
  const { ltvs, collateral, debt } = input;
  if (ltvs.noBf.gte(BAD_DEBT_ZONE)) {
    const badDebt = fromBps(
      Math.min(collateral.badDebtLiquidationBonusBps, debt.badDebtLiquidationBonusBps),
    );
    return {
      bonus: ltvs.noBf.lt(ONE) ? maxOf(badDebt, ONE.minus(ltvs.noBf)) : badDebt,
      badDebt: true,
    };
  }
  const unhealthyFactor = ltvs.ltv.minus(ltvs.unhealthy);
  const maxBps = Math.min(
    Math.max(collateral.maxLiquidationBonusBps, debt.maxLiquidationBonusBps),
    input.emodeMaxBonusBps,
  );
  const minReserve = fromBps(
    Math.max(collateral.minLiquidationBonusBps, debt.minLiquidationBonusBps),
  );
  const collared = minOf(maxOf(minReserve, unhealthyFactor), fromBps(maxBps));
  return { bonus: minOf(collared, ONE.minus(ltvs.noBf)), badDebt: false };
}
