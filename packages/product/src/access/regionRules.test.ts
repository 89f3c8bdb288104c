import { describe, expect, it } from 'vitest';
import { isEuBannerCountry, isInRegionList, isUkVisitor, matchingRegionLists } from './regionRules';

const at = (countryCode: string, region = '') => ({ countryCode, region });

describe('region lists', () => {
  it('blocks a sanctioned country on the comprehensive list', () => {
    expect(isInRegionList(at('IR'), 'sanctionsComprehensive')).toBe(true);
    expect(isInRegionList(at('ir'), 'sanctionsComprehensive')).toBe(true);
    expect(isInRegionList(at('BY'), 'sanctionsComprehensive')).toBe(false);
    expect(isInRegionList(at('BY'), 'sanctionsExtended')).toBe(true);
  });

  it('lists Ukraine only for regions 14, 09, 40 and 43', () => {
    for (const region of ['14', '09', '40', '43']) {
      expect(isInRegionList(at('UA', region), 'sanctionsComprehensive')).toBe(true);
      expect(isInRegionList(at('UA', region), 'sanctionsExtended')).toBe(true);
    }
    expect(isInRegionList(at('UA', '30'), 'sanctionsComprehensive')).toBe(false);
    expect(isInRegionList(at('UA', '9'), 'sanctionsExtended')).toBe(false);
  });

  it('matches only the lists asked for', () => {
    expect(matchingRegionLists(at('US'), ['uk', 'sanctionsComprehensive'])).toEqual([]);
    expect(matchingRegionLists(at('US'), ['us', 'uk'])).toEqual(['us']);
    expect(matchingRegionLists(at('GB'), ['us', 'uk'])).toEqual(['uk']);
  });

  it('knows the EU banner countries and the UK', () => {
    expect(isEuBannerCountry(at('FR'))).toBe(true);
    expect(isEuBannerCountry(at('CH'))).toBe(false);
    expect(isUkVisitor(at('GB'))).toBe(true);
    expect(isUkVisitor(at('IE'))).toBe(false);
  });
});
