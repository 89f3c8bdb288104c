import type { FeePeriod } from '@keel/api-client';
import { ChoiceGroup, type TableSort, Tabs } from '@keel/ui-kit';
import { useMemo, useState } from 'react';
import { useBrand } from '../../../brand/BrandContext';
import { PageFrame } from '../../../layout/PageFrame';
import { brandText } from '../../../routing/brandText';
import type { ScreenProps } from '../../../routing/screenProps';
import { useWalletState } from '../../../wallet/WalletStoreContext';
import {
  type CreatorScope,
  DEFAULT_FILTER,
  type ListView,
  rowTokens,
  type StrategyFilter,
} from '../data/strategyFilters';
import { useStrategyRows } from '../data/useStrategyRows';
import { WalletCreatorVaults } from './creator/WalletCreatorVaults';
import { StrategyList } from './StrategyList';
import { StrategyToolbar } from './StrategyToolbar';
import { useStrategyToasts } from './useStrategyToasts';
import './liquidity.css';

const DEFAULT_SORT: TableSort = { columnId: 'tvl', direction: 'desc' };
const SCOPE_OPTIONS = [
  { id: 'all' as const, label: 'All Creator Vaults' },
  { id: 'mine' as const, label: 'My vaults' },
];

/**
 * The liquidity list (O§2.1): every LIVE strategy with its pair, exchange, TVL, APY of the
 * chosen period beside the product's reward APY, volume, fees and range status; filters, search,
 * sort and pages; and the Creator Vaults view (DIY vaults, the wallet's own among them).
 */
export default function LiquidityListScreen({ route }: ScreenProps<'liquidityList'>) {
  const brand = useBrand();
  const wallet = useWalletState((state) => state.session?.address);
  const [period, setPeriod] = useState<FeePeriod>('7d');
  const [base, setBase] = useState<StrategyFilter>(DEFAULT_FILTER);
  const [sort, setSort] = useState<TableSort | null>(DEFAULT_SORT);
  const [page, setPage] = useState(0);
  const result = useStrategyRows(period);
  const filter = useMemo(() => ({ ...base, wallet }), [base, wallet]);
  const tokens = useMemo(() => rowTokens(result.rows ?? []), [result.rows]);
  useStrategyToasts(result, filter.view);
  // Any change of what is listed starts again at the first page.
  const changeFilter = (patch: Partial<StrategyFilter>) => {
    setBase((current) => ({ ...current, ...patch }));
    setPage(0);
  };
  const list = (
    <>
      {filter.view === 'creator' ? (
        <ChoiceGroup<CreatorScope>
          className="keel-strategies__scope"
          legend="Creator Vaults shown"
          size="sm"
          options={SCOPE_OPTIONS}
          value={filter.creatorScope}
          onChange={(creatorScope) => changeFilter({ creatorScope })}
        />
      ) : null}
      {filter.view === 'creator' && filter.creatorScope === 'mine' && wallet ? (
        <WalletCreatorVaults wallet={wallet} />
      ) : null}
      <StrategyList
        result={result}
        filter={filter}
        sort={sort}
        onSortChange={(next) => {
          setSort(next);
          setPage(0);
        }}
        page={page}
        onPageChange={setPage}
      />
    </>
  );
  return (
    <PageFrame title={brandText(route.title, brand)} subtitle={brandText(route.description, brand)}>
      <StrategyToolbar
        filter={filter}
        onFilterChange={changeFilter}
        period={period}
        onPeriodChange={(next) => {
          setPeriod(next);
          setPage(0);
        }}
        tokens={tokens}
      />
      <Tabs<ListView>
        label="Strategy lists"
        value={filter.view}
        onValueChange={(view) => changeFilter({ view })}
        tabs={[
          { id: 'all', label: 'All strategies', content: list },
          { id: 'creator', label: 'Creator Vaults', content: list },
        ]}
      />
    </PageFrame>
  );
}
