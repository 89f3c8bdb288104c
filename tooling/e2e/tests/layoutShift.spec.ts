import { expect, test } from '@playwright/test';
import { apps } from '../support/apps';
import { trackNetworkQuiet } from '../support/networkQuiet';

const [v1] = apps;

declare global {
  interface Window {
    /** The footer's top edge in every frame since the document started. */
    keelFooterTops?: number[];
    /** The sum of the layout-shift entries not caused by input. */
    keelLayoutShift?: number;
  }
}

/** Records the footer's position every frame and the layout shift, from the first byte on. */
function recordLayout() {
  window.keelFooterTops = [];
  window.keelLayoutShift = 0;
  const frame = () => {
    const footer = document.querySelector('footer');
    if (footer) window.keelFooterTops?.push(footer.getBoundingClientRect().top);
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
    })[]) {
      if (!entry.hadRecentInput)
        window.keelLayoutShift = (window.keelLayoutShift ?? 0) + entry.value;
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

const VIEWPORTS = [
  { width: 375, height: 800 },
  { width: 1440, height: 900 },
] as const;

/** Issue 21: the cumulative layout shift of every route stays under this. */
const CLS_LIMIT = 0.05;
/** The reserve page is the first one the markets list (on `/`) links to. */
const RESERVE = 'reserve page';
const PATHS = [
  '/',
  RESERVE,
  '/terms',
  '/governance-and-staking?GOVERNANCE=true',
  '/liquidity',
  '/my-portfolio',
];

for (const viewport of VIEWPORTS) {
  test(`no layout shift while a screen loads (${viewport.width} px)`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(viewport);
    await page.addInitScript(recordLayout);
    const networkQuiet = trackNetworkQuiet(page);
    const reserveLink = page.locator('main a[href*="/reserve/"]').first();
    for (const [index, listed] of PATHS.entries()) {
      const path = listed === RESERVE ? ((await reserveLink.getAttribute('href')) ?? '') : listed;
      await test.step(path, async () => {
        await page.goto(`${v1!.baseURL}${path}`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await networkQuiet();
        // A path no route claims (or a flag left off) lands on /404, not the layout meant.
        await expect(page).not.toHaveURL(/\/404$/);
        if (index === 0) await expect(reserveLink).toBeVisible();
        const { tops, shift } = await page.evaluate(() => ({
          tops: window.keelFooterTops ?? [],
          shift: window.keelLayoutShift ?? 0,
        }));
        test.info().annotations.push({ type: `CLS ${path}`, description: shift.toFixed(4) });
        expect(tops.length, 'frames with a footer').toBeGreaterThan(0);
        expect(Math.min(...tops), `footer top on ${path}`).toBeGreaterThanOrEqual(viewport.height);
        // Soft, so one route over the limit still lets the others be measured and reported.
        expect.soft(shift, `cumulative layout shift on ${path}`).toBeLessThan(CLS_LIMIT);
      });
    }
  });
}
