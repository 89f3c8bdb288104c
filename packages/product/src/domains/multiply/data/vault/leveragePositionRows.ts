import type { ObligationPnl } from '@keel/api-client';
import { formatPnl, formatPrice, leverageBaseAndQuote, leverageEntryPrice } from '@keel/core-math';
import { figureOr, NO_VALUE } from '@keel/ui-kit';
import type { ReactNode } from 'react';
import type { ObligationView } from '../../../lending/data/obligationView';
import type { PairRow } from '../pairRow';

export interface FigureRow {
  label: string;
  after: ReactNode;
}

/** Why the API's figures are missing: not answered yet, or it could not answer. */
function missingReason(pnl: ObligationPnl | null | undefined): string {
  if (pnl === undefined) return 'Not loaded yet';
  if (pnl === null) return 'Not loaded: the API did not answer';
  return 'The API records no amount put in';
}

/**
 * What a long or short adds to its position's figures (its size is among every position's): the
 * entry price of the base in the quote (break-even from the money the API says was put in), and PnL in
 * USD and SOL with their sign; '-' saying why while the API has not answered or could not.
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
  const reason = missingReason(pnl);
  return [
    {
      label: 'Entry price',
      after: figureOr(entry === undefined ? NO_VALUE : `${formatPrice(entry)} ${quote}`, reason),
    },
    { label: 'PnL', after: figureOr(formatPnl(pnl?.usd), reason) },
    {
      label: 'PnL (SOL)',
      after: figureOr(formatPnl(pnl?.sol, { prefix: '', suffix: ' SOL', decimals: 4 }), reason),
    },
  ];
}
