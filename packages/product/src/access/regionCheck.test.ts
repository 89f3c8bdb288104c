import { describe, expect, it } from 'vitest';
import { resolveFlags } from '../flags/resolveFlags';
import { regionCheckState } from './regionCheck';

const flags = (overrides: Record<string, boolean> = {}) =>
  resolveFlags({ profile: 'production', appOverrides: { geoBlock: true, ...overrides } });
const geo = (countryCode: string, region = '', lookupFailed = false) => ({
  countryCode,
  region,
  lookupFailed,
});

describe('regionCheckState', () => {
  it('does nothing while the geo-block flag is off', () => {
    expect(regionCheckState(flags({ geoBlock: false }), geo('IR'))).toMatchObject({
      checked: true,
      restricted: false,
    });
  });

  it('starts restricted until the lookup answers', () => {
    expect(regionCheckState(flags(), undefined)).toMatchObject({
      checked: false,
      restricted: true,
    });
  });

  it('fails open when the lookup failed', () => {
    expect(regionCheckState(flags(), geo('', '', true))).toMatchObject({
      checked: true,
      restricted: false,
    });
  });

  it('restricts a sanctioned country and the listed Ukrainian regions only', () => {
    expect(regionCheckState(flags(), geo('CU')).restricted).toBe(true);
    expect(regionCheckState(flags(), geo('UA', '43')).restricted).toBe(true);
    expect(regionCheckState(flags(), geo('UA', '46')).restricted).toBe(false);
    expect(regionCheckState(flags(), geo('CH', 'ZH')).restricted).toBe(false);
  });

  it('lists a covering list whose flag is off for the banner instead of blocking', () => {
    const state = regionCheckState(flags({ geoBlockUs: false }), geo('US', 'NY'));
    expect(state.restricted).toBe(false);
    expect(state.unblockedMatches).toEqual(['us']);
  });
});
