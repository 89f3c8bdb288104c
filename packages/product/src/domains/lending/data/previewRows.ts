import { formatApy, formatPercent, formatPrice, formatUsd } from '@keel/core-math';
import { figureOr, NO_VALUE } from '@keel/ui-kit';
import { type PreviewRow, type PreviewTone, riskDirection } from '../../../actions/PreviewRows';
import type { ActionPreview, ObligationSnapshot } from './actionPreview';

const TONES = { green: 'low', orange: 'medium', red: 'high' } as const satisfies Record<
  ObligationSnapshot['risk'],
  PreviewTone
>;

// One element per reason: a row whose before and after both lack a figure reads as unchanged.
const NO_NET_APY = figureOr(NO_VALUE, 'No positive net value');
const NO_DEBT = figureOr(NO_VALUE, 'No debt');
const NOT_LIQUIDATED_BY_PRICE = figureOr(NO_VALUE, 'No price of this asset alone liquidates');

const apy = (snapshot: ObligationSnapshot) =>
  snapshot.netApy ? formatApy(snapshot.netApy) : NO_NET_APY;
const price = (snapshot: ObligationSnapshot, reserve: string) => {
  const value = snapshot.liquidationPrices.get(reserve);
  if (value) return formatPrice(value, { prefix: '$' });
  return snapshot.stats.hasDebt ? NOT_LIQUIDATED_BY_PRICE : NO_DEBT;
};

/**
 * The preview's rows, formatted as the obligation dashboard formats the same figures: supplied,
 * borrowed, LTV (with its risk colour), borrow limit, liquidation LTV, health, net APY, and the
 * liquidation price of each collateral held before or after. The risk figures say which way the
 * change moves risk (a rising LTV is 'risk up' even while still green).
 */
export function lendingPreviewRows(
  preview: ActionPreview,
  symbolOf: (reserve: string) => string,
): PreviewRow[] {
  const { before, after } = preview;
  const rows: PreviewRow[] = [
    {
      label: 'Supplied',
      before: formatUsd(before.stats.userTotalDeposit),
      after: formatUsd(after.stats.userTotalDeposit),
    },
    {
      label: 'Borrowed',
      before: formatUsd(before.stats.userTotalBorrow),
      after: formatUsd(after.stats.userTotalBorrow),
    },
    {
      label: 'LTV',
      before: formatPercent(before.stats.loanToValue),
      after: formatPercent(after.stats.loanToValue),
      tone: TONES[after.risk],
      risk: riskDirection(before.stats.loanToValue, after.stats.loanToValue, 'higher'),
    },
    {
      label: 'Borrow limit',
      before: formatUsd(before.stats.borrowLimit),
      after: formatUsd(after.stats.borrowLimit),
    },
    {
      label: 'Liquidation LTV',
      before: formatPercent(before.stats.liquidationLtv),
      after: formatPercent(after.stats.liquidationLtv),
      risk: riskDirection(before.stats.liquidationLtv, after.stats.liquidationLtv, 'lower'),
    },
    {
      label: 'Health',
      before: formatPercent(before.stats.liquidationDelta),
      after: formatPercent(after.stats.liquidationDelta),
      tone: TONES[after.risk],
      risk: riskDirection(before.stats.liquidationDelta, after.stats.liquidationDelta, 'lower'),
    },
    { label: 'Net APY', before: apy(before), after: apy(after) },
  ];
  const collateral = new Set([
    ...before.liquidationPrices.keys(),
    ...after.liquidationPrices.keys(),
  ]);
  for (const reserve of collateral) {
    const was = before.liquidationPrices.get(reserve);
    const will = after.liquidationPrices.get(reserve);
    if (was === undefined && will === undefined) continue;
    rows.push({
      label: `${symbolOf(reserve)} liquidation price`,
      before: price(before, reserve),
      after: price(after, reserve),
      // A collateral's liquidation price nearer its price (higher) is nearer liquidation.
      risk: riskDirection(was, will, 'higher'),
    });
  }
  return rows;
}
