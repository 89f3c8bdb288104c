import { useSearchParams } from 'react-router-dom';
import { useLendingMarketList } from '../data/hooks';
import { selectMarkets } from '../data/marketList';

/**
 * The configured markets and the one the `market` URL parameter selects (the primary market when
 * absent or unknown); selecting replaces the URL so Back leaves the screen rather than the tab.
 */
export function useMarketSelection() {
  const list = useLendingMarketList();
  const [searchParams, setSearchParams] = useSearchParams();
  const { selected, extra } = selectMarkets(list.markets ?? [], searchParams);
  const select = (address: string) => {
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('market', address);
        return next;
      },
      { replace: true },
    );
  };
  return { list, selected, extra, select };
}
