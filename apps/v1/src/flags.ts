import type { FlagName } from '@keel/product';

/** The older generation runs on the profile's flags as they are. */
export const flagDefaults: Partial<Record<FlagName, boolean>> = {};
