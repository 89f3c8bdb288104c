import type { Flags } from '../flags/flagTable';
import { matchingRegionLists, type RegionListName, type VisitorLocation } from './regionRules';

/** The region check's answer (O§6). */
export interface RegionCheckState {
  /** True once the check has answered (or was not needed). */
  checked: boolean;
  /** Starts true while the check runs; false when off, failed (fail open) or not listed. */
  restricted: boolean;
  /** The location, when the lookup answered. */
  location: VisitorLocation | null;
  /** Lists that cover the location but whose flag is off: the restricted-region banner. */
  unblockedMatches: RegionListName[];
}

const LIST_FLAGS: Readonly<Record<RegionListName, keyof Flags>> = {
  us: 'geoBlockUs',
  uk: 'geoBlockUk',
  sanctionsComprehensive: 'geoBlockSanctions',
  sanctionsExtended: 'geoBlockSanctionsExtended',
};

const ALL_LISTS = Object.keys(LIST_FLAGS) as RegionListName[];

export interface GeoAnswer {
  countryCode: string;
  region: string;
  lookupFailed: boolean;
}

/**
 * Restricted only when the geo-block flag is on and an enabled list covers the visitor. The
 * check starts restricted; a failed lookup is not restricted (fails open, no retry).
 */
export function regionCheckState(flags: Flags, geo: GeoAnswer | undefined): RegionCheckState {
  if (!flags.geoBlock) {
    return { checked: true, restricted: false, location: null, unblockedMatches: [] };
  }
  if (geo === undefined) {
    return { checked: false, restricted: true, location: null, unblockedMatches: [] };
  }
  if (geo.lookupFailed) {
    return { checked: true, restricted: false, location: null, unblockedMatches: [] };
  }
  const location = { countryCode: geo.countryCode, region: geo.region };
  const matches = matchingRegionLists(location, ALL_LISTS);
  const blocked = matches.filter((list) => flags[LIST_FLAGS[list]]);
  return {
    checked: true,
    restricted: blocked.length > 0,
    location,
    unblockedMatches: matches.filter((list) => !flags[LIST_FLAGS[list]]),
  };
}
