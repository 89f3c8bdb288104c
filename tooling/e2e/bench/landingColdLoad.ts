import { expect, test } from '@playwright/test';
import { logRequests } from './requestLog';

const V3 = 'http://127.0.0.1:5174';

/**
 * Cold load of the v3 main page against the sandbox: RPC requests by method and the bytes they
 * answered until its lending figures have shown and the network has settled. A measurement, not
 * a pass/fail test.
 */
test('v3 landing cold load', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const log = logRequests(page, { rpc: '8899', api: '8787' });
  const bodies: Promise<number>[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).port !== '8899') return;
    bodies.push(response.body().then((body) => body.length));
  });
  await page.goto(`${V3}/`);
  const figures = page.getByRole('definition').filter({ hasText: /^\d+$/ });
  await expect(figures.first()).toBeVisible({ timeout: 30_000 });
  const figuresMs = await page.evaluate(() => performance.now());
  await page.waitForLoadState('networkidle');
  const rpcBytes = (await Promise.all(bodies)).reduce((sum, length) => sum + length, 0);
  const rpc = log.filter((entry) => entry.kind === 'rpc');
  const byMethod = new Map<string, number>();
  for (const method of rpc.flatMap((entry) => entry.methods)) {
    byMethod.set(method, (byMethod.get(method) ?? 0) + 1);
  }
  console.log(
    [
      `figures shown: ${figuresMs.toFixed(0)} ms after navigation start`,
      `RPC HTTP requests: ${rpc.length} (${(rpcBytes / 1024).toFixed(1)} KB answered)`,
      ...[...byMethod].sort().map(([method, count]) => `  ${method}: ${count}`),
      `  accounts per getMultipleAccounts: ${rpc.flatMap((entry) => entry.accountsPerCall).join(', ') || '-'}`,
    ].join('\n'),
  );
  await context.close();
});
