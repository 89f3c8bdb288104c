import type { SwapQuote } from '@keel/api-client';
import {
  applyObligationChange,
  borrowFees,
  formatPercent,
  formatTokenAmount,
  lamportsToAmount,
  MathDecimal,
  type ObligationInput,
} from '@keel/core-math';
import { figureOr, NO_VALUE } from '@keel/ui-kit';
import type Decimal from 'decimal.js';
import { type PreviewRow, type PreviewTone, riskDirection } from '../../../../actions/PreviewRows';
import { type ObligationSnapshot, snapshot } from '../actionPreview';
import { borrowInputOf, depositInputOf, type ObligationView } from '../obligationView';
import type { ReserveView } from '../reserveView';
import type { SwapAmounts, SwapIntent } from './swapAmounts';

const TONES = { green: 'low', orange: 'medium', red: 'high' } as const satisfies Record<
  ObligationSnapshot['risk'],
  PreviewTone
>;

/** A figure the swap route decides, before a route is quoted. */
const NO_QUOTE = figureOr(NO_VALUE, 'No route quoted yet');

export interface ObligationSwapPreview {
  before: ObligationSnapshot;
  after: ObligationSnapshot;
  /** Whole tokens of `to`: deposited (collateral) or borrowed with its origination fee (debt). */
  toAmount: Decimal;
}

/** A borrow's origination fee in whole tokens (the program adds it to the debt). */
function originationFee(units: bigint, view: ReserveView): Decimal {
  if (units <= 0n) return new MathDecimal(0);
  try {
    return lamportsToAmount(
      borrowFees({ amount: units, rate: view.borrowFee }).totalFee,
      view.decimals,
    );
  } catch {
    return new MathDecimal(0);
  }
}

/**
 * The obligation before and after the swap, valued as the dashboard values it: collateral — A
 * withdrawn, B deposited (the flash amount); debt — X repaid, Y borrowed (the most the swap may
 * spend, with the borrow's fee). Without amounts yet, "after" is the obligation as it is.
 */
export function obligationSwapPreview(input: {
  obligation: ObligationView;
  intent: SwapIntent;
  amounts: SwapAmounts | undefined;
  fromView: ReserveView;
  toView: ReserveView;
  views: readonly ReserveView[];
}): ObligationSwapPreview {
  const { intent, amounts, fromView, toView } = input;
  const views = new Map(input.views.map((view) => [view.address, view]));
  const current = input.obligation.input;
  const before = snapshot(current, views);
  if (amounts === undefined) return { before, after: before, toAmount: new MathDecimal(0) };
  let after: ObligationInput;
  let toAmount: Decimal;
  if (intent.side === 'collateral') {
    toAmount = lamportsToAmount(amounts.toUnits, toView.decimals);
    after = applyObligationChange(
      applyObligationChange(current, {
        kind: 'withdraw',
        position: depositInputOf(intent.from.reserve, fromView, intent.amount),
      }),
      { kind: 'deposit', position: depositInputOf(intent.to.reserve, toView, toAmount) },
    );
  } else {
    toAmount = lamportsToAmount(amounts.toUnits, toView.decimals).plus(
      originationFee(amounts.toUnits, toView),
    );
    after = applyObligationChange(
      applyObligationChange(current, {
        kind: 'repay',
        position: borrowInputOf(intent.from.reserve, fromView, intent.amount),
      }),
      { kind: 'borrow', position: borrowInputOf(intent.to.reserve, toView, toAmount) },
    );
  }
  return { before, after: snapshot(after, views), toAmount };
}

/**
 * The swap's preview rows: LTV before → after (with the risk colour), the route's price impact,
 * the least deposited (collateral) or the most borrowed (debt) at the user's slippage, and the
 * flash loan's fee.
 */
export function obligationSwapRows(input: {
  preview: ObligationSwapPreview;
  intent: SwapIntent;
  amounts: SwapAmounts | undefined;
  quote: SwapQuote | undefined;
}): PreviewRow[] {
  const { preview, intent, amounts, quote } = input;
  const { before, after } = preview;
  const token = (units: bigint | undefined, decimals: number, symbol: string) =>
    units === undefined
      ? NO_QUOTE
      : formatTokenAmount(lamportsToAmount(units, decimals), { symbol });
  const flashToken = intent.side === 'collateral' ? intent.to : intent.from;
  return [
    {
      label: 'LTV',
      before: formatPercent(before.stats.loanToValue),
      after: formatPercent(after.stats.loanToValue),
      tone: TONES[after.risk],
      risk: riskDirection(before.stats.loanToValue, after.stats.loanToValue, 'higher'),
    },
    {
      label: 'Health',
      before: formatPercent(before.stats.liquidationDelta),
      after: formatPercent(after.stats.liquidationDelta),
      tone: TONES[after.risk],
      risk: riskDirection(before.stats.liquidationDelta, after.stats.liquidationDelta, 'lower'),
    },
    {
      label: 'Price impact',
      after: quote ? formatPercent(quote.priceImpact, { minimum: 0.0001 }) : NO_QUOTE,
    },
    intent.side === 'collateral'
      ? {
          label: 'Minimum received',
          after: token(amounts?.toUnits, intent.to.decimals, intent.to.symbol),
        }
      : {
          label: 'Maximum borrowed',
          after: token(amounts?.toUnits, intent.to.decimals, intent.to.symbol),
        },
    {
      label: 'Flash loan fee',
      after: token(amounts?.flashFee, flashToken.decimals, flashToken.symbol),
    },
  ];
}
