import { borrowPower, MathDecimal, maxWithdrawAmount } from '@keel/core-math';
import type Decimal from 'decimal.js';
import { AMOUNT_REASONS, type AmountLimit } from '../../../actions/amountProblem';
import type { ObligationView } from './obligationView';
import type { ReserveView } from './reserveView';

export type LendingAction = 'supply' | 'withdraw' | 'borrow' | 'repay';

/** SOL kept in the wallet on a SOL supply, for this and later transaction fees. */
export const SOL_FEE_RESERVE = new MathDecimal('0.01');

export const LENDING_REASONS = {
  obsolete: 'This reserve no longer accepts supply or borrows',
  depositCap: 'Above the reserve’s deposit cap',
  supplied: 'Above your supplied amount',
  borrowLimit: 'Above your borrow limit',
  liquidity: 'Not enough liquidity available in the reserve',
  withdrawalCap: 'Above the reserve’s daily withdrawal cap',
  borrowCap: 'Above the reserve’s borrow cap',
  utilization: 'The reserve’s utilization limit is reached',
  debtCap: 'Above the reserve’s daily borrow cap',
  noCollateral: 'Supply collateral first',
  paused: 'The market is paused',
  borrowDisabled: 'Borrowing is disabled in this market',
  debt: 'Above your debt',
} as const;

export interface ActionLimitsInput {
  action: LendingAction;
  reserve: ReserveView;
  /** The wallet's obligation in the reserve's market, valued; undefined when it has none. */
  obligation: ObligationView | undefined;
  /** Whole tokens in the wallet (native SOL for the SOL reserve). */
  walletBalance: Decimal;
  isNativeSol: boolean;
  /** The market's switches: emergency mode stops every action, and borrows can be disabled. */
  market: { emergencyMode: boolean; borrowDisabled: boolean };
}

const ZERO = new MathDecimal(0);

function supplied(obligation: ObligationView | undefined, reserve: string): Decimal {
  return obligation?.deposits.find((d) => d.reserve === reserve)?.amount ?? ZERO;
}

function borrowed(obligation: ObligationView | undefined, reserve: string): Decimal {
  return obligation?.borrows.find((b) => b.reserve === reserve)?.amount ?? ZERO;
}

function supplyLimits({ reserve, walletBalance, isNativeSol }: ActionLimitsInput): AmountLimit[] {
  const spendable = isNativeSol ? walletBalance.minus(SOL_FEE_RESERVE) : walletBalance;
  return [
    { max: spendable, reason: AMOUNT_REASONS.insufficientBalance },
    {
      max: reserve.status === 'Obsolete' ? ZERO : reserve.depositCapRemaining,
      reason: reserve.status === 'Obsolete' ? LENDING_REASONS.obsolete : LENDING_REASONS.depositCap,
    },
  ];
}

function withdrawLimits({ reserve, obligation }: ActionLimitsInput): AmountLimit[] {
  const position = supplied(obligation, reserve.address);
  const deposit = obligation?.deposits.find((d) => d.reserve === reserve.address);
  const limits: AmountLimit[] = [{ max: position, reason: LENDING_REASONS.supplied }];
  if (obligation && deposit) {
    limits.push({
      max: maxWithdrawAmount({
        stats: obligation.stats,
        positionAmount: position,
        price: deposit.price,
        maxLtv: deposit.maxLtv,
      }),
      reason: LENDING_REASONS.borrowLimit,
    });
  }
  limits.push({ max: reserve.availableLiquidity, reason: LENDING_REASONS.liquidity });
  if (reserve.depositWithdrawalCap.enabled) {
    limits.push({
      max: reserve.depositWithdrawalCap.remaining,
      reason: LENDING_REASONS.withdrawalCap,
    });
  }
  return limits;
}

function borrowLimits({ reserve, obligation }: ActionLimitsInput): AmountLimit[] {
  if (!obligation || obligation.stats.borrowLimit.isZero()) {
    return [{ max: ZERO, reason: LENDING_REASONS.noCollateral }];
  }
  const limits: AmountLimit[] = [
    {
      max: borrowPower({
        stats: obligation.stats,
        borrowFactor: reserve.borrowFactor,
        price: reserve.price,
        originationFeeRate: reserve.borrowFee,
      }),
      reason: LENDING_REASONS.borrowLimit,
    },
    { max: reserve.borrowCapRemaining, reason: LENDING_REASONS.borrowCap },
    { max: reserve.utilizationCapRemaining, reason: LENDING_REASONS.utilization },
    { max: reserve.availableLiquidity, reason: LENDING_REASONS.liquidity },
  ];
  if (reserve.debtWithdrawalCap.enabled) {
    limits.push({ max: reserve.debtWithdrawalCap.remaining, reason: LENDING_REASONS.debtCap });
  }
  return limits;
}

function repayLimits({ reserve, obligation, walletBalance }: ActionLimitsInput): AmountLimit[] {
  return [
    { max: walletBalance, reason: AMOUNT_REASONS.insufficientBalance },
    { max: borrowed(obligation, reserve.address), reason: LENDING_REASONS.debt },
  ];
}

/** A reason that refuses any amount: the market or reserve does not take this action now. */
function blockedReason({ action, reserve, market }: ActionLimitsInput): string | undefined {
  if (market.emergencyMode) return LENDING_REASONS.paused;
  if (action === 'borrow' && market.borrowDisabled) return LENDING_REASONS.borrowDisabled;
  const adds = action === 'supply' || action === 'borrow';
  if (adds && reserve.status === 'Obsolete') return LENDING_REASONS.obsolete;
  return undefined;
}

/**
 * The limits a lending action's amount must respect, in the order their reasons are shown (the
 * wallet first, then the position, then the reserve). The Max button uses the tightest: supply =
 * balance (less a SOL reserve for fees) within the deposit cap; withdraw = what keeps the
 * obligation under its max LTV, within the liquidity and the daily cap; borrow = borrow limit
 * minus debt within the caps, the utilization limit and the liquidity; repay = min(debt, balance).
 */
export function lendingActionLimits(input: ActionLimitsInput): AmountLimit[] {
  const blocked = blockedReason(input);
  if (blocked !== undefined) return [{ max: ZERO, reason: blocked }];
  switch (input.action) {
    case 'supply':
      return supplyLimits(input);
    case 'withdraw':
      return withdrawLimits(input);
    case 'borrow':
      return borrowLimits(input);
    case 'repay':
      return repayLimits(input);
  }
}
