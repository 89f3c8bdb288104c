import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useWalletEntryClick } from '../layout/header/WalletEntry';
import { finishBootIntents } from '../shell/bootIntent';

/**
 * Replays, once the app has rendered over the boot shell, the click made on the shell's controls
 * while the app was loading: Connect Wallet does what the header's button does; the home link
 * navigates.
 */
export function ReplayBootIntent() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const walletEntryClick = useWalletEntryClick();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the intent is replayed at the first render only.
  useEffect(() => {
    const intent = finishBootIntents();
    if (intent?.kind === 'connectWallet') walletEntryClick();
    else if (intent?.kind === 'navigate' && intent.to !== pathname) navigate(intent.to);
  }, []);
  return null;
}
