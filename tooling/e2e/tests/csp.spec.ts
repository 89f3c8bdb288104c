import { allFlagsOn } from '@keel/product';
import { expect, type Page, test } from '@playwright/test';
import { appFlags, apps, brandName } from '../support/apps';
import { navigateInApp, waitForAppMounted, waitForHeading } from '../support/inAppNavigation';
import { trackNetworkQuiet } from '../support/networkQuiet';
import { sampleUrls } from '../support/sampleUrls';
import { connectSandboxWallet } from '../support/wallet';

/** What a page reported of its content security policy. */
interface Violation {
  directive: string;
  blocked: string;
  source: string;
}

declare global {
  interface Window {
    keelViolations?: Violation[];
    keelInlineScriptRan?: boolean;
  }
}

/**
 * Records every `securitypolicyviolation` of the page from its first script on (an init script
 * runs before the page's own and is not itself subject to the policy), and every console message
 * the browser writes when it refuses something.
 */
async function watchPolicy(page: Page) {
  await page.addInitScript(() => {
    window.keelViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.keelViolations?.push({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        source: `${event.sourceFile}:${event.lineNumber}`,
      });
    });
  });
  const refusals: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) refusals.push(message.text());
  });
  return {
    refusals,
    violations: () => page.evaluate(() => window.keelViolations ?? []),
  };
}

/** The policy the built index.html carries (the browser tests serve the production builds). */
async function metaPolicy(page: Page) {
  return page
    .locator('meta[http-equiv="Content-Security-Policy"]')
    .getAttribute('content', { timeout: 5_000 });
}

const CHUNK = 8;

for (const target of apps) {
  const flags = appFlags(target, 'production');
  const literalPaths = new Set(target.routes.map((route) => route.path));
  const visits = target.routes.flatMap((route) =>
    sampleUrls(route)
      .filter((url) => url === route.path || !literalPaths.has(url))
      .filter(() => allFlagsOn(flags, route.flag))
      .map((url) => ({ url, title: route.title.replaceAll('{product}', brandName) })),
  );

  test.describe(`${target.name} app under its content security policy`, () => {
    for (let start = 0; start < visits.length; start += CHUNK) {
      const chunk = visits.slice(start, start + CHUNK);
      test(`routes ${chunk[0]?.url} … (${chunk.length}) load with no violation`, async ({
        page,
      }) => {
        const policy = await watchPolicy(page);
        const quiet = trackNetworkQuiet(page);
        for (const [index, visit] of chunk.entries()) {
          await test.step(visit.url, async () => {
            if (index === 0) {
              await page.goto(`${target.baseURL}${visit.url}`);
              expect(await metaPolicy(page)).toContain("script-src 'self'");
            } else {
              await navigateInApp(page, visit.url);
            }
            await waitForHeading(page, visit.title);
            await quiet();
            expect(await policy.violations(), visit.url).toEqual([]);
            expect(policy.refusals, visit.url).toEqual([]);
          });
        }
      });
    }

    test('connecting the sandbox wallet breaks no rule', async ({ page }) => {
      const policy = await watchPolicy(page);
      await page.goto(`${target.baseURL}/`);
      await waitForAppMounted(page);
      await connectSandboxWallet(page);
      await trackNetworkQuiet(page)();
      expect(await policy.violations()).toEqual([]);
      expect(policy.refusals).toEqual([]);
    });

    test('an injected inline script is blocked', async ({ page }) => {
      const policy = await watchPolicy(page);
      await page.goto(`${target.baseURL}/`);
      await waitForAppMounted(page);
      await page.evaluate(() => {
        const script = document.createElement('script');
        script.textContent = 'window.keelInlineScriptRan = true;';
        document.body.append(script);
      });
      await expect
        .poll(async () => (await policy.violations()).map((violation) => violation.directive))
        .toContain('script-src-elem');
      expect(await page.evaluate(() => window.keelInlineScriptRan)).toBeUndefined();
      expect((await policy.violations())[0]?.blocked).toBe('inline');
    });
  });
}
