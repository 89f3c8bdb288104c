// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { PREFERRED_WALLET_ORDER } from './walletNames';
import {
  defaultDisclaimerWallet,
  isRecentWallet,
  sortWallets,
  splitSidePanelWallets,
} from './walletOrder';

const named = (...names: string[]) => names.map((name) => ({ name }));
const names = (wallets: { name: string }[]) => wallets.map((wallet) => wallet.name);

describe('sortWallets', () => {
  it('puts the listed wallets in the preferred order', () => {
    const shuffled = named(...[...PREFERRED_WALLET_ORDER].reverse());
    expect(names(sortWallets(shuffled))).toEqual(PREFERRED_WALLET_ORDER);
  });

  it('keeps unlisted wallets after the listed ones, in the order they came', () => {
    const wallets = named('Zeta', 'Solflare', 'Alpha', 'Phantom', 'Coinbase Wallet', 'Mid');
    expect(names(sortWallets(wallets))).toEqual([
      'Phantom',
      'Solflare',
      'Coinbase Wallet',
      'Zeta',
      'Alpha',
      'Mid',
    ]);
  });

  it('does not change its input', () => {
    const wallets = named('Backpack', 'Phantom');
    sortWallets(wallets);
    expect(names(wallets)).toEqual(['Backpack', 'Phantom']);
  });
});

describe('defaultDisclaimerWallet', () => {
  it('is the first wallet in the preferred order', () => {
    expect(defaultDisclaimerWallet(named('Magic Eden', 'Other', 'Backpack'))?.name).toBe(
      'Backpack',
    );
    expect(defaultDisclaimerWallet(named('Other', 'Phantom'))?.name).toBe('Phantom');
  });

  it('falls back to the first unlisted wallet, and to nothing for an empty list', () => {
    expect(defaultDisclaimerWallet(named('Other', 'Another'))?.name).toBe('Other');
    expect(defaultDisclaimerWallet([])).toBeUndefined();
  });
});

describe('splitSidePanelWallets', () => {
  it('shows the first 5 and keeps the rest behind All Wallets', () => {
    const { visible, more } = splitSidePanelWallets(named('a', 'b', 'c', 'd', 'e', 'f', 'g'));
    expect(names(visible)).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(names(more)).toEqual(['f', 'g']);
  });
});

describe('isRecentWallet', () => {
  it('marks only the last used wallet', () => {
    expect(isRecentWallet({ name: 'Phantom' }, 'Phantom')).toBe(true);
    expect(isRecentWallet({ name: 'Phantom' }, 'Solflare')).toBe(false);
    expect(isRecentWallet({ name: 'Phantom' }, null)).toBe(false);
  });
});
