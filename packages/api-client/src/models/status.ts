import { withDefault } from '../schema/combinators';
import { object } from '../schema/object';
import { boolean, string } from '../schema/primitives';
import type { Infer } from '../schema/schema';

/** status.json: maintenance flags; `maintenance.api` is false unless the file says otherwise. */
export const statusSchema = object({
  maintenance: withDefault(object({ api: withDefault(boolean(), () => false) }), () => ({
    api: false,
  })),
});
export type ProductStatus = Infer<typeof statusSchema>;

export const geoLocationSchema = object({
  status: withDefault(string(), () => ''),
  country: withDefault(string(), () => ''),
  countryCode: withDefault(string(), () => ''),
  region: withDefault(string(), () => ''),
});

/** Where the visitor is. `lookupFailed` marks the fail-open answer given when the lookup failed. */
export type GeoLocation = Infer<typeof geoLocationSchema> & { lookupFailed: boolean };
