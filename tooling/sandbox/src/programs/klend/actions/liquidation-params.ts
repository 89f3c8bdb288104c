import type { InstructionContext } from '../../../chain/execution/instruction-context';
import { klendError, notEmulated } from '../anchor-errors';
import { display, displayExact, fromBps, max, min, ONE, sub, toBps, toPercent } from '../fraction';
import { BORROW, OBLIGATION, OBLIGATION_ORDER } from '../layout-offsets';
import type { MarketAccount } from '../market-account';
import type { ObligationAccount, Slot } from '../obligation-account';
import type { ReserveAccount } from '../reserve-account';
import {
  bfDebtValue,
  loanToValue,
  noBfLoanToValue,
  sf,
  unhealthyLoanToValue,
} from './obligation-state';

/*
 * `liquidation_operations::get_liquidation_params`: why the obligation may be liquidated and at
 * what bonus. The LTV rule is emulated; the other reasons (auto-deleveraging, debt maturity or
 * term, obligation orders) are refused visibly whenever one could apply.
 */

const LIQ = 'state/liquidation_operations.rs';
const U16_MAX = 0xffff;
/** `fraction!(0.99)`: from the user's LTV (no borrow factor) on, the bad-debt bonus applies. */
const BAD_DEBT_ZONE = (99n * ONE) / 100n;

export interface LiquidationInputs {
  context: InstructionContext;
  market: MarketAccount;
  collateral: ReserveAccount;
  debt: ReserveAccount;
  obligation: ObligationAccount;
  borrow: Slot;
  isDebtHighestBorrowFactor: boolean;
  isCollateralLowestLiquidationLtv: boolean;
}

/** `get_emode_max_liquidation_bonus`: the group's cap when both reserves are in it and it is lower. */
function emodeMaxBonusBps({ market, collateral, debt, obligation }: LiquidationInputs): number {
  const id = obligation.elevationGroup;
  const inGroup =
    id !== 0 &&
    collateral.config.elevationGroups.includes(id) &&
    debt.config.elevationGroups.includes(id);
  if (!inGroup) return U16_MAX;
  const cap = market.elevationGroupSlot(id).maxLiquidationBonusBps;
  const above =
    cap > collateral.config.maxLiquidationBonusBps || cap > debt.config.maxLiquidationBonusBps;
  return above || cap === 0 ? U16_MAX : cap;
}

/** `calculate_liquidation_bonus` (MATH §4): the unhealthy excess, collared, short of bad debt. */
function liquidationBonus(
  inputs: LiquidationInputs,
  ltv: { user: bigint; noBf: bigint; maxAllowed: bigint },
): bigint {
  const coll = inputs.collateral.config;
  const debt = inputs.debt.config;
  if (ltv.noBf >= BAD_DEBT_ZONE) {
    const badDebt = fromBps(
      Math.min(coll.badDebtLiquidationBonusBps, debt.badDebtLiquidationBonusBps),
    );
    return ltv.noBf < ONE ? max(badDebt, ONE - ltv.noBf) : badDebt;
  }
  const unhealthyFactor = sub(ltv.user, ltv.maxAllowed);
  const maxBps = Math.min(
    Math.max(coll.maxLiquidationBonusBps, debt.maxLiquidationBonusBps),
    emodeMaxBonusBps(inputs),
  );
  const minReserve = fromBps(Math.max(coll.minLiquidationBonusBps, debt.minLiquidationBonusBps));
  const collared = min(max(minReserve, unhealthyFactor), fromBps(maxBps));
  return min(collared, sub(ONE, ltv.noBf));
}

/** `check_liquidate_obligation`: the LTV at or above the unhealthy LTV (no override outside staging). */
function ltvExceededBonus(inputs: LiquidationInputs): bigint | null {
  const { context, market, obligation: o } = inputs;
  const ltv = {
    user: loanToValue(o),
    noBf: noBfLoanToValue(o),
    maxAllowed: unhealthyLoanToValue(o),
  };
  if (ltv.user < ltv.maxAllowed) return null;
  if (market.market.priceTriggeredLiquidationDisabled) {
    context.log(
      'Obligation is eligible for ltv-exceeded liquidation, but price-triggered liquidations are disabled',
    );
    return null;
  }
  const maxPct = toPercent(ltv.maxAllowed);
  context.log(
    `Obligation is eligible for liquidation, borrowed value (scaled): ${display(bfDebtValue(o))}, unhealthy borrow value (scaled): ${display(sf(o, OBLIGATION.unhealthyBorrowValueSf))}, LTV: ${toPercent(ltv.user)}%/${maxPct}%, max_allowed_ltv_user ${maxPct}%, max_allowed_ltv_override None%`,
  );
  return liquidationBonus(inputs, ltv);
}

function hasOrders(o: ObligationAccount): boolean {
  for (let i = 0; i < OBLIGATION_ORDER.slots; i += 1) {
    const base = OBLIGATION.obligationOrders + i * OBLIGATION_ORDER.size;
    if (o.bytes.u8(base + OBLIGATION_ORDER.conditionType) !== 0) return true;
  }
  return false;
}

/**
 * The program's other reasons, in its order; each logs as the program does when its feature is
 * off, and is refused as not emulated when it could make the obligation liquidatable.
 */
function otherReasons(inputs: LiquidationInputs): void {
  const { context, market, collateral, debt, obligation: o, borrow } = inputs;
  const m = market.market;
  const now = context.clock.unixTimestamp;
  const log = (message: string) => context.log(message);
  if (o.bytes.u64(OBLIGATION.autodeleverageMarginCallStartedTimestamp) !== 0n) {
    if (!m.autodeleverageEnabled) {
      log('Obligation is marked for auto-deleveraging, but the feature is disabled');
    } else if (m.individualAutodeleverageMarginCallPeriodSecs === 0n) {
      log('Obligation is marked for auto-deleveraging, but the feature is misconfigured');
    } else notEmulated('klend liquidation of an obligation marked for auto-deleveraging');
  }
  if (
    m.autodeleverageEnabled &&
    (collateral.config.autodeleverageEnabled || debt.config.autodeleverageEnabled)
  ) {
    notEmulated('klend market-wide auto-deleveraging liquidation');
  }
  const maturity = debt.config.debtMaturityTimestamp;
  if (maturity !== 0n && now >= maturity) {
    if (m.matureReserveDebtLiquidationEnabled) notEmulated('klend liquidation of matured debt');
    log(
      `Debt reserve's maturity timestamp has been reached ${now - maturity} seconds ago, but the feature is disabled`,
    );
  }
  const term = debt.config.debtTermSeconds;
  const borrowedAt = o.bytes.u64(borrow.base + BORROW.lastBorrowedAtTimestamp);
  if (term !== 0n && borrowedAt === 0n) {
    log(
      `Debt reserve has a debt term of ${term} seconds, but an Obligation did not track its borrow timestamp; ignoring it`,
    );
  } else if (term !== 0n && now >= borrowedAt + term) {
    if (m.obligationBorrowDebtTermLiquidationEnabled) {
      notEmulated('klend liquidation of a borrow past its debt term');
    }
    log(
      `Obligation borrow's debt term has been reached ${now - borrowedAt - term} seconds ago, but the feature is disabled`,
    );
  }
  if (hasOrders(o)) notEmulated('klend liquidation by an obligation order');
}

/** `get_liquidation_params`: the bonus rate of an LTV-exceeded liquidation, after the priorities. */
export function liquidationBonusRate(inputs: LiquidationInputs): bigint {
  const { context, obligation } = inputs;
  const bonus = ltvExceededBonus(inputs);
  if (bonus === null) {
    otherReasons(inputs);
    context.log(
      `Obligation is healthy and cannot be liquidated, LTV: ${displayExact(loanToValue(obligation))}`,
    );
    throw klendError('ObligationHealthy');
  }
  if (!inputs.isDebtHighestBorrowFactor) {
    context.log('Debt reserve must be the highest borrow factor reserve');
    throw klendError('LiquidationBorrowFactorPriority', { source: `${LIQ}:227` });
  }
  if (!inputs.isCollateralLowestLiquidationLtv) {
    context.log('Collateral reserve must be the lowest liquidation LTV reserve');
    throw klendError('LiquidationLowestLiquidationLtvPriority', { source: `${LIQ}:238` });
  }
  context.log(
    `Obligation is eligible for liquidation because of LtvExceeded with liquidation bonus: ${toBps(bonus)}bps`,
  );
  return bonus;
}
