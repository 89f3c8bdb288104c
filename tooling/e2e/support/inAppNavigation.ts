import type { Page } from '@playwright/test';

/**
 * Waits until the app has replaced the static shell a cold load paints first: only then is the
 * router listening (the shell already shows the route's heading, so a heading proves nothing).
 */
export async function waitForAppMounted(page: Page) {
  await page.waitForFunction(() => document.querySelector('[data-keel-shell]') === null, null, {
    timeout: 15_000,
  });
}

/** A client-side navigation, as a link click would do: the page and its chunks stay loaded. */
export async function navigateInApp(page: Page, url: string) {
  await waitForAppMounted(page);
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, url);
}

/** Waits for the screen's heading, checking every frame (expect's back-off would dominate). */
export async function waitForHeading(page: Page, title: string) {
  await page.waitForFunction(
    (text) => document.querySelector('main h1')?.textContent?.trim() === text,
    title,
    { polling: 'raf', timeout: 10_000 },
  );
}
