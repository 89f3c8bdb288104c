/** klend compounds per slot assuming this many slots per second. */
export const SLOTS_PER_SECOND = 2;
export const SLOTS_PER_YEAR = 63_072_000;
export const SLOTS_PER_DAY = 172_800;
/** Seconds in a 365-day year (farm reward maths). */
export const SECONDS_PER_YEAR = 31_536_000;
/**
 * Slot duration the product assumes until it has measured one (median of recent epochs).
 * The rates scale with it: see slotAdjustmentFactor.
 */
export const DEFAULT_SLOT_DURATION_MS = 450;
