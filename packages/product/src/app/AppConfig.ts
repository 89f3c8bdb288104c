import type { AnalyticsSink } from '../analytics/analytics';
import type { Brand } from '../brand/brand';
import type { FlagName, FlagProfile } from '../flags/flagTable';
import type { ReferralLookup } from '../navigation/referral';
import type { NotificationsService } from '../notifications/notificationsService';
import type { NavConfig, RouteDef } from '../routing/types';
import type { Endpoints } from './endpoints';

/** Which interface generation an app is. */
export type Generation = 'v1' | 'v3' | 'manager';

/** Everything an app passes to the product: the apps differ only in this. */
export interface AppConfig {
  generation: Generation;
  brand: Brand;
  /** Hosts the app talks to; the sandbox unless configured (see endpointsFromEnv). */
  endpoints: Endpoints;
  routes: readonly RouteDef[];
  nav: NavConfig;
  /** The flag profile: 'production' in production builds, 'development' otherwise. */
  flagProfile: FlagProfile;
  /** The app's own flag defaults over the profile. */
  flagDefaults?: Partial<Record<FlagName, boolean>>;
  footer: 'classic' | 'v3';
  analyticsSink?: AnalyticsSink;
  /** Track every visitor rather than a 2% sample. */
  analyticsAlwaysOn?: boolean;
  /** Looks up `?ref=` codes; the product API unless set. */
  referralLookup?: ReferralLookup;
  /**
   * The sandbox control root whose `GET /wallets` backs the Sandbox Wallet entries. Defaults to
   * http://127.0.0.1:8898 on localnet; never used on another cluster.
   */
  sandboxControlUrl?: string;
  /** The bell's message source; the feed at `{apiUrl}/notifications/{wallet}` unless set. */
  notificationsService?: NotificationsService;
}
