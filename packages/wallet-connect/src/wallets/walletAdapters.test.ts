import { WalletReadyState } from '@solana/wallet-adapter-base';
import { describe, expect, it } from 'vitest';
import { createLegacyWalletAdapters } from './walletAdapters';
import { walletEntryFromAdapter } from './walletEntry';
import { walletSelectionAction } from './walletSelection';

describe('createLegacyWalletAdapters', () => {
  it('adds Coinbase Wallet, which opens its download page while not injected', () => {
    const adapters = createLegacyWalletAdapters();
    expect(adapters.map((adapter) => adapter.name)).toEqual(['Coinbase Wallet']);
    const [coinbase] = adapters;
    if (coinbase === undefined) throw new Error('no adapter');
    const entry = walletEntryFromAdapter({ adapter: coinbase, readyState: coinbase.readyState });
    expect(entry).toMatchObject({
      name: 'Coinbase Wallet',
      readyState: WalletReadyState.NotDetected,
    });
    expect(entry.adapter).toBe(coinbase);
    expect(
      walletSelectionAction(entry, {
        isMobile: false,
        pageUrl: 'https://a.example',
        isCoinbaseInjected: false,
      }),
    ).toEqual({ type: 'openDownloadPage', url: 'https://www.coinbase.com/wallet/downloads' });
  });
});
