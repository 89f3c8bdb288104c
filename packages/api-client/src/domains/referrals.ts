import type { ApiContext } from '../context';
import { INTERNAL_ERROR_MESSAGES } from '../errors/messages';
import type { CallOptions } from '../http/transport';
import {
  type ReferralCode,
  type ReferralLeaderboard,
  type ReferralMessage,
  type ReferralMetrics,
  type ReferralUserMetrics,
  type ReferredUser,
  referralCodeSchema,
  referralLeaderboardSchema,
  referralMessageSchema,
  referralMetricsSchema,
  referralUserMetricsSchema,
  referredUserSchema,
} from '../models/referrals';
import { array } from '../schema/combinators';
import { isAbortError, isNotFound } from './failures';
import { POINTS_PAGE_SIZE } from './pointsPaging';

/** Thrown when a referral-code lookup fails for any reason but "no such code". */
export class ReferralLookupError extends Error {
  override readonly name = 'ReferralLookupError';
  constructor(cause: unknown) {
    super(INTERNAL_ERROR_MESSAGES.referrerCodeLookup, { cause });
  }
}

/** Body of the create/update referral-code calls: the wallet signs the referral message. */
export interface ReferralCodeRequest {
  wallet: string;
  code: string;
  /** Base58 ed25519 signature of the referral message. */
  signature: string;
  session: string;
}

export function createReferralsApi(ctx: ApiContext) {
  async function nullOn404<T>(load: () => Promise<T>): Promise<T | null> {
    try {
      return await load();
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  return {
    /**
     * The referral code's data; null when the code does not exist (404). Any other failure
     * throws 'Error getting referrer code data'.
     */
    async lookupCode(code: string, options: CallOptions = {}): Promise<ReferralCode | null> {
      try {
        return await ctx.call('referralCode', {
          ...options,
          params: { code },
          schema: referralCodeSchema,
        });
      } catch (error) {
        if (isAbortError(error)) throw error;
        if (isNotFound(error)) return null;
        throw new ReferralLookupError(error);
      }
    },

    /** The wallet's own referral code; null when it has none. */
    userCode(wallet: string, options: CallOptions = {}): Promise<ReferralCode | null> {
      return nullOn404(() =>
        ctx.call('userReferralCode', {
          ...options,
          params: { wallet },
          schema: referralCodeSchema,
        }),
      );
    },

    /** Who referred the wallet; null when nobody did. */
    referredBy(wallet: string, options: CallOptions = {}): Promise<ReferralCode | null> {
      return nullOn404(() =>
        ctx.call('referredBy', { ...options, params: { wallet }, schema: referralCodeSchema }),
      );
    },

    referredUsers(wallet: string, options: CallOptions = {}): Promise<ReferredUser[]> {
      return ctx.call('referredUsers', {
        ...options,
        params: { wallet },
        schema: array(referredUserSchema),
      });
    },

    /** The message the wallet signs to create or change its code. */
    message(wallet: string, options: CallOptions = {}): Promise<ReferralMessage> {
      return ctx.call('referralMessage', {
        ...options,
        params: { wallet },
        schema: referralMessageSchema,
      });
    },

    createCode(request: ReferralCodeRequest, options: CallOptions = {}): Promise<ReferralCode> {
      return ctx.call('createReferralCode', {
        ...options,
        params: { wallet: request.wallet },
        body: request,
        schema: referralCodeSchema,
      });
    },

    updateCode(request: ReferralCodeRequest, options: CallOptions = {}): Promise<ReferralCode> {
      return ctx.call('updateReferralCode', {
        ...options,
        params: { wallet: request.wallet },
        body: request,
        schema: referralCodeSchema,
      });
    },

    /** One page of referrers ranked by referred volume. */
    leaderboard(
      page: { offset?: number; limit?: number } = {},
      options: CallOptions = {},
    ): Promise<ReferralLeaderboard> {
      return ctx.call('referralLeaderboard', {
        ...options,
        query: { offset: page.offset ?? 0, limit: page.limit ?? POINTS_PAGE_SIZE },
        schema: referralLeaderboardSchema,
      });
    },

    metrics(options: CallOptions = {}): Promise<ReferralMetrics> {
      return ctx.call('referralMetrics', { ...options, schema: referralMetricsSchema });
    },

    /** The wallet's place on the referral leaderboard; null when it is not ranked (404). */
    userMetrics(wallet: string, options: CallOptions = {}): Promise<ReferralUserMetrics | null> {
      return nullOn404(() =>
        ctx.call('referralUserMetrics', {
          ...options,
          params: { wallet },
          schema: referralUserMetricsSchema,
        }),
      );
    },
  };
}

export type ReferralsApi = ReturnType<typeof createReferralsApi>;
