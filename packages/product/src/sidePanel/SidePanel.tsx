import { Button, Drawer, IconButton } from '@keel/ui-kit';
import type { RpcSettingsStore, WalletEntry } from '@keel/wallet-connect';
import { type ReactNode, useEffect, useState } from 'react';
import { GearIcon } from '../layout/header/icons';
import { useWalletState } from '../wallet/WalletStoreContext';
import type { SidePanelView } from '../wallet/walletStore';
import { ConnectView } from './ConnectView';
import { MainView } from './MainView';
import { OnboardingView } from './OnboardingView';
import { SettingsView } from './SettingsView';

export interface SidePanelProps {
  wallets: readonly WalletEntry[];
  lastWalletName: string | null;
  onSelectWallet(wallet: WalletEntry): void;
  rpcSettings: RpcSettingsStore;
}

const NARROW_QUERY = '(max-width: 767px)';

function useNarrowScreen(): boolean {
  const [narrow, setNarrow] = useState(
    () => typeof window !== 'undefined' && window.matchMedia?.(NARROW_QUERY).matches === true,
  );
  useEffect(() => {
    const media = window.matchMedia?.(NARROW_QUERY);
    if (!media) return;
    const onChange = () => setNarrow(media.matches);
    media.addEventListener('change', onChange);
    return () => media.removeEventListener('change', onChange);
  }, []);
  return narrow;
}

const TITLES: Record<SidePanelView, string> = {
  connect: 'Connect Wallet',
  allWallets: 'Connect Wallet',
  onboarding: 'Get a wallet',
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
}: SidePanelProps) {
  const open = useWalletState((s) => s.sidePanelOpen);
  const chosenView = useWalletState((s) => s.sidePanelView);
  const session = useWalletState((s) => s.session);
  const controls = useWalletState((s) => s.controls);
  const close = useWalletState((s) => s.closeSidePanel);
  const setView = useWalletState((s) => s.setSidePanelView);
  const narrow = useNarrowScreen();
  const address = session?.address;

  // A wallet that connects or leaves sends the panel to its default view (Connect → Main).
  const [lastAddress, setLastAddress] = useState(address);
  useEffect(() => {
    if (lastAddress === address) return;
    setLastAddress(address);
    if (chosenView !== 'settings' && chosenView !== null) setView(address ? 'main' : 'connect');
  }, [address, lastAddress, chosenView, setView]);
  const view: SidePanelView = chosenView ?? (address ? 'main' : 'connect');
  const back = () => setView(address ? 'main' : 'connect');

  const settingsButton = (
    <IconButton label="Settings" icon={<GearIcon />} onClick={() => setView('settings')} />
  );
  let header: ReactNode = null;
  let body: ReactNode;
  if (view === 'settings') {
    header = (
      <Button variant="ghost" onClick={back}>
        Back
      </Button>
    );
    body = <SettingsView rpcSettings={rpcSettings} />;
  } else if (view === 'onboarding') {
    header = (
      <Button variant="ghost" onClick={back}>
        Back
      </Button>
    );
    body = <OnboardingView wallets={wallets} onSelect={onSelectWallet} />;
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
      <div className="keel-side-panel__header">{header}</div>
      {body}
    </Drawer>
  );
}
