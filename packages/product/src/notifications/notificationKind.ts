import type { BellNotification } from './notificationsService';

/** How the bell tells its messages apart: a position warning never looks like news. */
export type NotificationKind = 'warning' | 'news' | 'earnings';

/** The feed's types (the notification type's human-readable id), as the bell shows them. */
export function notificationKind(notification: Pick<BellNotification, 'type'>): NotificationKind {
  switch (notification.type) {
    case 'position-warnings':
      return 'warning';
    case 'earning-updates':
      return 'earnings';
    default:
      return 'news';
  }
}

/** The label each kind carries in the list (read by screen readers before the title). */
export const NOTIFICATION_KIND_LABEL: Readonly<Record<NotificationKind, string>> = {
  warning: 'Position warning',
  news: 'News',
  earnings: 'Earnings',
};
