import { type FlagName, type FlagProfile, type Flags, flagNames, flagTable } from './flagTable';

const TRUE_VALUES = new Set(['true', '1', 'on', 'yes']);
const FALSE_VALUES = new Set(['false', '0', 'off', 'no']);

/** Reads flag overrides from a query string; values that are not clearly on or off are ignored. */
export function flagOverridesFromQuery(search: string): Partial<Record<FlagName, boolean>> {
  const params = new URLSearchParams(search);
  const overrides: Partial<Record<FlagName, boolean>> = {};
  for (const name of flagNames) {
    const raw = params.get(flagTable[name].param)?.trim().toLowerCase();
    if (raw === undefined) continue;
    if (TRUE_VALUES.has(raw)) overrides[name] = true;
    else if (FALSE_VALUES.has(raw)) overrides[name] = false;
  }
  return overrides;
}

export interface ResolveFlagsInput {
  profile: FlagProfile;
  /** The app's own defaults, applied over the profile (the v3 app turns v3 on). */
  appOverrides?: Partial<Record<FlagName, boolean>>;
  /** Query-parameter overrides, applied last. */
  queryOverrides?: Partial<Record<FlagName, boolean>>;
}

/** Profile values, then the app's overrides, then the query string's. */
export function resolveFlags({ profile, appOverrides, queryOverrides }: ResolveFlagsInput): Flags {
  const flags = {} as Record<FlagName, boolean>;
  for (const name of flagNames) {
    flags[name] =
      queryOverrides?.[name] ??
      appOverrides?.[name] ??
      (profile === 'production' ? flagTable[name].production : flagTable[name].default);
  }
  return flags;
}

/** True when every flag named is on; no flags means always enabled. */
export function allFlagsOn(flags: Flags, required: FlagName | readonly FlagName[] | undefined) {
  if (required === undefined) return true;
  const names = typeof required === 'string' ? [required] : required;
  return names.every((name) => flags[name]);
}
