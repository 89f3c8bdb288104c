// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { testBrand } from '../testing/renderApp';
import { lazyApiClient } from './apiClient';
import { SANDBOX_ENDPOINTS } from './endpoints';

const withStagingHost = { ...SANDBOX_ENDPOINTS, stagingApiUrl: 'https://staging-api.example.org' };

describe('lazyApiClient', () => {
  it('talks to the staging host when the staging flag is set and a host is configured', async () => {
    const client = await lazyApiClient(withStagingHost, testBrand, { staging: true })();
    expect(client.config.staging).toBe(true);
    expect(client.config.apiUrl).toBe('https://staging-api.example.org');
  });

  it('keeps the main host without the flag, or without a staging host', async () => {
    const unflagged = await lazyApiClient(withStagingHost, testBrand)();
    expect(unflagged.config.staging).toBe(false);
    expect(unflagged.config.apiUrl).toBe(SANDBOX_ENDPOINTS.apiUrl);
    const noHost = await lazyApiClient(SANDBOX_ENDPOINTS, testBrand, { staging: true })();
    expect(noHost.config.apiUrl).toBe(SANDBOX_ENDPOINTS.apiUrl);
  });
});
