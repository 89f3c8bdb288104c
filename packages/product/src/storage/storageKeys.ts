/**
 * Local-storage keys. Every key carries the brand's prefix so two products on one origin never
 * read each other's values (O§3 "Local storage keys").
 */
export function storageKeys(prefix: string) {
  const key = (name: string) => `${prefix}.${name}`;
  return {
    analyticsTrackingId: key('analyticsTrackingId'),
    analyticsAlwaysOn: key('analyticsAlwaysOn'),
    referralCode: key('referralCode'),
    referrerWallet: key('referrerWallet'),
    lastFailedToFetchTime: key('lastFailedToFetchTime'),
    /** 'true' sends API calls to the staging host when one is configured (O§3, O§7). */
    staging: key('staging'),
    /** When the bell's list was last closed (ms since the epoch); O§3 names the key. */
    notificationsLastRead: key('NOTIFICATIONS_LAST_READ_TIMESTAMP'),
    /** The side panel's recent transactions, every wallet's, as JSON (bounded). */
    transactionLog: key('transactionLog'),
    /** The portfolio's starred positions (the ☆ filter), as a JSON array of position keys. */
    starredPositions: key('starredPositions'),
    /** A wallet's screening record (O§3 "User metadata"): the prefix with the address appended. */
    userMetadata: (wallet: string) => key(`userMetadata.${wallet}`),
  } as const;
}

export type StorageKeys = ReturnType<typeof storageKeys>;
