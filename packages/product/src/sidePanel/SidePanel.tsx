import { Button, belowBreakpoint, Drawer, IconButton, useMediaQuery } from '@keel/ui-kit';
import {
  type EmbeddedWalletProvider,
  isMainnetNetwork,
  type RpcSettingsStore,
  type WalletEntry,
} from '@keel/wallet-connect';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useAppServices } from '../app/AppServicesContext';
import { GearIcon } from '../layout/header/icons';
import { useWalletEnvironment, useWalletState } from '../wallet/WalletStoreContext';
import type { SidePanelView } from '../wallet/walletStore';
import { AirdropButton } from './AirdropButton.sandbox';
import { ConnectView } from './ConnectView';
import { MainView } from './MainView';
import { OnboardingView } from './OnboardingView';
import { SettingsView } from './SettingsView';

export interface SidePanelProps {
  wallets: readonly WalletEntry[];
  lastWalletName: string | null;
  onSelectWallet(wallet: WalletEntry): void;
  rpcSettings: RpcSettingsStore;
  /** The embedded-wallet service for the Onboarding view; none hides its sign-in entries. */
  embeddedProvider?: EmbeddedWalletProvider | undefined;
  reportError?(error: unknown): void;
}

const TITLES: Record<SidePanelView, string> = {
  connect: 'Connect Wallet',
  onboarding: 'Get a wallet',
  bridge: 'Bridge',
  settings: 'Settings',
  main: 'Wallet',
};

/**
 * The wallet side panel (O§2.7, O§4.2): right, or left on narrow screens; closes on overlay
 * click; Main when a wallet is connected, Connect otherwise, re-evaluated when the wallet changes.
 */
export function SidePanel({
  wallets,
  lastWalletName,
  onSelectWallet,
  rpcSettings,
  embeddedProvider,
  reportError,
}: SidePanelProps) {
  const open = useWalletState((s) => s.sidePanelOpen);
  const chosenView = useWalletState((s) => s.sidePanelView);
  const session = useWalletState((s) => s.session);
  const controls = useWalletState((s) => s.controls);
  const close = useWalletState((s) => s.closeSidePanel);
  const setView = useWalletState((s) => s.setSidePanelView);
  const narrow = useMediaQuery(belowBreakpoint('tablet'));
  const { environment, selectedNetwork } = useWalletEnvironment();
  const { connections } = useAppServices();
  // The sandbox hands out SOL; never offered on mainnet (a custom RPC counts as mainnet).
  const airdropOffered = environment === 'localnet' && !isMainnetNetwork(selectedNetwork);
  const address = session?.address;

  // A wallet that connects or leaves sends the panel to its default view (Connect → Main).
  const [lastAddress, setLastAddress] = useState(address);
  useEffect(() => {
    if (lastAddress === address) return;
    setLastAddress(address);
    if (chosenView !== 'settings' && chosenView !== 'bridge' && chosenView !== null)
      setView(address ? 'main' : 'connect');
  }, [address, lastAddress, chosenView, setView]);
  const view: SidePanelView = chosenView ?? (address ? 'main' : 'connect');
  const back = () => setView(address ? 'main' : 'connect');

  // Switching views replaces the button that had focus; keyboard users continue from the top of
  // the new view rather than from the page behind the panel.
  const headerRef = useRef<HTMLDivElement>(null);
  const shownView = useRef(view);
  useEffect(() => {
    if (shownView.current === view) return;
    shownView.current = view;
    const header = headerRef.current;
    if (!header || header.contains(document.activeElement)) return;
    header.querySelector<HTMLElement>('button:not([disabled])')?.focus();
  }, [view]);

  const settingsButton = (
    <IconButton label="Settings" icon={<GearIcon />} onClick={() => setView('settings')} />
  );
  let header: ReactNode = null;
  let body: ReactNode;
  const backButton = (
    <Button variant="ghost" onClick={back}>
      Back
    </Button>
  );
  if (view === 'settings') {
    header = backButton;
    body = <SettingsView rpcSettings={rpcSettings} />;
  } else if (view === 'bridge') {
    // O§2.7: the Bridge view has its title and nothing else.
    header = backButton;
    body = null;
  } else if (view === 'onboarding') {
    header = backButton;
    body = (
      <OnboardingView
        wallets={wallets}
        onSelect={onSelectWallet}
        embeddedProvider={embeddedProvider}
        reportError={reportError}
      />
    );
  } else if (view === 'main' && address) {
    header = (
      <>
        <Button
          variant="secondary"
          onClick={() => {
            close();
            void controls?.disconnect();
          }}
        >
          Disconnect
        </Button>
        {airdropOffered ? (
          <AirdropButton
            address={address}
            rpc={async () => (await connections()).send}
            reportError={reportError}
          />
        ) : null}
        {settingsButton}
      </>
    );
    body = <MainView address={address} onNavigate={close} />;
  } else {
    header = settingsButton;
    body = (
      <ConnectView
        wallets={wallets}
        lastWalletName={lastWalletName}
        onSelect={onSelectWallet}
        onOnboarding={() => setView('onboarding')}
      />
    );
  }
  return (
    <Drawer
      open={open}
      onClose={close}
      title={TITLES[view]}
      side={narrow ? 'left' : 'right'}
      closeOnOverlayClick
      className="keel-side-panel"
    >
      <div ref={headerRef} className="keel-side-panel__header">
        {header}
      </div>
      {body}
    </Drawer>
  );
}
