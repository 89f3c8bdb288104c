import type { ObligationPnl } from '@keel/api-client';
import { formatPnl, formatPrice, leverageBaseAndQuote, leverageEntryPrice } from '@keel/core-math';
import type { ObligationView } from '../../../lending/data/obligationView';
import type { PairRow } from '../pairRow';

export interface FigureRow {
  label: string;
  after: string;
}

/**
 * What a long or short adds to its position's figures (its size is among every position's): the
 * entry price of the base in the quote (break-even from the money the API says was put in), and PnL in
 * USD and SOL with their sign; '-' while the API has not answered or could not.
 */
export function leveragePositionRows(
  row: PairRow,
  view: ObligationView,
  pnl: ObligationPnl | null | undefined,
): FigureRow[] {
  const deposit = view.deposits.find((d) => d.reserve === row.collateral.address);
  const borrow = view.borrows.find((b) => b.reserve === row.debt.address);
  const { quote } = leverageBaseAndQuote(row.side, row.collateral.symbol, row.debt.symbol);
  const entry =
    pnl?.invested && deposit && borrow
      ? leverageEntryPrice({
          side: row.side,
          deposited: deposit.amount,
          borrowed: borrow.amount,
          investedUsd: pnl.invested.usd,
          collateralPriceUsd: deposit.price,
          debtPriceUsd: borrow.price,
        })
      : undefined;
  return [
    {
      label: 'Entry price',
      after: entry === undefined ? '-' : `${formatPrice(entry)} ${quote}`,
    },
    { label: 'PnL', after: formatPnl(pnl?.usd) },
    { label: 'PnL (SOL)', after: formatPnl(pnl?.sol, { prefix: '', suffix: ' SOL', decimals: 4 }) },
  ];
}
