import { describe, expect, it } from 'vitest';
import {
  ApiConfigError,
  MAINNET_LENDING_PROGRAM_ID,
  resolveConfig,
  STAGING_LENDING_PROGRAM_ID,
} from './config';
import type { FetchLike } from './http/transport';

const fetch: FetchLike = async () => ({ ok: true, status: 200, text: async () => '{}' });
const base = {
  baseUrl: 'https://api.test/',
  cdnUrl: 'https://cdn.test/',
  geoUrl: 'https://geo.test/json',
  env: 'mainnet-beta' as const,
  slug: 'acme',
  fetch,
};

describe('resolveConfig', () => {
  it('applies defaults: mainnet program without a programId query, status on the CDN', () => {
    expect(resolveConfig(base)).toMatchObject({
      apiUrl: 'https://api.test',
      statusUrl: 'https://cdn.test/status.json',
      programId: MAINNET_LENDING_PROGRAM_ID,
      sendsProgramId: false,
      staging: false,
      lendingConfigVersion: 'v3',
    });
  });

  it('switches host and program in staging', () => {
    expect(resolveConfig({ ...base, staging: { baseUrl: 'https://stg.test' } })).toMatchObject({
      apiUrl: 'https://stg.test',
      programId: STAGING_LENDING_PROGRAM_ID,
      sendsProgramId: true,
      staging: true,
    });
  });

  it('sends an explicitly configured program id', () => {
    expect(resolveConfig({ ...base, programId: 'Local111' })).toMatchObject({
      programId: 'Local111',
      sendsProgramId: true,
    });
  });

  it.each([
    [{ slug: '' }, /slug/],
    [{ slug: 'a/b' }, /slug/],
    [{ baseUrl: 'not a url' }, /baseUrl/],
    [{ syntheticDollarYieldUrl: 'yields.json' }, /syntheticDollarYieldUrl/],
    [{ env: 'moonnet' as never }, /env/],
  ])('rejects %j', (override, message) => {
    expect(() => resolveConfig({ ...base, ...override })).toThrow(ApiConfigError);
    expect(() => resolveConfig({ ...base, ...override })).toThrow(message);
  });
});
