import {
  formatApy,
  formatCompact,
  formatLeverage,
  formatPercent,
  formatPrice,
} from '@keel/core-math';
import { Figures } from '../../../../common/Figures';
import type { PairRow } from '../../data/pairRow';
import type { VaultTerms } from '../../data/vault/vaultTerms';
import { formatNetApy } from '../pairColumns';

/** A vault's heading and figures: leverage, yields, price, liquidity and the LTV terms. */
export function VaultOverview({
  row,
  terms,
  title,
}: {
  row: PairRow;
  terms: VaultTerms;
  title: string;
}) {
  const { collateral, debt } = row;
  return (
    <>
      <h2 className="keel-vault__heading">{title}</h2>
      <Figures
        title="Vault"
        figures={[
          { label: 'Max leverage', value: formatLeverage(row.maxLeverage) },
          { label: 'Net APY at max', value: formatNetApy(row.netApyAtMax, row.apysPending) },
          {
            label: `${collateral.symbol} price`,
            value: `${formatPrice(collateral.price.div(debt.price))} ${debt.symbol}`,
          },
          {
            label: `${collateral.symbol} supply APY`,
            value: row.apysPending ? '…' : formatApy(collateral.apys.totalDepositApy),
          },
          {
            label: `${debt.symbol} borrow APY`,
            value: row.apysPending ? '…' : formatApy(debt.apys.totalBorrowApy),
          },
          { label: 'Liquidity available', value: formatCompact(row.liquidityUsd, { prefix: '$' }) },
          { label: 'Max LTV', value: formatPercent(terms.maxLtv) },
          { label: 'Liquidation LTV', value: formatPercent(terms.liquidationLtv) },
          {
            label: 'Elevation group',
            value: terms.elevationGroup === 0 ? 'None' : String(terms.elevationGroup),
          },
        ]}
      />
    </>
  );
}
