import { object } from '../schema/object';
import { decimal, string } from '../schema/primitives';
import type { Infer } from '../schema/schema';
import { timestamp } from '../schema/timestamp';

/** A referral code, its owner and the owner's referral account. */
export const referralCodeSchema = object({ code: string(), referrer: string(), pda: string() });
export type ReferralCode = Infer<typeof referralCodeSchema>;

export const referralMessageSchema = object({
  message: string(),
  session: string(),
  expiresOn: timestamp(),
});
export type ReferralMessage = Infer<typeof referralMessageSchema>;

export const referredUserSchema = object({
  user: string(),
  volumeUsd: decimal(),
  referredOn: timestamp(),
});
export type ReferredUser = Infer<typeof referredUserSchema>;
