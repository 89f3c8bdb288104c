import { expect, type Page, test } from '@playwright/test';
import { apps, brandName } from '../support/apps';
import { navigateInApp, waitForHeading } from '../support/inAppNavigation';
import { trackNetworkQuiet } from '../support/networkQuiet';
import { measureHorizontalOverflow, revealHorizontalOverflow } from '../support/overflow';
import { collectPageErrors } from '../support/pageErrors';
import { screenVisits } from '../support/screenVisits';
import { disclaimer } from '../support/wallet';

/** O§2.2's phone and tablet breakpoints. */
const WIDTHS = [375, 768] as const;
const HEIGHT = 800;

const connectWallet = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: 'Connect Wallet' });

/**
 * No horizontal overflow, and Connect Wallet wholly in view and clickable (nothing covers it).
 * `open` clicks it for real and expects the disclaimer; otherwise a trial click checks the same
 * actionability without the dialog's round trip, which would double the run.
 */
async function expectFitsAndConnectable(page: Page, url: string, width: number, open: boolean) {
  const overflow = await measureHorizontalOverflow(page);
  expect
    .soft(overflow.scrollWidth, `${url} at ${width} px overflows: ${overflow.culprits.join('; ')}`)
    .toBeLessThanOrEqual(overflow.innerWidth);

  const button = connectWallet(page);
  await expect.soft(button, `Connect Wallet in view on ${url} at ${width} px`).toBeInViewport({
    ratio: 1,
  });
  // O§4.1: the button does nothing on the terms page.
  if (!open || url === '/terms') {
    await button.click({ trial: true });
    return;
  }
  await button.click();
  await expect(disclaimer(page), `disclaimer on ${url} at ${width} px`).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(disclaimer(page)).toBeHidden();
}

// One page per app and width, moving route to route inside the app: no reloads, no resizes (some
// layouts follow the width through a debounced media query).
for (const target of apps.filter((app) => app.name !== 'manager')) {
  for (const width of WIDTHS) {
    test(`${target.name} at ${width} px: every route fits and Connect Wallet is in reach`, async ({
      page,
    }) => {
      const visits = [{ url: '/404', title: 'Page not found' }, ...screenVisits(target)];
      // About a second a route on a quiet machine; twice that on a loaded one (2 cores, 2 workers).
      test.setTimeout(visits.length * 2_000);
      const errors = collectPageErrors(page);
      const networkQuiet = trackNetworkQuiet(page);
      await page.setViewportSize({ width, height: HEIGHT });
      await page.goto(`${target.baseURL}/`);
      await revealHorizontalOverflow(page);
      for (const [index, visit] of visits.entries()) {
        await test.step(visit.url, async () => {
          await navigateInApp(page, visit.url);
          await waitForHeading(page, visit.title);
          // Rows and figures arrive after the heading; measure what the user ends up with.
          await networkQuiet();
          // The first route and the app's main page open the disclaimer for real.
          const open = index < 2;
          await expectFitsAndConnectable(page, visit.url, width, open);
        });
      }
      expect(errors).toEqual([]);
    });
  }
}

test.describe('the phone header', () => {
  test.use({ viewport: { width: 375, height: HEIGHT } });

  test('holds the menu button, the logo and Connect Wallet; the drawer holds the other controls', async ({
    page,
  }) => {
    const [v1] = apps;
    await page.goto(`${v1!.baseURL}/liquidity`);
    const header = page.getByRole('banner');
    const controls = header.locator('a:visible, button:visible');
    await expect(controls).toHaveText(['', brandName, 'Connect Wallet']);
    await expect(header.getByRole('button', { name: 'Open menu' })).toBeVisible();
    await expect(header.getByRole('link', { name: `${brandName} home` })).toBeVisible();

    await header.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer.getByRole('link', { name: 'Points' })).toBeVisible();
    // Keyboard: the settings modal opens above the drawer and Escape closes it alone.
    await drawer.getByRole('button', { name: 'Settings' }).focus();
    await page.keyboard.press('Enter');
    const settings = page.getByRole('dialog', { name: 'Transaction settings' });
    await expect(settings).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(settings).toBeHidden();
    await expect(drawer).toBeVisible();

    // A control's link navigates and closes the drawer.
    await drawer.getByRole('link', { name: 'Points' }).click();
    await expect(page).toHaveURL(`${v1!.baseURL}/points`);
    await expect(drawer).toBeHidden();
  });

  test('keeps the controls in the header from 768 px, and the drawer then lists navigation only', async ({
    page,
  }) => {
    const [, v3] = apps;
    await page.setViewportSize({ width: 768, height: HEIGHT });
    await page.goto(`${v3!.baseURL}/`);
    const header = page.getByRole('banner');
    await expect(header.getByRole('button', { name: 'Settings' })).toBeInViewport({ ratio: 1 });
    await expect(header.getByRole('link', { name: 'Points' })).toBeInViewport({ ratio: 1 });
    await header.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Settings' })).toBeHidden();
  });
});
