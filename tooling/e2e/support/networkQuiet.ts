import type { Page } from '@playwright/test';

/**
 * Waits until the page has had no request in flight for `quietMs` (at most `maxMs`), so data-driven
 * content (table rows) has rendered before it is measured. It never fails: a polling screen may
 * never go quiet, and is then measured as it stands.
 */
export function trackNetworkQuiet(page: Page) {
  let inFlight = 0;
  let lastChange = Date.now();
  const change = (delta: number) => {
    inFlight += delta;
    lastChange = Date.now();
  };
  page.on('request', () => change(1));
  page.on('requestfinished', () => change(-1));
  page.on('requestfailed', () => change(-1));
  return async (quietMs = 150, maxMs = 4_000) => {
    const start = Date.now();
    while (Date.now() - start < maxMs) {
      if (inFlight <= 0 && Date.now() - lastChange >= quietMs) return;
      await page.waitForTimeout(50);
    }
  };
}
