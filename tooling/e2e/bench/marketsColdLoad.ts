import { expect, test } from '@playwright/test';
import { logRequests, waterfallDepths } from './requestLog';

const V1 = 'http://127.0.0.1:5173';

/**
 * Cold load of the markets list against the sandbox: RPC requests by method (and accounts per
 * getMultipleAccounts), API/CDN requests, the request waterfall and the time to the reserves
 * table's first row. A measurement, not a pass/fail timing test.
 */
test('markets list cold load', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const log = logRequests(page, { rpc: '8899', api: '8787' });
  await page.goto(`${V1}/lending`);
  const firstRow = page.locator('table tbody tr a').first();
  await expect(firstRow).toBeVisible({ timeout: 30_000 });
  const firstRowMs = await page.evaluate(() => performance.now());
  // Let the requests the first render started settle (farms, asset tiers) before counting.
  await page.waitForLoadState('networkidle');

  const rpc = log.filter((entry) => entry.kind === 'rpc');
  const api = log.filter((entry) => entry.kind === 'api');
  const byMethod = new Map<string, number>();
  for (const method of rpc.flatMap((entry) => entry.methods)) {
    byMethod.set(method, (byMethod.get(method) ?? 0) + 1);
  }
  const accountsPerCall = rpc.flatMap((entry) => entry.accountsPerCall);
  const depths = waterfallDepths(log);
  const lines = [
    `time to first table row: ${firstRowMs.toFixed(0)} ms after navigation start`,
    `RPC HTTP requests: ${rpc.length}`,
    ...[...byMethod].sort().map(([method, count]) => `  ${method}: ${count}`),
    `  accounts per getMultipleAccounts: ${accountsPerCall.join(', ') || '-'}`,
    `API/CDN requests: ${api.length}`,
    ...api.map((entry) => `  ${entry.label}`),
    `waterfall (depth: request, start–end ms):`,
    ...[...depths]
      .sort((a, b) => a[1] - b[1] || a[0].startMs - b[0].startMs)
      .map(
        ([entry, depth]) =>
          `  ${depth}: ${entry.kind} ${entry.label} ${entry.startMs.toFixed(0)}–${entry.endMs?.toFixed(0) ?? '?'}`,
      ),
    `deepest chain: ${Math.max(0, ...depths.values())}`,
  ];
  console.log(lines.join('\n'));
  await context.close();
});
