import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { NavConfig, RouteDef } from '../../routing/types';
import { renderApp } from '../../testing/renderApp';

const routes: RouteDef[] = [
  { id: 'liq', path: '/', screen: 'liquidityList', title: 'Liquidity', description: 'L.' },
  { id: 'terms', path: '/terms', screen: 'terms', title: 'Terms', description: 'T.' },
];
const nav: NavConfig = { items: [{ label: 'Liquidity', to: '/' }] };
const config = { routes, nav, sandboxControlUrl: 'http://127.0.0.1:9' };

const openDrawer = async () => {
  await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
  // The drawer's code loads on first use.
  return screen.findByRole('dialog', { name: 'Menu' });
};

describe('MobileNav', () => {
  it("holds the header's controls but not the wallet button, which stays in the header", async () => {
    renderApp(config, '/');
    const drawer = await openDrawer();
    expect(within(drawer).getByRole('navigation', { name: 'Main' })).toBeVisible();
    expect(within(drawer).getByRole('button', { name: 'Settings' })).toBeVisible();
    expect(within(drawer).queryByRole('button', { name: 'Connect Wallet' })).toBeNull();
    expect(
      within(screen.getByRole('banner')).getByRole('button', { name: 'Connect Wallet' }),
    ).toBeVisible();
  });

  it('opens the settings modal above itself; Escape closes the modal alone', async () => {
    renderApp(config, '/');
    const drawer = await openDrawer();
    await userEvent.click(within(drawer).getByRole('button', { name: 'Settings' }));
    expect(await screen.findByRole('dialog', { name: 'Transaction settings' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Transaction settings' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  });

  it('closes on any navigation, not only on its own items', async () => {
    const { router } = renderApp(config, '/');
    await openDrawer();
    await act(async () => {
      await router.navigate('/terms');
    });
    // The router renders the next screen in a transition, once its lazy chunk has loaded.
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull());
  });
});
