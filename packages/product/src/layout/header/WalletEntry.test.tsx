import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { NavConfig, RouteDef } from '../../routing/types';
import { memoryStorage, renderApp } from '../../testing/renderApp';

const routes: RouteDef[] = [
  { id: 'liq', path: '/', screen: 'liquidityList', title: 'Liquidity', description: 'L.' },
  { id: 'terms', path: '/terms', screen: 'terms', title: 'Terms', description: 'T.' },
];
const nav: NavConfig = { items: [] };
// No sandbox to fetch from: the runtime then lists no sandbox wallets.
const config = { routes, nav, sandboxControlUrl: 'http://127.0.0.1:9' };

const header = () => screen.getByRole('banner');

describe('WalletEntry', () => {
  it('opens the disclaimer popup while the terms are not confirmed', async () => {
    const { context } = renderApp(config, '/');
    await userEvent.click(await screen.findByRole('button', { name: 'Connect Wallet' }));
    expect(context.walletStore.getState().disclaimerOpen).toBe(true);
    expect(context.walletStore.getState().sidePanelOpen).toBe(false);
  });

  it('does nothing on the terms page', async () => {
    const { context } = renderApp(config, '/terms');
    await userEvent.click(await screen.findByRole('button', { name: 'Connect Wallet' }));
    expect(context.walletStore.getState().disclaimerOpen).toBe(false);
    expect(context.walletStore.getState().sidePanelOpen).toBe(false);
  });

  it('opens the side panel once the terms are confirmed', async () => {
    const storage = memoryStorage({ 'acme.areTermsConfirmed': 'true' });
    const { context } = renderApp(config, '/', storage);
    await userEvent.click(await screen.findByRole('button', { name: 'Connect Wallet' }));
    expect(context.walletStore.getState().sidePanelOpen).toBe(true);
    expect(context.walletStore.getState().disclaimerOpen).toBe(false);
  });

  it('shows the connected address shortened from the wallet store', async () => {
    const { context } = renderApp(config, '/');
    context.walletStore.getState().setRuntime({
      session: {
        address: '7K5EPUfmrNvNNEvW12BJH5Kah841rfB2LUvDadaM3s7i',
        walletName: 'Sandbox Wallet',
        canSign: true,
      },
    });
    expect(await screen.findByRole('button', { name: '7K5E…3s7i' })).toBeVisible();
    expect(header()).toContainElement(screen.getByRole('button', { name: '7K5E…3s7i' }));
  });
});
