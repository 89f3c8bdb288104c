import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAnalytics } from '../analytics/AnalyticsContext';
import { applyReferralCode, type ReferralLookup } from '../navigation/referral';
import type { SafeStorage } from '../storage/safeStorage';
import { useCurrentRouteDef } from './routeHandle';

export interface RouteEffectsOptions {
  referralLookup: ReferralLookup | undefined;
  storage: SafeStorage;
  referralStorageKey: string;
}

/**
 * Effects of every navigation: scroll to top (not on leverage pages), a page view, and the
 * `?ref=` referral code (stored only when found, then off to the main page).
 */
export function useRouteEffects({
  referralLookup,
  storage,
  referralStorageKey,
}: RouteEffectsOptions) {
  const location = useLocation();
  const navigate = useNavigate();
  const analytics = useAnalytics();
  const route = useCurrentRouteDef();
  const keepScroll = route?.keepScroll ?? false;
  const previousPath = useRef<string | null>(null);

  useEffect(() => {
    if (previousPath.current === location.pathname) return;
    previousPath.current = location.pathname;
    if (!keepScroll) window.scrollTo(0, 0);
    analytics.pageView(location.pathname);
  }, [location.pathname, keepScroll, analytics]);

  useEffect(() => {
    if (!location.search.includes('ref=')) return;
    let cancelled = false;
    void applyReferralCode(location.search, referralLookup, storage, referralStorageKey).then(
      (outcome) => {
        if (!cancelled && outcome === 'stored') navigate('/', { replace: true });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [location.search, referralLookup, storage, referralStorageKey, navigate]);
}
