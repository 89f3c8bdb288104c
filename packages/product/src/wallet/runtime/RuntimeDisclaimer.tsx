import {
  isCoinbaseInjected,
  isMobileUserAgent,
  signMessageWithAdapter,
  type TermsStorage,
  walletEntryFromAdapter,
  walletSelectionAction,
  withoutUnconfiguredEmbeddedWallet,
  withSuggestedWallets,
} from '@keel/wallet-connect';
import { WalletReadyState } from '@solana/wallet-adapter-base';
import { useWallet } from '@solana/wallet-adapter-react';
import { useMemo, useRef } from 'react';
import { useAnalytics } from '../../analytics/AnalyticsContext';
import { walletEvents } from '../../analytics/analytics';
import { useFlags } from '../../flags/FlagsContext';
import { DisclaimerModal } from '../disclaimer/DisclaimerModal';
import { useEmbeddedWalletProvider } from '../embeddedWalletProvider';
import { useWalletState } from '../WalletStoreContext';

const isReady = (state: WalletReadyState) =>
  state === WalletReadyState.Installed || state === WalletReadyState.Loadable;

/** The disclaimer popup wired to wallet-adapter-react and the shell's wallet store. */
export function RuntimeDisclaimer({
  terms,
  reportError,
}: {
  terms: TermsStorage;
  reportError(error: unknown): void;
}) {
  const flags = useFlags();
  const analytics = useAnalytics();
  const open = useWalletState((state) => state.disclaimerOpen);
  const controls = useWalletState((state) => state.controls);
  const close = useWalletState((state) => state.closeDisclaimer);
  const { wallets, wallet } = useWallet();
  // The adapter connected a moment ago, read at signing time rather than at render.
  const current = useRef(wallet);
  current.current = wallet;

  const embeddedProvider = useEmbeddedWalletProvider();
  const entries = useMemo(() => {
    const all = withoutUnconfiguredEmbeddedWallet(
      wallets.map(walletEntryFromAdapter),
      embeddedProvider,
    );
    // Offer the wallets that can connect here; when none can, list them all with the suggested
    // ones, which lead to their deep link or download page.
    const ready = all.filter((entry) => isReady(entry.readyState));
    return ready.length > 0 ? ready : withSuggestedWallets(all);
  }, [wallets, embeddedProvider]);

  return (
    <DisclaimerModal
      open={open}
      wallets={entries}
      signatureRequired={flags.termsSignature}
      terms={terms}
      reportError={reportError}
      onClose={close}
      redirectFor={(entry) => {
        const action = walletSelectionAction(entry, {
          isMobile: isMobileUserAgent(navigator.userAgent),
          pageUrl: window.location.href,
          isCoinbaseInjected: isCoinbaseInjected(window),
        });
        return action.type === 'connect' ? undefined : action.url;
      }}
      wallet={{
        connect: async (name) => {
          analytics.track(walletEvents.click, { wallet: name });
          if (!controls) throw new Error('The wallet runtime is not ready');
          await controls.connect(name);
        },
        disconnect: async () => {
          await controls?.disconnect();
        },
        signMessage: async (message) => {
          const adapter = current.current?.adapter;
          if (!adapter) throw new Error('No wallet selected');
          return signMessageWithAdapter(adapter, message);
        },
      }}
    />
  );
}
