import { describe, expect, it } from 'vitest';
import { EndpointConfigError, endpointsFromEnv, SANDBOX_ENDPOINTS } from './endpoints';

describe('endpointsFromEnv', () => {
  it('defaults to the sandbox', () => {
    expect(endpointsFromEnv({})).toEqual({ ...SANDBOX_ENDPOINTS, extraSendRpcUrl: undefined });
  });

  it('takes real hosts from the variables', () => {
    const endpoints = endpointsFromEnv({
      VITE_KEEL_ENVIRONMENT: 'mainnet-beta',
      VITE_KEEL_RPC_URL: 'https://rpc.example.org/',
      VITE_KEEL_API_URL: 'https://api.example.org',
    });
    expect(endpoints.environment).toBe('mainnet-beta');
    expect(endpoints.rpcUrl).toBe('https://rpc.example.org');
    // A custom RPC without a websocket variable lets the connection derive its own.
    expect(endpoints.rpcWsUrl).toBeUndefined();
    expect(endpoints.apiUrl).toBe('https://api.example.org');
    expect(endpoints.cdnUrl).toBe(SANDBOX_ENDPOINTS.cdnUrl);
  });

  it('names the variable of a malformed URL', () => {
    expect(() => endpointsFromEnv({ VITE_KEEL_RPC_URL: 'javascript:alert(1)' })).toThrow(
      /VITE_KEEL_RPC_URL/,
    );
    expect(() => endpointsFromEnv({ VITE_KEEL_RPC_WS_URL: 'http://x' })).toThrow(
      EndpointConfigError,
    );
  });

  it('refuses an unknown environment with the spec text', () => {
    expect(() => endpointsFromEnv({ VITE_KEEL_ENVIRONMENT: 'moonnet' })).toThrow(
      'Invalid environment - moonnet',
    );
  });

  it('takes the error-reporting DSN over https only', () => {
    const dsn = 'https://public@o1.ingest.example.io/42';
    expect(endpointsFromEnv({ VITE_KEEL_ERROR_REPORTING_DSN: dsn }).errorReportingDsn).toBe(dsn);
    expect(endpointsFromEnv({}).errorReportingDsn).toBeUndefined();
    expect(() =>
      endpointsFromEnv({ VITE_KEEL_ERROR_REPORTING_DSN: 'http://public@o1.ingest.example.io/42' }),
    ).toThrow(/VITE_KEEL_ERROR_REPORTING_DSN/);
  });
});
