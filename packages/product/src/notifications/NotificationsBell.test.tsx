import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { NavConfig, RouteDef } from '../routing/types';
import { memoryStorage, recordingSink, renderApp } from '../testing/renderApp';
import type { BellNotification, NotificationsService } from './notificationsService';

const routes: RouteDef[] = [
  { id: 'liq', path: '/', screen: 'liquidityList', title: 'Liquidity', description: 'L.' },
];
const nav: NavConfig = { items: [] };
const WALLET = '7K5EPUfmrNvNNEvW12BJH5Kah841rfB2LUvDadaM3s7i';

const message = (i: number): BellNotification => ({
  id: `m${i}`,
  timestamp: Date.now() - i * 60_000,
  title: `Title ${i}`,
  text: `Message ${i}`,
  type: 'public-notifications',
  actions: [
    { label: `Open ${i}`, url: '/' },
    { label: `Read ${i}`, url: `https://example.org/news/${i}` },
  ],
});

function setup(count: number, canSign = true) {
  const service: NotificationsService = {
    source: 'test',
    list: async () => Array.from({ length: count }, (_, i) => message(i)),
  };
  const storage = memoryStorage();
  const { sink, events } = recordingSink();
  const app = renderApp(
    {
      routes,
      nav,
      notificationsService: service,
      analyticsSink: sink,
      sandboxControlUrl: 'http://127.0.0.1:9',
    },
    '/',
    storage,
  );
  app.context.walletStore.getState().setRuntime({
    session: { address: WALLET, walletName: 'Sandbox Wallet', canSign },
  });
  return { ...app, events };
}

describe('NotificationsBell', () => {
  it("shows '10+' above ten unread, and none once the list was opened and closed", async () => {
    const { storage } = setup(11);
    const bell = await screen.findByRole('button', { name: 'Notifications, 10+ unread' });
    await userEvent.click(bell);
    expect(await screen.findByRole('dialog', { name: 'Notifications' })).toBeVisible();
    await userEvent.click(bell);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Notifications' })).toBeVisible(),
    );
    expect(Number(storage.data.get('acme.NOTIFICATIONS_LAST_READ_TIMESTAMP'))).toBeGreaterThan(0);
  });

  it('shows the exact count up to ten and records a clicked message', async () => {
    const { events } = setup(3);
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 3 unread' }));
    await userEvent.click(await screen.findByRole('link', { name: 'Open 1' }));
    expect(events).toContain('notification-clicked');
  });

  it('opens an external action in a new window and records that click too', async () => {
    const { events } = setup(2);
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    const link = await screen.findByRole('link', { name: 'Read 1' });
    expect(link.getAttribute('href')).toBe('https://example.org/news/1');
    expect(link.getAttribute('target')).toBe('_blank');
    link.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(link);
    expect(events).toContain('notification-clicked');
  });

  it('is omitted for a wallet that cannot sign', async () => {
    setup(3, false);
    await screen.findByRole('button', { name: /…/ });
    expect(screen.queryByRole('button', { name: /^Notifications/ })).toBeNull();
  });
});
