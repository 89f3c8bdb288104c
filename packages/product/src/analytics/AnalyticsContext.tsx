import { createContext, type ReactNode, useContext } from 'react';
import type { Analytics } from './analytics';

const AnalyticsContext = createContext<Analytics | null>(null);

export function AnalyticsProvider({
  analytics,
  children,
}: {
  analytics: Analytics;
  children: ReactNode;
}) {
  return <AnalyticsContext.Provider value={analytics}>{children}</AnalyticsContext.Provider>;
}

export function useAnalytics(): Analytics {
  const analytics = useContext(AnalyticsContext);
  if (!analytics) throw new Error('useAnalytics must be used inside an AnalyticsProvider');
  return analytics;
}
