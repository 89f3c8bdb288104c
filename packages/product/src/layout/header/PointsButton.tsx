import { lazy, Suspense } from 'react';
import { useWalletState } from '../../wallet/WalletStoreContext';
import { PointsLink } from './PointsLink';

// The points queries load with a wallet: a visitor without one sees 'Points' and downloads none.
const WalletPointsLink = lazy(() => import('./WalletPointsLink'));

/**
 * The header's shortcut to the points page (O§2.2), loaded after the first render: the
 * connected wallet's points in the current season, or just 'Points' without a wallet.
 */
export default function PointsButton() {
  const wallet = useWalletState((state) => state.session?.address);
  if (!wallet) return <PointsLink points={null} />;
  return (
    <Suspense fallback={<PointsLink points={null} />}>
      <WalletPointsLink wallet={wallet} />
    </Suspense>
  );
}
