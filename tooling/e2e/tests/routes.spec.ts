import { allFlagsOn } from '@keel/product';
import { expect, test } from '@playwright/test';
import { appFlags, apps, brandName } from '../support/apps';
import { navigateInApp, waitForHeading } from '../support/inAppNavigation';
import { collectPageErrors } from '../support/pageErrors';
import { sampleUrls } from '../support/sampleUrls';

const brandText = (text: string) => text.replaceAll('{product}', brandName);

interface Visit {
  url: string;
  title: string;
  description: string;
  enabled: boolean;
}

const CHUNK = 8;

// The browser tests run against production builds, so flags follow the production profile.
for (const target of apps) {
  const flags = appFlags(target, 'production');
  const literalPaths = new Set(target.routes.map((route) => route.path));
  const visits: Visit[] = target.routes.flatMap((route) =>
    sampleUrls(route)
      .filter((url) => url === route.path || !literalPaths.has(url))
      .map((url) => ({
        url,
        title: brandText(route.title),
        description: brandText(route.description),
        enabled: allFlagsOn(flags, route.flag),
      })),
  );

  // A few visits per test keep browser-context start-up from dominating the run.
  for (let start = 0; start < visits.length; start += CHUNK) {
    const chunk = visits.slice(start, start + CHUNK);
    test(`${target.name} app routes ${chunk[0]?.url} … (${chunk.length})`, async ({ page }) => {
      const errors = collectPageErrors(page);
      for (const [index, visit] of chunk.entries()) {
        await test.step(`${visit.url} ${visit.enabled ? 'renders' : 'redirects to /404'}`, async () => {
          // The chunk's first URL is entered directly; the others are reached in the app, as a
          // link would: a reload per URL would triple the run.
          if (index === 0) await page.goto(`${target.baseURL}${visit.url}`);
          else await navigateInApp(page, visit.url);
          if (visit.enabled) {
            await waitForHeading(page, visit.title);
            await expect(page).toHaveTitle(`${visit.title} | ${brandName}`);
            await expect(page.getByRole('heading', { level: 1 })).toHaveText(visit.title);
            await expect(page.locator('meta[name="description"]')).toHaveAttribute(
              'content',
              visit.description,
            );
          } else {
            await expect(page).toHaveURL(`${target.baseURL}/404`);
            await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
          }
          expect(errors, visit.url).toEqual([]);
        });
      }
    });
  }
}
