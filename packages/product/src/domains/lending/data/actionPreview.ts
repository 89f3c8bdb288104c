import type { Reserve } from '@keel/chain-readers';
import {
  amountToLamports,
  applyObligationChange,
  borrowFees,
  collateralLiquidationPrices,
  lamportsToAmount,
  MathDecimal,
  type ObligationChange,
  type ObligationInput,
  type ObligationStats,
  obligationNetApy,
  obligationStats,
  type RiskColour,
  riskColour,
} from '@keel/core-math';
import type Decimal from 'decimal.js';
import type { LendingAction } from './actionLimits';
import { borrowInputOf, depositInputOf, type ObligationView } from './obligationView';
import type { ReserveView } from './reserveView';

/** The figures of an obligation that an action's preview compares. */
export interface ObligationSnapshot {
  stats: ObligationStats;
  risk: RiskColour;
  netApy: Decimal | undefined;
  /** Liquidation price per collateral reserve (undefined: none). */
  liquidationPrices: Map<string, Decimal | undefined>;
}

export interface ActionPreview {
  before: ObligationSnapshot;
  after: ObligationSnapshot;
  /** Debt the action adds beyond the amount (a borrow's origination fee), whole tokens. */
  fee: Decimal;
}

export interface ActionPreviewInput {
  action: LendingAction;
  /** Whole tokens, as typed. */
  amount: Decimal;
  reserve: Reserve;
  view: ReserveView;
  obligation: ObligationView | undefined;
  /** Every reserve view of the market, for the APYs of the obligation's other positions. */
  views: readonly ReserveView[];
}

const EMPTY: ObligationInput = { deposits: [], borrows: [] };

/** The figures of an obligation's valuation input a preview compares. */
export function snapshot(
  input: ObligationInput,
  views: ReadonlyMap<string, ReserveView>,
): ObligationSnapshot {
  const stats = obligationStats(input);
  const apyOf = (reserve: string, side: 'deposit' | 'borrow') => {
    const apys = views.get(reserve)?.apys;
    return (side === 'deposit' ? apys?.totalDepositApy : apys?.totalBorrowApy) ?? 0;
  };
  return {
    stats,
    risk: riskColour(stats.loanToValue, {
      maxLtv: stats.maxLtv,
      liquidationLtv: stats.liquidationLtv,
    }),
    netApy: obligationNetApy({
      deposits: stats.deposits.map((d) => ({ value: d.value, apy: apyOf(d.reserve, 'deposit') })),
      borrows: stats.borrows.map((b) => ({ value: b.value, apy: apyOf(b.reserve, 'borrow') })),
    }),
    liquidationPrices: collateralLiquidationPrices(stats),
  };
}

/** A borrow's origination fee in whole tokens (the program adds it to the debt). */
function originationFee(amount: Decimal, view: ReserveView): Decimal {
  const lamports = amountToLamports(amount, view.decimals);
  if (lamports <= 0n) return new MathDecimal(0);
  try {
    return lamportsToAmount(
      borrowFees({ amount: lamports, rate: view.borrowFee }).totalFee,
      view.decimals,
    );
  } catch {
    // An amount too small to pay its fee is refused by the program; the preview shows no fee.
    return new MathDecimal(0);
  }
}

/**
 * The obligation before and after the action, from the same decoded accounts and core-math the
 * dashboard uses, so the "after" column is what the dashboard shows once the action lands.
 */
export function actionPreview(input: ActionPreviewInput): ActionPreview {
  const views = new Map(input.views.map((view) => [view.address, view]));
  const current = input.obligation?.input ?? EMPTY;
  const fee =
    input.action === 'borrow' ? originationFee(input.amount, input.view) : new MathDecimal(0);
  const change: ObligationChange =
    input.action === 'supply' || input.action === 'withdraw'
      ? {
          kind: input.action === 'supply' ? 'deposit' : 'withdraw',
          position: depositInputOf(input.reserve, input.view, input.amount),
        }
      : {
          kind: input.action,
          position: borrowInputOf(input.reserve, input.view, input.amount.plus(fee)),
        };
  return {
    before: snapshot(current, views),
    after: snapshot(applyObligationChange(current, change), views),
    fee,
  };
}
