import type { FlagName } from '@keel/product';

/** The manager variant needs no flags beyond the profile's. */
export const flagDefaults: Partial<Record<FlagName, boolean>> = {};
