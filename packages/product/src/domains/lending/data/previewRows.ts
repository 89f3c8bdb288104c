import { formatApy, formatPercent, formatPrice, formatUsd } from '@keel/core-math';
import { type PreviewRow, type PreviewTone, riskDirection } from '../../../actions/PreviewRows';
import type { ActionPreview, ObligationSnapshot } from './actionPreview';

const TONES = { green: 'low', orange: 'medium', red: 'high' } as const satisfies Record<
  ObligationSnapshot['risk'],
  PreviewTone
>;

const apy = (snapshot: ObligationSnapshot) => (snapshot.netApy ? formatApy(snapshot.netApy) : '-');
const price = (value: ReturnType<ObligationSnapshot['liquidationPrices']['get']>) =>
  value ? formatPrice(value, { prefix: '$' }) : '-';

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
      before: price(was),
      after: price(will),
      // A collateral's liquidation price nearer its price (higher) is nearer liquidation.
      risk: riskDirection(was, will, 'higher'),
    });
  }
  return rows;
}
