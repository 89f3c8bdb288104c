import { useRegionCheck, useWalletFlagged } from '../access/useAccessChecks';
import { useFlags } from '../flags/FlagsContext';
import { useWalletState } from '../wallet/WalletStoreContext';
import { type ActionDirection, type ActionGate, actionGate } from './actionGate';

/** The one gate (actionGate) fed from the app: flags, the region check, screening, the wallet. */
export function useActionGate(direction: ActionDirection): ActionGate {
  const flags = useFlags();
  const region = useRegionCheck();
  const session = useWalletState((state) => state.session);
  const controls = useWalletState((state) => state.controls);
  const walletFlagged = useWalletFlagged(session?.address);
  return actionGate({
    direction,
    walletConnected: session !== null,
    canSign: Boolean(session?.canSign) && controls !== null,
    withdrawOnly: flags.withdrawOnly,
    regionRestricted: region.restricted && region.checked,
    walletFlagged,
  });
}
