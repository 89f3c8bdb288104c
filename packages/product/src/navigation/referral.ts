import type { SafeStorage } from '../storage/safeStorage';

/**
 * Looks a referral code up; resolves to null when the code does not exist. The product API
 * client implements it (GET referral-codes/{code}: 404 → null).
 */
export type ReferralLookup = (code: string) => Promise<unknown | null>;

export type ReferralOutcome = 'none' | 'stored' | 'unknown' | 'failed';

/**
 * Handles `?ref=`: the code is stored only when the lookup finds it (O§2.1). The caller sends the
 * user to the main page when the outcome is 'stored'.
 */
export async function applyReferralCode(
  search: string,
  lookup: ReferralLookup | undefined,
  storage: SafeStorage,
  storageKey: string,
): Promise<ReferralOutcome> {
  const code = new URLSearchParams(search).get('ref')?.trim();
  if (!code || !lookup) return 'none';
  try {
    const found = await lookup(code);
    if (found === null || found === undefined) return 'unknown';
    storage.setItem(storageKey, code);
    return 'stored';
  } catch {
    return 'failed';
  }
}
