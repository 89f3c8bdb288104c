import { describe, expect, it } from 'vitest';
import { badgeText, parseLastRead, unreadCount } from './bellState';
import type { BellNotification } from './notificationsService';

const at = (timestamp: number): BellNotification => ({
  id: String(timestamp),
  timestamp,
  title: 't',
  text: 'x',
  type: 'public-notifications',
  actions: [],
});

describe('bell state', () => {
  it('counts every message as unread until a last-read time is stored', () => {
    const list = [at(1), at(2), at(3)];
    expect(unreadCount(list, null)).toBe(3);
    expect(unreadCount(list, 2)).toBe(1);
    expect(unreadCount(list, 3)).toBe(0);
  });

  it('caps the badge at 10+', () => {
    expect(badgeText(0)).toBeNull();
    expect(badgeText(10)).toBe('10');
    expect(badgeText(11)).toBe('10+');
  });

  it('discards a corrupt stored time', () => {
    expect(parseLastRead('abc')).toBeNull();
    expect(parseLastRead('-5')).toBeNull();
    expect(parseLastRead('1700000000000')).toBe(1_700_000_000_000);
  });
});
