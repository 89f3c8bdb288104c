import type { WalletEntry } from '@keel/wallet-connect';
import { WalletReadyState } from '@solana/wallet-adapter-base';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConnectView } from './ConnectView';

const entry = (name: string, readyState = WalletReadyState.Installed): WalletEntry => ({
  name,
  icon: 'data:,',
  url: '',
  readyState,
});

// Eight detected wallets, given out of the preferred order; the suggested ones are all present
// except Binance, which is added as not detected.
const wallets = [
  'Magic Eden',
  'Solflare',
  'Zeta Wallet',
  'Phantom',
  'OKX Wallet',
  'Backpack',
  'Bitget Wallet',
  'Coinbase Wallet',
].map((name) => entry(name));

function setup(lastWalletName: string | null = null) {
  const onSelect = vi.fn();
  render(
    <ConnectView
      wallets={wallets}
      lastWalletName={lastWalletName}
      onSelect={onSelect}
      onOnboarding={() => {}}
    />,
  );
  return { onSelect };
}

const names = (container: HTMLElement) =>
  within(container)
    .getAllByRole('button')
    .map((button) => within(button).getByText(/./, { selector: 'span:first-of-type' }).textContent);

describe('ConnectView', () => {
  it('shows the first five in the preferred order, with Recent on the last-used one', () => {
    setup('Backpack');
    const list = screen.getAllByRole('list')[0]!;
    expect(names(list)).toEqual(['Phantom', 'Backpack', 'Solflare', 'Bitget Wallet', 'OKX Wallet']);
    const backpack = within(list).getByRole('button', { name: /Backpack/ });
    expect(within(backpack).getByText('Recent')).toBeTruthy();
  });

  it('opens every wallet in the Select your wallet modal from All Wallets; the overlay closes it', async () => {
    setup();
    await userEvent.click(screen.getByRole('button', { name: 'All Wallets' }));
    const modal = screen.getByRole('dialog', { name: 'Select your wallet' });
    expect(names(within(modal).getByRole('list'))).toEqual([
      'Phantom',
      'Backpack',
      'Solflare',
      'Bitget Wallet',
      'OKX Wallet',
      'Coinbase Wallet',
      'Magic Eden',
      'Zeta Wallet',
      'Binance Wallet',
    ]);
    expect(within(modal).getByRole('button', { name: /Binance Wallet/ }).textContent).toContain(
      'Not installed',
    );
    const overlay = modal.parentElement!;
    fireEvent.pointerDown(overlay);
    fireEvent.click(overlay);
    expect(screen.queryByRole('dialog', { name: 'Select your wallet' })).toBeNull();
  });

  it('closes the modal and passes on a wallet chosen in it', async () => {
    const { onSelect } = setup();
    await userEvent.click(screen.getByRole('button', { name: 'All Wallets' }));
    const modal = screen.getByRole('dialog', { name: 'Select your wallet' });
    await userEvent.click(within(modal).getByRole('button', { name: /Zeta Wallet/ }));
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ name: 'Zeta Wallet' }));
    expect(screen.queryByRole('dialog', { name: 'Select your wallet' })).toBeNull();
  });
});
