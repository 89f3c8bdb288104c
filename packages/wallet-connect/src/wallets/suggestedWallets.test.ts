// @vitest-environment node
import { WalletReadyState } from '@solana/wallet-adapter-base';
import { describe, expect, it } from 'vitest';
import { withSuggestedWallets } from './suggestedWallets';

const installed = (name: string) => ({
  name,
  icon: 'data:icon',
  url: 'https://example.org',
  readyState: WalletReadyState.Installed,
});

describe('withSuggestedWallets', () => {
  it('adds OKX, Phantom, Magic Eden and Binance as not detected when missing', () => {
    const list = withSuggestedWallets([installed('Backpack')]);
    expect(list.map((wallet) => wallet.name)).toEqual([
      'Backpack',
      'OKX Wallet',
      'Phantom',
      'Magic Eden',
      'Binance Wallet',
    ]);
    expect(
      list.slice(1).every((wallet) => wallet.readyState === WalletReadyState.NotDetected),
    ).toBe(true);
  });

  it('does not add a wallet that is already listed', () => {
    const list = withSuggestedWallets([installed('Phantom'), installed('OKX Wallet')]);
    expect(list.map((wallet) => wallet.name)).toEqual([
      'Phantom',
      'OKX Wallet',
      'Magic Eden',
      'Binance Wallet',
    ]);
    expect(list[0]?.readyState).toBe(WalletReadyState.Installed);
  });

  it('gives suggestions a download page and an icon', () => {
    const [phantom] = withSuggestedWallets([], { names: ['Phantom'] });
    expect(phantom?.url).toBe('https://phantom.com/download');
    expect(phantom?.icon).toMatch(/^data:image\/svg\+xml/);
    const [withIcon] = withSuggestedWallets([], {
      names: ['Phantom'],
      icons: { Phantom: 'data:phantom' },
    });
    expect(withIcon?.icon).toBe('data:phantom');
  });
});
