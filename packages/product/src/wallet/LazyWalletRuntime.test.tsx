import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { NavConfig, RouteDef } from '../routing/types';
import { memoryStorage, renderApp } from '../testing/renderApp';

// The real runtime brings web3.js and the adapters; a marker tells whether it was mounted.
vi.mock('./runtime/WalletRuntime', () => ({
  default: () => <p data-testid="wallet-runtime">runtime</p>,
}));

const routes: RouteDef[] = [
  { id: 'terms', path: '/', screen: 'terms', title: 'Terms', description: 'T.' },
];
const nav: NavConfig = { items: [] };
const config = { routes, nav };
const runtime = () => screen.queryByTestId('wallet-runtime');

describe('LazyWalletRuntime', () => {
  it('does not load the wallet runtime for a visit without a remembered wallet', async () => {
    const visit = renderApp(config, '/');
    // Beside it, a visit that does load it: once that one shows, this one would have too.
    const returning = renderApp(
      config,
      '/',
      memoryStorage({ 'acme.walletName': '"Sandbox Wallet"' }),
    );
    await within(returning.container).findByTestId('wallet-runtime');
    expect(within(visit.container).queryByTestId('wallet-runtime')).toBeNull();
  });

  it('loads it once the connect popup opens, and keeps it after the popup closes', async () => {
    const { context } = renderApp(config, '/');
    await screen.findByRole('heading', { level: 1 });
    act(() => context.walletStore.getState().openDisclaimer());
    expect(await screen.findByTestId('wallet-runtime')).toBeTruthy();
    act(() => context.walletStore.getState().closeDisclaimer());
    expect(runtime()).not.toBeNull();
  });

  it('loads it once the side panel opens', async () => {
    const { context } = renderApp(config, '/');
    act(() => context.walletStore.getState().openSidePanel());
    expect(await screen.findByTestId('wallet-runtime')).toBeTruthy();
  });

  it('loads it at start when a wallet is remembered, so it reconnects', async () => {
    renderApp(config, '/', memoryStorage({ 'acme.walletName': '"Sandbox Wallet"' }));
    expect(await screen.findByTestId('wallet-runtime')).toBeTruthy();
  });
});
