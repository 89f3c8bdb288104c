// @vitest-environment node
import { WalletReadyState } from '@solana/wallet-adapter-base';
import { describe, expect, it } from 'vitest';
import { type WalletSelectionContext, walletSelectionAction } from './walletSelection';

const desktop: WalletSelectionContext = {
  isMobile: false,
  pageUrl: 'https://app.example.org/',
  isCoinbaseInjected: false,
};
const mobile: WalletSelectionContext = { ...desktop, isMobile: true };

const wallet = (name: string, readyState: WalletReadyState, url = 'https://wallet.example') => ({
  name,
  url,
  readyState,
});

describe('walletSelectionAction', () => {
  it('connects a detected wallet', () => {
    expect(walletSelectionAction(wallet('Phantom', WalletReadyState.Installed), desktop)).toEqual({
      type: 'connect',
    });
    expect(walletSelectionAction(wallet('Google', WalletReadyState.Loadable), desktop)).toEqual({
      type: 'connect',
    });
  });

  it.each(['OKX Wallet', 'Binance Wallet', 'Phantom', 'Solflare'])(
    'sends %s to its deep link on mobile',
    (name) => {
      const action = walletSelectionAction(wallet(name, WalletReadyState.NotDetected), mobile);
      expect(action.type).toBe('openDeepLink');
    },
  );

  it('connects on mobile when the page already runs inside the wallet', () => {
    expect(walletSelectionAction(wallet('Phantom', WalletReadyState.Installed), mobile)).toEqual({
      type: 'connect',
    });
  });

  it('does not deep-link other wallets on mobile', () => {
    expect(walletSelectionAction(wallet('Backpack', WalletReadyState.NotDetected), mobile)).toEqual(
      { type: 'connect' },
    );
  });

  it('opens the download page of a listed wallet that is not installed on desktop', () => {
    expect(
      walletSelectionAction(wallet('Solflare', WalletReadyState.NotDetected), desktop),
    ).toEqual({ type: 'openDownloadPage', url: 'https://solflare.com/download' });
    expect(
      walletSelectionAction(wallet('Magic Eden', WalletReadyState.Unsupported), desktop),
    ).toEqual({ type: 'openDownloadPage', url: 'https://wallet.magiceden.io/download' });
  });

  it('connects an unlisted wallet that is not detected (its adapter reports why)', () => {
    expect(walletSelectionAction(wallet('Other', WalletReadyState.NotDetected), desktop)).toEqual({
      type: 'connect',
    });
  });

  it('opens the Coinbase download page when its injected object is absent, even if detected', () => {
    const coinbase = wallet('Coinbase Wallet', WalletReadyState.Installed);
    expect(walletSelectionAction(coinbase, desktop)).toEqual({
      type: 'openDownloadPage',
      url: 'https://www.coinbase.com/wallet/downloads',
    });
    expect(walletSelectionAction(coinbase, { ...desktop, isCoinbaseInjected: true })).toEqual({
      type: 'connect',
    });
  });
});
