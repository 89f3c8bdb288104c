import { createRpcSettingsStore, type WalletEntry } from '@keel/wallet-connect';
import { WalletReadyState } from '@solana/wallet-adapter-base';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../app/AppProviders';
import { createAppContext } from '../app/createAppContext';
import { SANDBOX_ENDPOINTS } from '../app/endpoints';
import { memoryStorage, testBrand } from '../testing/renderApp';
import { SidePanel } from './SidePanel';

const wallets: WalletEntry[] = [
  { name: 'Sandbox Wallet', icon: 'data:,', url: '', readyState: WalletReadyState.Loadable },
];

function setup() {
  const storage = memoryStorage();
  const context = createAppContext(
    {
      generation: 'v1',
      brand: testBrand,
      endpoints: SANDBOX_ENDPOINTS,
      routes: [],
      nav: { items: [] },
      flagProfile: 'development',
      footer: 'classic',
    },
    { search: '', storage },
  );
  const rpcSettings = createRpcSettingsStore({
    networks: context.walletEnvironment.networks,
    storage: context.services.storage,
    storagePrefix: testBrand.storageKeyPrefix,
    reload: () => {},
  });
  render(
    <AppProviders context={context}>
      <SidePanel
        wallets={wallets}
        lastWalletName={null}
        onSelectWallet={() => {}}
        rpcSettings={rpcSettings}
      />
    </AppProviders>,
  );
  return context.walletStore;
}

describe('SidePanel', () => {
  it('shows the Bridge view with its title and no content', () => {
    const store = setup();
    act(() => store.getState().openSidePanel('bridge'));
    const panel = screen.getByRole('dialog', { name: 'Bridge' });
    const body = panel.querySelector('.keel-dialog__body')!;
    // Only the header row with Back: no view content follows it.
    expect(body.children).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
  });

  it('moves focus into the new view when the button that had it goes away', async () => {
    const store = setup();
    act(() => store.getState().openSidePanel());
    expect(screen.getByRole('dialog', { name: 'Connect Wallet' })).toBeTruthy();
    const settings = screen.getByRole('button', { name: 'Settings' });
    settings.focus();
    await userEvent.click(settings);
    expect(screen.getByRole('dialog', { name: 'Settings' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Back' }));

    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('dialog', { name: 'Connect Wallet' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Settings' }));
  });
});
