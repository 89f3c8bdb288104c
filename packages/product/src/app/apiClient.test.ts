// @vitest-environment node
import { createToaster } from '@keel/ui-kit';
import { describe, expect, it } from 'vitest';
import { testBrand } from '../testing/renderApp';
import { lazyApiClient, reportApiFailure } from './apiClient';
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

describe('reportApiFailure', () => {
  const failure = (notice?: { message: string; description?: string }) => ({
    endpoint: 'GET /v2/strategies/{strategy}/shareholders/{wallet}/pnl',
    fallback: 'zero values',
    ...(notice ? { notice } : {}),
  });

  it("reports every fallback and shows the spec'd toast once per description", () => {
    const reported: unknown[] = [];
    const toaster = createToaster();
    const reporting = { report: (error: unknown) => reported.push(error) > 0 };
    const notice = {
      message: 'Loading error',
      description: 'Failed to load user PnL for strategy S',
    };
    reportApiFailure(reporting, toaster, new Error('500'), failure(notice));
    reportApiFailure(reporting, toaster, new Error('500 again'), failure(notice));
    reportApiFailure(reporting, toaster, new Error('no notice'), failure());
    expect(reported).toHaveLength(3);
    expect(
      toaster
        .getSnapshot()
        .map(({ type, message, description }) => ({ type, message, description })),
    ).toEqual([
      {
        type: 'error',
        message: 'Loading error',
        description: 'Failed to load user PnL for strategy S',
      },
    ]);
  });

  it('gives the app client a reporter that raises the notice of a failed PnL read', async () => {
    const toaster = createToaster();
    const reporting = { report: () => true };
    const client = await lazyApiClient(
      { ...SANDBOX_ENDPOINTS, apiUrl: 'http://127.0.0.1:9' },
      testBrand,
      { reportError: (error, context) => reportApiFailure(reporting, toaster, error, context) },
    )();
    const pnl = await client.strategies.userPnl('S', 'W');
    expect(pnl.totalPnl.usd.toFixed()).toBe('0');
    expect(toaster.getSnapshot().map((t) => t.description)).toEqual([
      'Failed to load user PnL for strategy S',
    ]);
  });
});
