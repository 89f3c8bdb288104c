import { createContext, type ReactNode, useContext } from 'react';
import type { NotificationsService } from './notificationsService';

const NotificationsContext = createContext<NotificationsService | null>(null);

export function NotificationsProvider({
  service,
  children,
}: {
  service: NotificationsService;
  children: ReactNode;
}) {
  return <NotificationsContext.Provider value={service}>{children}</NotificationsContext.Provider>;
}

export function useNotificationsService(): NotificationsService {
  const service = useContext(NotificationsContext);
  if (!service)
    throw new Error('useNotificationsService must be used inside a NotificationsProvider');
  return service;
}
