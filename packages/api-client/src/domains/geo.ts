import type { ApiContext } from '../context';
import type { CallOptions } from '../http/transport';
import { type GeoLocation, geoLocationSchema } from '../models/status';
import { isAbortError } from './failures';

/** The answer used when the lookup fails: no country, so no region rule can restrict. */
export function failOpenGeoLocation(): GeoLocation {
  return { status: 'fail', country: '', countryCode: '', region: '', lookupFailed: true };
}

export function createGeoApi(ctx: ApiContext) {
  return {
    /** Where the visitor is. Fails open: on any failure, an empty location (not restricted). */
    async lookup(options: CallOptions = {}): Promise<GeoLocation> {
      try {
        const location = await ctx.call('geo', { ...options, schema: geoLocationSchema });
        return { ...location, lookupFailed: false };
      } catch (error) {
        if (isAbortError(error)) throw error;
        ctx.report(error, { endpoint: ctx.label('geo'), fallback: 'not restricted' });
        return failOpenGeoLocation();
      }
    },
  };
}

export type GeoApi = ReturnType<typeof createGeoApi>;
