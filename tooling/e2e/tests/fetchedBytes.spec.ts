import { expect, test } from '@playwright/test';
import { apps } from '../support/apps';
import { recordFetchedScripts } from '../support/fetchedScripts';
import { trackNetworkQuiet } from '../support/networkQuiet';

const [v1] = apps;
const KB = 1024;

/**
 * The JavaScript a cold load of a route really downloads before it is idle (issue 21): every
 * script response, gzipped, in a fresh browser context. Static imports alone undercount: the
 * chunks a route loads after its first render count here too.
 *
 * `maxBytes` is enforced: the measured figure plus about 3 %, so a change that grows the
 * download fails here. `targetBytes` is issue 21's goal (met on every page: the markets fetch
 * 199.1 KB, react-dom 62 KB of it). None of these pages may load web3.js: they only read.
 */
const BUDGETS = [
  { name: 'markets', path: '/', maxBytes: 205 * KB, targetBytes: 200 * KB },
  { name: 'terms', path: '/terms', maxBytes: 173 * KB, targetBytes: 200 * KB },
  { name: 'reserve page', path: null, maxBytes: 218 * KB, targetBytes: 260 * KB },
] as const;

for (const budget of BUDGETS) {
  test(`a cold load of the ${budget.name} fetches at most ${budget.maxBytes / KB} KB of gzipped JavaScript`, async ({
    browser,
    page,
  }) => {
    let path: string | null = budget.path;
    if (path === null) {
      // The reserve page is the first one the markets list links to, found in another context
      // so the measured one starts cold.
      const finder = await browser.newPage();
      await finder.goto(`${v1!.baseURL}/`);
      const link = finder.locator('main a[href*="/reserve/"]').first();
      await expect(link).toBeVisible();
      path = (await link.getAttribute('href')) ?? '';
      await finder.close();
    }
    const scripts = recordFetchedScripts(page);
    const networkQuiet = trackNetworkQuiet(page);
    await page.goto(`${v1!.baseURL}${path}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await networkQuiet(500, 10_000);
    await scripts.settle();
    const fetched = await scripts.list();
    const total = fetched.reduce((sum, script) => sum + script.gzipBytes, 0);
    const largest = [...fetched]
      .sort((a, b) => b.gzipBytes - a.gzipBytes)
      .slice(0, process.env.KEEL_FETCHED_ALL ? undefined : 8)
      .map((script) => `${(script.gzipBytes / KB).toFixed(1)} KB ${new URL(script.url).pathname}`);
    const summary = `${(total / KB).toFixed(1)} KB gzip in ${fetched.length} scripts on ${path} (target ${budget.targetBytes / KB} KB)`;
    test.info().annotations.push({ type: 'fetched JavaScript', description: summary });
    console.log(`[fetched bytes] ${summary}\n  ${largest.join('\n  ')}`);
    expect(fetched.length, 'scripts fetched').toBeGreaterThan(0);
    const web3 = fetched.filter((script) => script.isWeb3).map((script) => script.url);
    expect(web3, 'web3.js loaded by a page that only reads').toEqual([]);
    expect(total, `${summary}; largest:\n${largest.join('\n')}`).toBeLessThanOrEqual(
      budget.maxBytes,
    );
  });
}
