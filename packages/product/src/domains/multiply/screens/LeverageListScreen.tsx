import { useMemo, useState } from 'react';
import { useBrand } from '../../../brand/BrandContext';
import { useFlags } from '../../../flags/FlagsContext';
import { PageFrame } from '../../../layout/PageFrame';
import { brandText } from '../../../routing/brandText';
import type { ScreenProps } from '../../../routing/screenProps';
import { useLendingMarketList } from '../../lending/data/hooks';
import type { PairRow } from '../data/pairRow';
import { leverageVaultPath, vaultBaseOf } from './multiplyPaths';
import { PairList } from './PairList';
import { PairSearch } from './PairSearch';
import { PairsSkeleton } from './PairsSkeleton';
import { pairColumns } from './pairColumns';
import type { PairColumn } from './pairSort';
import './multiply.css';

/** The position column names the side and the traded asset ('Short SOL'), so no Side column. */
function leverageColumns(pathOf: (row: PairRow) => string): PairColumn[] {
  return [
    pairColumns.position(pathOf),
    pairColumns.maxLeverage(),
    pairColumns.borrowApy(),
    pairColumns.liquidity(),
    pairColumns.tvl(),
  ];
}

/**
 * The Long / Short list: every leverage pair of the resources by market, long or short by the
 * D§5 rule, with max leverage, borrow APY, liquidity and TVL; each row opens its leverage vault
 * (by slug and symbols with the v3 flag, by addresses and side otherwise).
 */
export default function LeverageListScreen({ route }: ScreenProps<'leverageList'>) {
  const brand = useBrand();
  const { v3 } = useFlags();
  const [search, setSearch] = useState('');
  const base = vaultBaseOf(route);
  const { markets } = useLendingMarketList();
  const columns = useMemo(() => {
    const slugOf = (address: string) => markets?.find((m) => m.address === address)?.slug;
    return leverageColumns((row) =>
      leverageVaultPath(base, v3, {
        market: row.pair.market,
        marketSlug: slugOf(row.pair.market),
        depositReserve: row.pair.depositReserve,
        borrowReserve: row.pair.borrowReserve,
        collateralSymbol: row.collateral.symbol,
        debtSymbol: row.debt.symbol,
        side: row.side,
      }),
    );
  }, [base, v3, markets]);
  return (
    <PageFrame title={brandText(route.title, brand)} subtitle={brandText(route.description, brand)}>
      <div className="keel-pairs__toolbar">
        <PairSearch value={search} onChange={setSearch} />
      </div>
      <PairList
        kind="leverage"
        tag="Leverage"
        columns={columns}
        defaultSort={{ columnId: 'tvl', direction: 'desc' }}
        // The Long / Short list shows no net APY column.
        chosenLeverage={1}
        search={search}
        skeleton={<PairsSkeleton columns={columns} />}
      />
    </PageFrame>
  );
}
