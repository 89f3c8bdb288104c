import { useBrand } from '../../../brand/BrandContext';
import { PageFrame } from '../../../layout/PageFrame';
import { brandText } from '../../../routing/brandText';
import type { ScreenProps } from '../../../routing/screenProps';
import { useWalletState } from '../../../wallet/WalletStoreContext';
import { MarketDetail } from './MarketDetail';
import { MarketList } from './MarketList';
import './manage.css';

/** The routes' base: '/lending/manage-markets' or '/manage-markets' (the manager's main page). */
function basePath(path: string): string {
  return path.startsWith('/lending/') ? '/lending/manage-markets' : '/manage-markets';
}

/**
 * Manage markets: the markets the connected wallet owns (and all others read only), and one
 * market's full configuration with its owner's edit forms.
 */
export default function ManageMarketsScreen({ route, params }: ScreenProps<'manageMarkets'>) {
  const brand = useBrand();
  const wallet = useWalletState((state) => state.session?.address);
  const base = basePath(route.path);
  const marketAddress = 'marketAddress' in params ? params.marketAddress : undefined;
  return (
    <PageFrame
      title={brandText(route.title, brand)}
      subtitle="Lending market and reserve configuration, as stored on chain"
    >
      <div className="keel-manage">
        {marketAddress ? (
          <MarketDetail address={marketAddress} wallet={wallet} listPath={base} />
        ) : (
          <MarketList wallet={wallet} marketPath={(address) => `${base}/${address}`} />
        )}
      </div>
    </PageFrame>
  );
}
