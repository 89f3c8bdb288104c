import { Link } from 'react-router-dom';
import { useWalletState } from '../../../../wallet/WalletStoreContext';
import type { ObligationView } from '../../data/obligationView';
import type { SwapSide } from '../../data/swap/swapAmounts';
import './lendingSwap.css';

/** /lending/swap for this obligation, opened on collateral or debt. */
export function obligationSwapPath(base: string, obligation: string, side: SwapSide): string {
  return `${base}/swap?obligation=${obligation}${side === 'debt' ? '&mode=debt' : ''}`;
}

/** The owner's way from the dashboard to swapping the position's collateral or debt. */
export function ObligationSwapLinks({
  obligation,
  base,
}: {
  obligation: ObligationView;
  base: string;
}) {
  const wallet = useWalletState((state) => state.session?.address);
  if (wallet !== obligation.owner || obligation.deposits.length === 0) return null;
  return (
    <p className="keel-lending-swap__links">
      <Link
        className="keel-button keel-button--secondary"
        to={obligationSwapPath(base, obligation.address, 'collateral')}
      >
        Swap collateral
      </Link>
      {obligation.borrows.length > 0 ? (
        <Link
          className="keel-button keel-button--secondary"
          to={obligationSwapPath(base, obligation.address, 'debt')}
        >
          Swap debt
        </Link>
      ) : null}
    </p>
  );
}
