import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useAnalytics } from '../analytics/AnalyticsContext';
import { useAppServices } from '../app/AppServicesContext';
import { useOpenedOnce } from '../common/useOpenedOnce';
import { useStoredItem } from '../storage/useStoredItem';
import { useWalletState } from '../wallet/WalletStoreContext';
import { badgeText, parseLastRead, unreadCount } from './bellState';
import { useNotificationsService } from './NotificationsContext';
import { type BellNotification, notificationsQueryOptions } from './notificationsService';

export const NOTIFICATION_CLICKED_EVENT = 'notification-clicked';

// The list's modal loads when the bell is first opened.
const NotificationsModal = lazy(() => import('./NotificationsModal'));

function BellIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill="none">
      <path
        d="M6 16V11a6 6 0 1 1 12 0v5l1.5 2h-15L6 16Zm4 3.5a2 2 0 0 0 4 0"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * The notification bell (O§4.4): the connected wallet's messages; opening toggles the list,
 * closing stores the last-read time. Omitted for a wallet that cannot sign messages and
 * transactions.
 */
export function NotificationsBell() {
  const session = useWalletState((state) => state.session);
  if (!session?.canSign) return null;
  return <Bell wallet={session.address} />;
}

function Bell({ wallet }: { wallet: string }) {
  const service = useNotificationsService();
  const { storage, storageKeys } = useAppServices();
  const analytics = useAnalytics();
  const key = storageKeys.notificationsLastRead;
  const [open, setOpen] = useState(false);
  const opened = useOpenedOnce(open);
  // Shared by every bell on the page (the header's and the phone drawer's).
  const [stored, storeLastRead] = useStoredItem(storage, key);
  const lastReadAt = parseLastRead(stored);
  const feed = useQuery(notificationsQueryOptions(service, wallet));
  const notifications = feed.data ?? [];
  const badge = badgeText(unreadCount(notifications, lastReadAt));

  const close = () => {
    storeLastRead(String(Date.now()));
    setOpen(false);
  };
  const onItemClick = (notification: BellNotification) => {
    analytics.track(NOTIFICATION_CLICKED_EVENT, { title: notification.title });
  };

  return (
    <>
      <button
        type="button"
        className="keel-bell"
        aria-label={badge ? `Notifications, ${badge} unread` : 'Notifications'}
        aria-expanded={open}
        onClick={() => (open ? close() : setOpen(true))}
      >
        <BellIcon />
        {badge ? (
          <span className="keel-bell__badge" aria-hidden="true">
            {badge}
          </span>
        ) : null}
      </button>
      {opened ? (
        <Suspense fallback={null}>
          <NotificationsModal
            open={open}
            onClose={close}
            notifications={notifications}
            lastReadAt={lastReadAt}
            loadFailed={feed.isError}
            onItemClick={onItemClick}
          />
        </Suspense>
      ) : null}
    </>
  );
}
