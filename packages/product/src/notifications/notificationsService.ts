/** One bell message (O§3 "Notification"). */
export interface BellNotification {
  id: string;
  /** Epoch ms. */
  timestamp: number;
  title: string;
  text: string;
  type: string;
  actions: { label: string; url: string }[];
}

/**
 * Where the bell's messages come from. The sandbox feed implements it; a third-party
 * notifications SDK can implement it when one is configured.
 */
export interface NotificationsService {
  /** Where the messages come from (the feed's URL, an SDK's name): part of every query key. */
  readonly source: string;
  list(wallet: string, signal?: AbortSignal): Promise<BellNotification[]>;
}

/** The bell feed is refetched every minute. */
export const FEED_REFRESH_MS = 60_000;

/** Query keys of the bell's messages, by source and wallet. */
export const notificationKeys = {
  all: () => ['notifications'] as const,
  feed: (source: string, wallet: string) => ['notifications', source, wallet] as const,
};

/** The wallet's messages from a notifications service, refetched every minute. */
export function notificationsQueryOptions(service: NotificationsService, wallet: string) {
  return {
    queryKey: notificationKeys.feed(service.source, wallet),
    queryFn: ({ signal }: { signal: AbortSignal }) => service.list(wallet, signal),
    refetchInterval: FEED_REFRESH_MS,
  };
}

function parseNotification(value: unknown): BellNotification | null {
  if (typeof value !== 'object' || value === null) return null;
  const { id, timestamp, text, metadata } = value as Record<string, unknown>;
  const time = typeof timestamp === 'string' ? Date.parse(timestamp) : Number.NaN;
  if (typeof id !== 'string' || typeof text !== 'string' || !Number.isFinite(time)) return null;
  const meta = (typeof metadata === 'object' && metadata !== null ? metadata : {}) as Record<
    string,
    unknown
  >;
  const actions = Array.isArray(meta.actions)
    ? meta.actions.flatMap((action: unknown) => {
        const { label, url } = (action ?? {}) as Record<string, unknown>;
        return typeof label === 'string' && typeof url === 'string' ? [{ label, url }] : [];
      })
    : [];
  return {
    id,
    timestamp: time,
    text,
    title: typeof meta.title === 'string' ? meta.title : '',
    type:
      typeof meta.notificationTypeHumanReadableId === 'string'
        ? meta.notificationTypeHumanReadableId
        : '',
    actions,
  };
}

/** Reads `{ wallet, notifications: [...] }`; malformed messages are skipped. */
export function parseNotificationFeed(body: unknown): BellNotification[] {
  const list = (body as { notifications?: unknown } | null)?.notifications;
  if (!Array.isArray(list)) return [];
  return list.flatMap((item) => {
    const parsed = parseNotification(item);
    return parsed ? [parsed] : [];
  });
}

/** The bell feed at `{apiUrl}/notifications/{wallet}` (the sandbox serves it). */
export function createFeedNotificationsService(
  apiUrl: string,
  fetchImpl: typeof fetch = (input, init) => globalThis.fetch(input, init),
): NotificationsService {
  const root = apiUrl.replace(/\/+$/, '');
  return {
    source: `${root}/notifications`,
    async list(wallet, signal) {
      const response = await fetchImpl(`${root}/notifications/${encodeURIComponent(wallet)}`, {
        signal: signal ?? null,
      });
      if (!response.ok) throw new Error(`network error status: ${response.status}`);
      return parseNotificationFeed(await response.json());
    },
  };
}
