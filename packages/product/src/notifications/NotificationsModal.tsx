import { formatDateTimeUtc } from '@keel/core-math';
import { Modal } from '@keel/ui-kit';
import { Link } from 'react-router-dom';
import { ExternalLink } from '../links/ExternalLink';
import type { BellNotification } from './notificationsService';

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
          {notifications.map((n) => (
            <li
              key={n.id}
              className={
                lastReadAt === null || n.timestamp > lastReadAt
                  ? 'keel-bell__item keel-bell__item--unread'
                  : 'keel-bell__item'
              }
            >
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
          ))}
        </ul>
      )}
    </Modal>
  );
}
