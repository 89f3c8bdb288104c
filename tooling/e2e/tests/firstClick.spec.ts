import { expect, type Page, test } from '@playwright/test';
import { apps, brandName } from '../support/apps';
import { disclaimer } from '../support/wallet';

const [v1] = apps;

// The app's code after the entry: the mount chunk and everything it brings. The entry paints
// the static shell; held back, the app cannot mount.
const APP_CODE = /\/assets\/(?!index-)[^/]+\.js$/;

/** Holds the app's code back until the returned function is called. */
async function holdAppCode(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(APP_CODE, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

const shell = (page: Page) => page.locator('[data-keel-shell]');

test('Connect Wallet clicked at first paint opens the wallet dialog once the app mounts', async ({
  page,
}) => {
  const release = await holdAppCode(page);
  await page.goto(`${v1!.baseURL}/`);
  const early = shell(page).getByRole('banner').getByRole('button', { name: 'Connect Wallet' });
  await early.click();
  // The click is kept, and the button says so, while the app is still on its way.
  await expect(early).toHaveAttribute('aria-busy', 'true');
  await expect(early).toHaveCSS('cursor', 'progress');
  await expect(disclaimer(page)).toHaveCount(0);
  release();
  await expect(disclaimer(page)).toBeVisible({ timeout: 15_000 });
  await expect(shell(page)).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Borrow / Lend');
});

test('the home link clicked at first paint navigates once the app mounts, without a reload', async ({
  page,
}) => {
  const release = await holdAppCode(page);
  await page.goto(`${v1!.baseURL}/terms`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms and conditions');
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(request.url());
  });
  await shell(page)
    .getByRole('link', { name: `${brandName} home` })
    .click();
  await expect(page).toHaveURL(`${v1!.baseURL}/terms`);
  release();
  await expect(page).toHaveURL(`${v1!.baseURL}/`, { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Borrow / Lend');
  await expect(
    page.getByRole('banner').getByRole('button', { name: 'Connect Wallet' }),
  ).toBeVisible();
  expect(documents).toEqual([]);
});
