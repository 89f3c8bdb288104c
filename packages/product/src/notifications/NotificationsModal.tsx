import { formatDateTimeUtc } from '@keel/core-math';
import { Modal } from '@keel/ui-kit';
import { Link } from 'react-router-dom';
import { ExternalLink } from '../links/ExternalLink';
import {
  NOTIFICATION_KIND_LABEL,
  type NotificationKind,
  notificationKind,
} from './notificationKind';
import type { BellNotification } from './notificationsService';

/** A warning triangle for position warnings, an info dot for the rest. */
function KindIcon({ kind }: { kind: NotificationKind }) {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" fill="none">
      {kind === 'warning' ? (
        <path
          d="M12 3 2.5 20h19L12 3Zm0 6v5m0 3v.5"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      ) : (
        <circle cx="12" cy="12" r="4" fill="currentColor" />
      )}
    </svg>
  );
}

export interface NotificationsModalProps {
  open: boolean;
  onClose: () => void;
  notifications: readonly BellNotification[];
  /** When the list was last read (ms); newer notifications show as unread. */
  lastReadAt: number | null;
  loadFailed: boolean;
  onItemClick: (notification: BellNotification) => void;
}

/** The bell's list of notifications in a modal (O§4.4). */
export default function NotificationsModal({
  open,
  onClose,
  notifications,
  lastReadAt,
  loadFailed,
  onItemClick,
}: NotificationsModalProps) {
  return (
    <Modal open={open} onClose={onClose} title="Notifications" closeOnOverlayClick>
      {notifications.length === 0 ? (
        <p className="keel-bell__empty">
          {loadFailed ? 'Notifications could not be loaded.' : 'No notifications yet.'}
        </p>
      ) : (
        <ul className="keel-bell__list">
          {notifications.map((n) => {
            const kind = notificationKind(n);
            const unread = lastReadAt === null || n.timestamp > lastReadAt;
            return (
              <li
                key={n.id}
                className={`keel-bell__item keel-bell__item--${kind}${unread ? ' keel-bell__item--unread' : ''}`}
                data-kind={kind}
              >
                <span className="keel-bell__kind">
                  <KindIcon kind={kind} />
                  {NOTIFICATION_KIND_LABEL[kind]}
                </span>
                <strong className="keel-bell__title">{n.title}</strong>
                <time className="keel-bell__time" dateTime={new Date(n.timestamp).toISOString()}>
                  {formatDateTimeUtc(n.timestamp)}
                </time>
                <p className="keel-bell__text">{n.text}</p>
                {n.actions.map((action) =>
                  action.url.startsWith('/') ? (
                    <Link
                      key={action.url + action.label}
                      to={action.url}
                      onClick={() => {
                        onItemClick(n);
                        onClose();
                      }}
                    >
                      {action.label}
                    </Link>
                  ) : (
                    <ExternalLink
                      key={action.url + action.label}
                      href={action.url}
                      onClick={() => onItemClick(n)}
                    >
                      {action.label}
                    </ExternalLink>
                  ),
                )}
              </li>
            );
          })}
        </ul>
      )}
    </Modal>
  );
}
