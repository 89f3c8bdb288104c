import type { ApiContext } from '../context';
import type { CallOptions } from '../http/transport';
import { type ProvisionalUserMetadata, provisionalUserMetadataSchema } from '../models/users';
import type { EpochMs } from '../schema/timestamp';
import { isAbortError, isNotFound } from './failures';

/** A screening result counts as fresh for this long (7 days). */
export const SCREENING_VALIDITY_MS = 7 * 86_400_000;

/** True when the record was screened at most 7 days before `now`. */
export function isScreeningFresh(metadata: ProvisionalUserMetadata, now: EpochMs): boolean {
  return metadata.lastScreened !== null && now - metadata.lastScreened <= SCREENING_VALIDITY_MS;
}

export type ScreeningSource = 'cache' | 'server' | 'screening' | 'failed';

export interface ScreeningResult {
  hasRisk: boolean;
  lastScreened: EpochMs | null;
  /** Where the answer came from; 'failed' is the fail-open answer (hasRisk false). */
  source: ScreeningSource;
}

export function createUsersApi(ctx: ApiContext) {
  const api = {
    /** PROVISIONAL layout. The wallet's screening record; null when the server has none (404). */
    async metadata(
      wallet: string,
      options: CallOptions = {},
    ): Promise<ProvisionalUserMetadata | null> {
      try {
        return await ctx.call('userMetadata', {
          ...options,
          params: { wallet },
          schema: provisionalUserMetadataSchema,
        });
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },

    /** PROVISIONAL layout. Asks the server to screen the wallet now (POST, no payload). */
    requestScreening(wallet: string, options: CallOptions = {}): Promise<ProvisionalUserMetadata> {
      return ctx.call('requestUserScreening', {
        ...options,
        params: { wallet },
        schema: provisionalUserMetadataSchema,
      });
    },

    /**
     * Screening with freshness (O§4.7): a fresh cached record without risk is used as is;
     * otherwise the server record is read and used when fresh; a missing (404) or stale record
     * leads to a screening request. Any failure answers hasRisk false.
     */
    async screen(
      wallet: string,
      cached?: ProvisionalUserMetadata | null,
      options: CallOptions = {},
    ): Promise<ScreeningResult> {
      const now = ctx.now();
      if (cached && !cached.hasRisk && isScreeningFresh(cached, now))
        return { ...cached, source: 'cache' };
      try {
        const stored = await api.metadata(wallet, options);
        if (stored && isScreeningFresh(stored, now)) return { ...stored, source: 'server' };
        const screened = await api.requestScreening(wallet, options);
        return {
          hasRisk: screened.hasRisk,
          lastScreened: screened.lastScreened,
          source: 'screening',
        };
      } catch (error) {
        if (isAbortError(error)) throw error;
        ctx.report(error, { endpoint: ctx.label('userMetadata'), fallback: 'hasRisk false' });
        return { hasRisk: false, lastScreened: null, source: 'failed' };
      }
    },
  };
  return api;
}

export type UsersApi = ReturnType<typeof createUsersApi>;
