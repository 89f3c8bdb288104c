import type { InstructionContext } from '../../../chain/execution/instruction-context';
import { klendError } from '../anchor-errors';
import {
  add,
  ceil,
  display,
  div,
  FRACTION_BITS,
  fromInt,
  fromPercent,
  min,
  mul,
  ONE,
  round,
  sub,
  toBps,
} from '../fraction';
import { BORROW, DEPOSIT, OBLIGATION } from '../layout-offsets';
import type { MarketAccount } from '../market-account';
import type { ObligationAccount, Slot } from '../obligation-account';
import { loanToValue, sf } from './obligation-state';

/*
 * `liquidation_operations::calculate_liquidation` for an LTV-exceeded liquidation (MATH §4): how
 * much debt is settled (close factor, per-call cap, or all of a small debt), the collateral it
 * buys at the bonus, and the protocol's share of that bonus.
 */

const LIQ = 'state/liquidation_operations.rs';

export interface LiquidationAmounts {
  /** Fraction bits of the debt settled. */
  settle: bigint;
  /** Liquidity the liquidator pays (the settled debt, ceiled). */
  repay: bigint;
  /** cTokens taken out of the obligation. */
  withdraw: bigint;
}

interface Position {
  obligation: ObligationAccount;
  borrow: Slot;
  deposit: Slot;
}

/** `max_liquidatable_borrowed_amount` (LtvExceeded): close factor (all near insolvency), caps. */
function maxLiquidatable(market: MarketAccount, { obligation: o, borrow }: Position): bigint {
  const m = market.market;
  const debtValue = o.bytes.u128(borrow.base + BORROW.marketValueSf);
  const closeFactor =
    loanToValue(o) > fromPercent(m.insolvencyRiskUnhealthyLtvPct)
      ? ONE
      : fromPercent(m.liquidationMaxDebtCloseFactorPct);
  const byCloseFactor = mul(sf(o, OBLIGATION.borrowedAssetsMarketValueSf), closeFactor);
  const maxValue = min(
    min(byCloseFactor, debtValue),
    fromInt(m.maxLiquidatableDebtMarketValueAtOnce),
  );
  return mul(o.bytes.u128(borrow.base + BORROW.borrowedAmountSf), div(maxValue, debtValue));
}

/** `calculate_liquidation_amounts`: capped by the collateral when the bonus asks for more. */
function liquidationAmounts(
  position: Position,
  totalValue: bigint,
  debtAmount: bigint,
  fullOnly: boolean,
): LiquidationAmounts {
  const b = position.obligation.bytes;
  const collateralValue = b.u128(position.deposit.base + DEPOSIT.marketValueSf);
  const deposited = b.u64(position.deposit.base + DEPOSIT.depositedAmount);
  if (totalValue > collateralValue) {
    const repayPart = mul(debtAmount, div(collateralValue, totalValue));
    const settle = fullOnly ? debtAmount : repayPart;
    return { settle, repay: ceil(settle), withdraw: deposited };
  }
  if (totalValue === collateralValue) {
    return { settle: debtAmount, repay: ceil(debtAmount), withdraw: deposited };
  }
  const withdrawF = mul(fromInt(deposited), div(totalValue, collateralValue));
  // DUST_LAMPORT_THRESHOLD: a small debt liquidated in full takes at least one cToken.
  const withdraw = fullOnly && withdrawF < ONE ? 1n : withdrawF >> FRACTION_BITS;
  return { settle: debtAmount, repay: ceil(debtAmount), withdraw };
}

export function calculateLiquidation(
  context: InstructionContext,
  input: Position & { market: MarketAccount; amount: bigint; bonusRate: bigint },
): LiquidationAmounts {
  const { obligation: o, borrow, market } = input;
  const borrowed = o.bytes.u128(borrow.base + BORROW.borrowedAmountSf);
  const borrowedValue = o.bytes.u128(borrow.base + BORROW.marketValueSf);
  const requested = min(fromInt(input.amount), borrowed);
  const fullOnly = borrowedValue < fromInt(market.market.minFullLiquidationValueThreshold);
  let debtAmount: bigint;
  if (fullOnly) {
    if (requested < borrowed) {
      context.log(
        `Liquidator-provided debt repay amount ${display(requested)} is too small to satisfy the required full liquidation ${display(borrowed)}`,
      );
      throw klendError('RepayTooSmallForFullLiquidation', { source: `${LIQ}:149` });
    }
    debtAmount = borrowed;
  } else {
    debtAmount = min(maxLiquidatable(market, input), requested);
  }
  const ratio = div(debtAmount, borrowed);
  const totalValue = mul(mul(borrowedValue, ratio), add(input.bonusRate, ONE));
  const amounts = liquidationAmounts(input, totalValue, debtAmount, fullOnly);
  context.log(
    `Obligation is liquidated with liquidation bonus: ${toBps(input.bonusRate)} bps, liquidation amount (rounded): ${display(fromInt(round(amounts.settle)))}`,
  );
  return amounts;
}

/** `calculate_protocol_liquidation_fee`: a share of the bonus part of what was liquidated, ≥ 1. */
export function protocolLiquidationFee(amount: bigint, bonusRate: bigint, feePct: number): bigint {
  const liquidated = fromInt(amount);
  const bonus = sub(liquidated, div(liquidated, add(bonusRate, ONE)));
  const fee = ceil(mul(bonus, fromPercent(feePct)));
  return fee > 1n ? fee : 1n;
}
