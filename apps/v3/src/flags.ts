import type { FlagName } from '@keel/product';

/** The newer generation: v3 on, and its headline product, Earn. */
export const flagDefaults: Partial<Record<FlagName, boolean>> = { v3: true, earn: true };
