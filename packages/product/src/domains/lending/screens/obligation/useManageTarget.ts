import { useState } from 'react';
import { useWalletState } from '../../../../wallet/WalletStoreContext';
import type { LendingAction } from '../../data/actionLimits';
import type { ObligationView } from '../../data/obligationView';
import { useLendingServices } from '../../data/services';

export interface ManageTarget {
  reserve: string;
  symbol: string;
  action: LendingAction;
}

/**
 * The dashboard's manage buttons act on the connected wallet's main obligation only (the one the
 * lending forms move): a viewer, or another obligation of the wallet, gets no buttons.
 */
export function useManageTarget(obligation: ObligationView) {
  const services = useLendingServices();
  const wallet = useWalletState((state) => state.session?.address);
  const [target, setTarget] = useState<ManageTarget>();
  const manageable =
    services !== undefined &&
    wallet === obligation.owner &&
    services.lib.isMainObligation(obligation.address, obligation.owner, obligation.market);
  return { manageable, target, open: setTarget, close: () => setTarget(undefined) };
}
