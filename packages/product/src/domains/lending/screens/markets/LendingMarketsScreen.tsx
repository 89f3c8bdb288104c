import { useId, useState } from 'react';
import { useBrand } from '../../../../brand/BrandContext';
import { useFlags } from '../../../../flags/FlagsContext';
import { PageFrame } from '../../../../layout/PageFrame';
import { brandText } from '../../../../routing/brandText';
import type { ScreenProps } from '../../../../routing/screenProps';
import { lendingBaseOf } from '../lendingPaths';
import { MarketSwitcher } from '../MarketSwitcher';
import { useMarketSelection } from '../useMarketSelection';
import { MarketReserves } from './MarketReserves';
import { ReservesTable } from './ReservesTable';

/** The lending markets: a switcher over the configured markets and each market's reserves. */
export default function LendingMarketsScreen({ route }: ScreenProps<'lendingMarkets'>) {
  const brand = useBrand();
  const flags = useFlags();
  const [search, setSearch] = useState('');
  const searchId = useId();
  const selection = useMarketSelection();
  const { extra } = selection;
  const base = lendingBaseOf(route);
  const showHidden = flags.hiddenReserves;

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
      <MarketSwitcher
        selection={selection}
        skeleton={
          <ReservesTable label="Reserves" reserves={undefined} loading reservePath={() => ''} />
        }
      >
        {(market) => (
          <MarketReserves market={market} base={base} search={search} showHidden={showHidden} />
        )}
      </MarketSwitcher>
      {extra.map((market) => (
        <section key={market.address} aria-label={market.name} className="keel-markets__extra">
          <h2 className="keel-markets__extra-title">{market.name}</h2>
          <MarketReserves market={market} base={base} search={search} showHidden={showHidden} />
        </section>
      ))}
    </PageFrame>
  );
}
