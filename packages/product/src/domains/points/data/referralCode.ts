import { isHttpStatus, type ReferralCode, type ReferralsApi } from '@keel/api-client';
import { encodeBase58 } from './base58';

/** What a new code may be: 3 to 24 letters, digits, '_' or '-' (as the API accepts). */
const CODE_PATTERN = /^[A-Za-z0-9_-]{3,24}$/;

/** Why a typed code cannot be sent; null when it can. */
export function referralCodeProblem(code: string): string | null {
  if (CODE_PATTERN.test(code)) return null;
  return 'Use 3 to 24 letters, digits, _ or -.';
}

/** A first suggestion for the wallet's code: the address's first 8 characters. */
export function suggestedReferralCode(wallet: string): string {
  return wallet.slice(0, 8);
}

/** The link that brings a new user in with the code (`?ref=`, handled on every page, O§2.1). */
export function referralLink(origin: string, code: string): string {
  return `${origin}/?ref=${encodeURIComponent(code)}`;
}

/**
 * Creates the wallet's code: the API hands out a message, the wallet signs it, and the signed
 * request claims the code.
 */
export async function createReferralCode(
  api: Pick<ReferralsApi, 'message' | 'createCode'>,
  signMessage: (message: Uint8Array) => Promise<Uint8Array>,
  wallet: string,
  code: string,
): Promise<ReferralCode> {
  const { message, session } = await api.message(wallet);
  const signature = await signMessage(new TextEncoder().encode(message));
  return api.createCode({ wallet, code, signature: encodeBase58(signature), session });
}

/** The failure of a code creation as the form says it. */
export function referralCodeFailure(error: unknown): string {
  if (isHttpStatus(error, 409)) return 'This code is taken. Try another one.';
  if (isHttpStatus(error, 403)) return 'The signature was not accepted. Please try again.';
  return error instanceof Error && error.message ? error.message : 'Failed to create the code.';
}
