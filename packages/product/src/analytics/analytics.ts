import type { SafeStorage } from '../storage/safeStorage';

export type AnalyticsProperties = Readonly<Record<string, string | number | boolean>>;

/** Where events go: any analytics vendor adapts to this. */
export interface AnalyticsSink {
  pageView(path: string): void;
  track(event: string, properties?: AnalyticsProperties): void;
}

export interface Analytics extends AnalyticsSink {
  /** Whether this visitor's events are sent at all. */
  readonly sampled: boolean;
}

/** One visitor in this many is tracked (O§9: tracking id modulo 50 equals 0, about 2%). */
export const ANALYTICS_SAMPLING_MODULUS = 50;

export function isSampledIn(trackingId: number, alwaysOn: boolean): boolean {
  return alwaysOn || trackingId % ANALYTICS_SAMPLING_MODULUS === 0;
}

/** A stable per-browser tracking id; a missing or corrupt stored value is replaced. */
export function loadTrackingId(
  storage: SafeStorage,
  key: string,
  random: () => number = Math.random,
): number {
  const stored = storage.getItem(key);
  if (stored !== null && /^\d{1,15}$/.test(stored)) return Number(stored);
  const id = Math.floor(random() * 1_000_000_000);
  storage.setItem(key, String(id));
  return id;
}

/** Forwards events to the sink only for sampled-in visitors. */
export function createSampledAnalytics(
  sink: AnalyticsSink,
  options: { trackingId: number; alwaysOn: boolean },
): Analytics {
  const sampled = isSampledIn(options.trackingId, options.alwaysOn);
  return {
    sampled,
    pageView(path) {
      if (sampled) sink.pageView(path);
    },
    track(event, properties) {
      if (sampled) sink.track(event, properties);
    },
  };
}

/** A sink that records nothing, for apps configured without analytics. */
export const noAnalyticsSink: AnalyticsSink = {
  pageView() {},
  track() {},
};

/** Header tracking events (O§7). */
export const headerEvents = {
  main: 'header:main',
  mobileMenu: 'header:mobile_menu',
  settings: 'header:settings',
  menu: (label: string) => `header:menu:${label}`,
} as const;

/** Wallet tracking events (O§7): a wallet chosen to connect, with its name. */
export const walletEvents = {
  click: 'wallet:click',
} as const;
