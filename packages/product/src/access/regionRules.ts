/** A visitor's location as the geo lookup gives it. */
export interface VisitorLocation {
  countryCode: string;
  /** The region code within the country (e.g. '14' for a Ukrainian oblast). */
  region: string;
}

export type RegionListName = 'us' | 'uk' | 'sanctionsComprehensive' | 'sanctionsExtended';

/** Ukraine is listed only for these regions (O§9). */
export const UKRAINE_RESTRICTED_REGIONS: readonly string[] = ['14', '09', '40', '43'];

/** The region lists of O§9, each switched on by its own flag. */
export const REGION_LISTS: Readonly<Record<RegionListName, readonly string[]>> = {
  us: ['US'],
  uk: ['GB'],
  sanctionsComprehensive: ['CU', 'IR', 'KP', 'RU', 'SY', 'UA'],
  sanctionsExtended: [
    'BY',
    'CI',
    'CU',
    'KP',
    'CD',
    'IR',
    'IQ',
    'LY',
    'ML',
    'MM',
    'NI',
    'RU',
    'SO',
    'SD',
    'SY',
    'UA',
    'YE',
    'ZW',
  ],
};

/** Countries that see the EU banner (O§9; the list includes GB). */
export const EU_BANNER_COUNTRIES: readonly string[] = [
  'AT',
  'BE',
  'BG',
  'GB',
  'HU',
  'DE',
  'GR',
  'DK',
  'IE',
  'ES',
  'IT',
  'CY',
  'LV',
  'LT',
  'LU',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SK',
  'SI',
  'FI',
  'FR',
  'HR',
  'CZ',
  'SE',
  'EE',
];

function normalise(code: string): string {
  return code.trim().toUpperCase();
}

/** Whether one list covers the location; Ukraine counts only for its listed regions. */
export function isInRegionList(location: VisitorLocation, list: RegionListName): boolean {
  const country = normalise(location.countryCode);
  if (!REGION_LISTS[list].includes(country)) return false;
  if (country !== 'UA') return true;
  return UKRAINE_RESTRICTED_REGIONS.includes(location.region.trim());
}

/** The lists that cover the location, of the given ones. */
export function matchingRegionLists(
  location: VisitorLocation,
  lists: readonly RegionListName[],
): RegionListName[] {
  return lists.filter((list) => isInRegionList(location, list));
}

export const isEuBannerCountry = (location: VisitorLocation) =>
  EU_BANNER_COUNTRIES.includes(normalise(location.countryCode));

export const isUkVisitor = (location: VisitorLocation) => normalise(location.countryCode) === 'GB';
