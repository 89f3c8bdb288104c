import { Tabs, Tag } from '@keel/ui-kit';
import type { ReactNode } from 'react';
import type { LendingMarketEntry } from '../data/marketList';

/** The market switcher: one tab per configured market ('new' tagged), only the selected rendered. */
export function MarketTabs({
  markets,
  selected,
  onSelect,
  children,
}: {
  markets: readonly LendingMarketEntry[];
  selected: LendingMarketEntry;
  onSelect: (address: string) => void;
  children: (market: LendingMarketEntry) => ReactNode;
}) {
  return (
    <Tabs
      label="Lending markets"
      value={selected.address}
      onValueChange={onSelect}
      tabs={markets.map((market) => ({
        id: market.address,
        label: (
          <span className="keel-markets__tab">
            {market.name}
            {market.isNew ? <Tag variant="new" /> : null}
          </span>
        ),
        content: market.address === selected.address ? children(market) : null,
      }))}
    />
  );
}
