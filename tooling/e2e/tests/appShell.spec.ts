import { expect, test } from '@playwright/test';
import { apps, brandName } from '../support/apps';

const [v1] = apps;

// The app's code after the entry: the mount chunk and everything it brings.
const APP_CODE = /\/assets\/(?!index-)[^/]+\.js$/;

for (const width of [375, 1280]) {
  test(`at ${width} px a cold load paints the route's heading before the app's code arrives`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(APP_CODE, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${v1!.baseURL}/`);
    // Painted by the entry alone: the header bar, the title and the description.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Borrow / Lend');
    await expect(page.locator('.keel-page__subtitle')).toHaveText(
      `Lend and borrow assets in ${brandName} lending markets.`,
    );
    await expect(page.locator('.keel-header__logo-text')).toHaveText(brandName);
    await expect(page).toHaveTitle(`Borrow / Lend | ${brandName}`);
    const shellTop = await page.locator('.keel-page__subtitle').boundingBox();
    // The shell's Connect Wallet (its click is kept for the app: firstClick.spec.ts).
    await expect(
      page.locator('[data-keel-shell]').getByRole('button', { name: 'Connect Wallet' }),
    ).toBeVisible();
    release();
    // React takes over in the same layout: the wallet button and the reserves arrive, the
    // heading stays where the shell painted it.
    await expect(page.locator('[data-keel-shell]')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible();
    await expect(page.locator('main table tbody tr').first()).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Borrow / Lend');
    expect((await page.locator('.keel-page__subtitle').boundingBox())?.y).toBe(shellTop?.y);
  });
}

test('app code that cannot be downloaded is said in the page, with a reload', async ({ page }) => {
  await page.route(/\/assets\/mount-[^/]+\.js$/, (route) => route.abort());
  await page.goto(`${v1!.baseURL}/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page could not be shown');
  await expect(page.getByRole('alert')).toContainText(
    'Part of the app could not be downloaded. Check your connection and try again.',
  );
  await page.unroute(/\/assets\/mount-[^/]+\.js$/);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Borrow / Lend');
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible();
});
