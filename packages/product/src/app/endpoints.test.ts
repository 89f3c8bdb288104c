import { describe, expect, it } from 'vitest';
import {
  ENDPOINT_ENV_VARS,
  EndpointConfigError,
  endpointsFromEnv,
  SANDBOX_ENDPOINTS,
} from './endpoints';

/** The variables of the sandbox's hosts, as a sandbox build passes them. */
const SANDBOX_ENV: Record<string, string> = Object.fromEntries(
  Object.entries(SANDBOX_ENDPOINTS).map(([key, value]) => [
    ENDPOINT_ENV_VARS[key as keyof typeof ENDPOINT_ENV_VARS],
    value,
  ]),
);

const MAINNET_ENV = {
  VITE_KEEL_ENVIRONMENT: 'mainnet-beta',
  VITE_KEEL_RPC_URL: 'https://rpc.example.org/',
  VITE_KEEL_API_URL: 'https://api.example.org',
  VITE_KEEL_CDN_URL: 'https://cdn.example.org',
  VITE_KEEL_GEO_URL: 'https://geo.example.org',
};

describe('endpointsFromEnv', () => {
  it('reads the sandbox hosts a sandbox build passes', () => {
    expect(endpointsFromEnv(SANDBOX_ENV)).toEqual({
      ...SANDBOX_ENDPOINTS,
      extraSendRpcUrl: undefined,
      stagingApiUrl: undefined,
      swapApiUrl: undefined,
      testSwapApiUrl: undefined,
      embeddedWalletAppId: undefined,
      errorReportingDsn: undefined,
    });
  });

  it('takes real hosts from the variables, with no sandbox host behind them', () => {
    const endpoints = endpointsFromEnv(MAINNET_ENV);
    expect(endpoints.environment).toBe('mainnet-beta');
    expect(endpoints.rpcUrl).toBe('https://rpc.example.org');
    // A custom RPC without a websocket variable lets the connection derive its own.
    expect(endpoints.rpcWsUrl).toBeUndefined();
    expect(endpoints.apiUrl).toBe('https://api.example.org');
    expect(endpoints.cdnUrl).toBe('https://cdn.example.org');
    expect(endpoints.syntheticDollarYieldUrl).toBeUndefined();
  });

  it('names a missing environment or host instead of falling back to the sandbox', () => {
    expect(() => endpointsFromEnv({})).toThrow('VITE_KEEL_ENVIRONMENT is not set');
    for (const name of [
      'VITE_KEEL_RPC_URL',
      'VITE_KEEL_API_URL',
      'VITE_KEEL_CDN_URL',
      'VITE_KEEL_GEO_URL',
    ]) {
      expect(() => endpointsFromEnv({ ...MAINNET_ENV, [name]: '' }), name).toThrow(
        `${name} is not set`,
      );
    }
  });

  it('names the variable of a malformed URL', () => {
    expect(() =>
      endpointsFromEnv({ ...MAINNET_ENV, VITE_KEEL_RPC_URL: 'javascript:alert(1)' }),
    ).toThrow(/VITE_KEEL_RPC_URL/);
    expect(() => endpointsFromEnv({ ...MAINNET_ENV, VITE_KEEL_RPC_WS_URL: 'http://x' })).toThrow(
      EndpointConfigError,
    );
  });

  it('refuses an unknown environment with the spec text', () => {
    expect(() => endpointsFromEnv({ ...MAINNET_ENV, VITE_KEEL_ENVIRONMENT: 'moonnet' })).toThrow(
      'Invalid environment - moonnet',
    );
  });

  it('takes the error-reporting DSN over https only', () => {
    const dsn = 'https://public@o1.ingest.example.io/42';
    expect(
      endpointsFromEnv({ ...MAINNET_ENV, VITE_KEEL_ERROR_REPORTING_DSN: dsn }).errorReportingDsn,
    ).toBe(dsn);
    expect(endpointsFromEnv(MAINNET_ENV).errorReportingDsn).toBeUndefined();
    expect(() =>
      endpointsFromEnv({
        ...MAINNET_ENV,
        VITE_KEEL_ERROR_REPORTING_DSN: 'http://public@o1.ingest.example.io/42',
      }),
    ).toThrow(/VITE_KEEL_ERROR_REPORTING_DSN/);
  });
});
