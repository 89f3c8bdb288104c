import { describe, expect, it } from 'vitest';
import { createWalletStore } from './walletStore';

describe('walletStore', () => {
  it('keeps the last connected wallet after a disconnect', () => {
    const store = createWalletStore();
    store.getState().setRuntime({
      session: { address: 'A', walletName: 'Sandbox Wallet', canSign: true },
    });
    store.getState().setRuntime({ session: null });
    expect(store.getState().session).toBeNull();
    expect(store.getState().lastWalletName).toBe('Sandbox Wallet');
  });

  it('opens the side panel on a chosen view and forgets it on close', () => {
    const store = createWalletStore();
    store.getState().openSidePanel('settings');
    expect(store.getState()).toMatchObject({ sidePanelOpen: true, sidePanelView: 'settings' });
    store.getState().closeSidePanel();
    expect(store.getState()).toMatchObject({ sidePanelOpen: false, sidePanelView: null });
  });
});
