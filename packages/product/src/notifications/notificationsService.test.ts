import { describe, expect, it, vi } from 'vitest';
import { createFeedNotificationsService, parseNotificationFeed } from './notificationsService';

const item = {
  id: 'a-1',
  timestamp: '2026-11-21T13:13:40.585Z',
  text: 'Your loan is at 78% LTV.',
  metadata: {
    title: 'Position close to liquidation',
    notificationTypeHumanReadableId: 'position-warnings',
    actions: [{ label: 'Manage position', url: '/lending' }, { label: 3 }],
  },
};

describe('parseNotificationFeed', () => {
  it('reads messages and skips malformed ones', () => {
    const parsed = parseNotificationFeed({
      notifications: [item, { id: 'b', timestamp: 'never', text: 'x' }, 'junk'],
    });
    expect(parsed).toEqual([
      {
        id: 'a-1',
        timestamp: Date.parse('2026-11-21T13:13:40.585Z'),
        text: 'Your loan is at 78% LTV.',
        title: 'Position close to liquidation',
        type: 'position-warnings',
        actions: [{ label: 'Manage position', url: '/lending' }],
      },
    ]);
    expect(parseNotificationFeed('garbage')).toEqual([]);
  });
});

describe('createFeedNotificationsService', () => {
  it('fetches the wallet feed and rejects on an error status', async () => {
    const fetchImpl = vi.fn(
      async (_url: string | URL | Request, _init?: RequestInit) =>
        new Response(JSON.stringify({ notifications: [item] })),
    );
    const service = createFeedNotificationsService('http://api/', fetchImpl);
    expect(await service.list('W1')).toHaveLength(1);
    expect(fetchImpl.mock.calls[0]![0]).toBe('http://api/notifications/W1');
    const failing = createFeedNotificationsService(
      'http://api',
      vi.fn(async () => new Response('no', { status: 500 })),
    );
    await expect(failing.list('W1')).rejects.toThrow('network error status: 500');
  });
});
