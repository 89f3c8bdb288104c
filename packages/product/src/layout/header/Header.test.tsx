import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { NotificationsService } from '../../notifications/notificationsService';
import type { NavConfig, RouteDef } from '../../routing/types';
import { renderApp } from '../../testing/renderApp';

const routes: RouteDef[] = [
  { id: 'liq', path: '/', screen: 'liquidityList', title: 'Liquidity', description: 'L.' },
];
const nav: NavConfig = { items: [{ label: 'Liquidity', to: '/' }] };
const service: NotificationsService = { source: 'test', list: async () => [] };

describe('Header', () => {
  it('keeps the bell in the header bar, outside the controls a phone moves into the drawer', async () => {
    const app = renderApp(
      { routes, nav, notificationsService: service, sandboxControlUrl: 'http://127.0.0.1:9' },
      '/',
    );
    app.context.walletStore.getState().setRuntime({
      session: {
        address: '7K5EPUfmrNvNNEvW12BJH5Kah841rfB2LUvDadaM3s7i',
        walletName: 'Sandbox Wallet',
        canSign: true,
      },
    });
    const header = screen.getByRole('banner');
    const bell = await within(header).findByRole('button', { name: 'Notifications' });
    // Below 768 px the header hides every child of its actions but the wallet and the bell.
    expect(bell.closest('.keel-header__controls')).toBeNull();
    expect(bell.parentElement).toHaveClass('keel-header__bell');
    expect(bell.parentElement?.parentElement).toHaveClass('keel-header__actions');
    // The drawer still holds the other controls, and no second bell.
    await userEvent.click(within(header).getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(drawer).getByRole('button', { name: 'Settings' })).toBeVisible();
    expect(within(drawer).queryByRole('button', { name: /^Notifications/ })).toBeNull();
  });
});
