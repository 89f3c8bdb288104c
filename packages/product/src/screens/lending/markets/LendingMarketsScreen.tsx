import { Tabs, Tag } from '@keel/ui-kit';
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useBrand } from '../../../brand/BrandContext';
import { useLendingMarketList } from '../../../data/lending/hooks';
import { selectMarkets } from '../../../data/lending/marketList';
import { useFlags } from '../../../flags/FlagsContext';
import { PageFrame } from '../../../layout/PageFrame';
import { brandText } from '../../../routing/brandText';
import type { ScreenProps } from '../../types';
import { LoadError } from '../AsyncState';
import { lendingBaseOf } from '../lendingPaths';
import { MarketReserves } from './MarketReserves';
import { ReservesTable } from './ReservesTable';

/** The lending markets: a switcher over the configured markets and each market's reserves. */
export default function LendingMarketsScreen({ route }: ScreenProps) {
  const brand = useBrand();
  const flags = useFlags();
  const [searchParams, setSearchParams] = useSearchParams();
  const [search, setSearch] = useState('');
  const searchId = useId();
  const list = useLendingMarketList();
  const base = lendingBaseOf(route);
  const { selected, extra } = selectMarkets(list.markets ?? [], searchParams);
  const showHidden = flags.hiddenReserves;

  const selectMarket = (address: string) => {
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('market', address);
        return next;
      },
      { replace: true },
    );
  };

  return (
    <PageFrame title={brandText(route.title, brand)} subtitle={brandText(route.description, brand)}>
      <div className="keel-markets__toolbar">
        <label htmlFor={searchId} className="keel-markets__search-label">
          Search assets
        </label>
        <input
          id={searchId}
          type="search"
          className="keel-markets__search"
          placeholder="Search by symbol or mint"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>
      {list.error && !list.markets ? (
        <LoadError
          title="Markets are not loaded"
          error={list.error}
          onRetry={() => void list.refetch()}
        />
      ) : null}
      {list.markets && list.markets.length === 0 ? (
        <p className="keel-markets__empty">No lending markets are configured.</p>
      ) : null}
      {!list.markets && !list.error ? (
        <ReservesTable label="Reserves" reserves={undefined} loading reservePath={() => ''} />
      ) : null}
      {list.markets && selected ? (
        <Tabs
          label="Lending markets"
          value={selected.address}
          onValueChange={selectMarket}
          tabs={list.markets.map((market) => ({
            id: market.address,
            label: (
              <span className="keel-markets__tab">
                {market.name}
                {market.isNew ? <Tag variant="new" /> : null}
              </span>
            ),
            content:
              market.address === selected.address ? (
                <MarketReserves
                  market={market}
                  base={base}
                  search={search}
                  showHidden={showHidden}
                />
              ) : null,
          }))}
        />
      ) : null}
      {extra.map((market) => (
        <section key={market.address} aria-label={market.name} className="keel-markets__extra">
          <h2 className="keel-markets__extra-title">{market.name}</h2>
          <MarketReserves market={market} base={base} search={search} showHidden={showHidden} />
        </section>
      ))}
    </PageFrame>
  );
}
