import { expect, type Page, test } from '@playwright/test';
import { apps } from '../support/apps';

const [v1, v3, manager] = apps;
const ADDRESS = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';

const mainNav = (page: Page) => page.getByRole('banner').getByRole('navigation', { name: 'Main' });

const ACTIVE_SAMPLES: readonly { base: string; path: string; label: string }[] = [
  { base: v1!.baseURL, path: '/', label: 'Borrow / Lend' },
  { base: v1!.baseURL, path: '/lending', label: 'Borrow / Lend' },
  { base: v1!.baseURL, path: `/lending/reserve/${ADDRESS}/${ADDRESS}`, label: 'Borrow / Lend' },
  { base: v1!.baseURL, path: '/swap/limit/SOL-USDC', label: 'Swap' },
  { base: v1!.baseURL, path: '/leaderboard-referrals', label: 'Swap' },
  { base: v1!.baseURL, path: `/liquidity/SOL-USDC-orca/${ADDRESS}`, label: 'Liquidity' },
  { base: v1!.baseURL, path: `/multiply/${ADDRESS}/${ADDRESS}`, label: 'Multiply' },
  {
    base: v1!.baseURL,
    path: `/lending/leverage/${ADDRESS}/${ADDRESS}/${ADDRESS}/long`,
    label: 'Long / Short',
  },
  { base: v3!.baseURL, path: '/earn/lend', label: 'Earn' },
  { base: v3!.baseURL, path: `/markets/dashboard/${ADDRESS}/${ADDRESS}`, label: 'Markets' },
  { base: v3!.baseURL, path: '/leverage/main/SOL/USDC', label: 'Leverage' },
  { base: v3!.baseURL, path: `/my-portfolio/${ADDRESS}`, label: 'Portfolio' },
  { base: manager!.baseURL, path: `/manage-vaults/${ADDRESS}`, label: 'Lending Vaults' },
  { base: manager!.baseURL, path: '/manage-markets', label: 'Markets' },
];

test.describe('active navigation item', () => {
  test.use({ viewport: { width: 1440, height: 900 } });
  for (const { base, path, label } of ACTIVE_SAMPLES) {
    test(`${label} is active on ${base.slice(-4)}${path}`, async ({ page }) => {
      await page.goto(`${base}${path}`);
      const current = mainNav(page).locator('[aria-current="page"]');
      await expect(current).toHaveCount(1);
      await expect(current).toContainText(label);
    });
  }
});

test.describe('drawer menu at 800 px', () => {
  test.use({ viewport: { width: 800, height: 900 } });

  test('opens from the menu button and closes on Escape, overlay, close button and picking an item', async ({
    page,
  }) => {
    await page.goto(`${v1!.baseURL}/`);
    await expect(mainNav(page)).toBeHidden();
    const menuButton = page.getByRole('button', { name: 'Open menu' });
    const drawer = page.getByRole('dialog', { name: 'Menu' });

    await menuButton.click();
    await expect(drawer).toBeVisible();
    // The drawer slides in; measure once it has settled at the left edge.
    await expect.poll(async () => (await drawer.boundingBox())?.x).toBe(0);
    expect((await drawer.boundingBox())?.width).toBeLessThan(800);
    await expect(drawer.getByRole('separator')).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Twitter' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();

    await menuButton.click();
    await page.mouse.click(790, 450);
    await expect(drawer).toBeHidden();

    await menuButton.click();
    await drawer.getByRole('button', { name: 'Close' }).click();
    await expect(drawer).toBeHidden();

    await menuButton.click();
    await drawer.getByRole('link', { name: 'Liquidity' }).click();
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL(`${v1!.baseURL}/liquidity`);
  });

  test('locks page scrolling while open', async ({ page }) => {
    await page.goto(`${v1!.baseURL}/terms`);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.locator('body')).toHaveCSS('overflow', 'hidden');
    await page.keyboard.press('Escape');
    await expect(page.locator('body')).not.toHaveCSS('overflow', 'hidden');
  });
});

test.describe('drawer menu at 400 px', () => {
  test.use({ viewport: { width: 400, height: 800 } });

  test('takes the full viewport width', async ({ page }) => {
    await page.goto(`${v3!.baseURL}/`);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect.poll(async () => (await drawer.boundingBox())?.x).toBe(0);
    expect((await drawer.boundingBox())?.width).toBe(400);
  });
});

test.describe('menus at desktop width', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('a Coming Soon item cannot be navigated to', async ({ page }) => {
    await page.goto(`${v1!.baseURL}/liquidity?CLAIM=false`);
    await mainNav(page).getByRole('button', { name: 'KMNO' }).hover();
    const stake = page.getByRole('menuitem', { name: /Stake/ });
    await expect(stake).toContainText('Coming Soon');
    await expect(stake).toHaveAttribute('aria-disabled', 'true');
    await stake.click({ force: true });
    await expect(page).toHaveURL(`${v1!.baseURL}/liquidity?CLAIM=false`);
  });

  test('hovering a submenu opens it and its items navigate', async ({ page }) => {
    await page.goto(`${v1!.baseURL}/`);
    await mainNav(page).getByRole('button', { name: 'KMNO' }).hover();
    await page.getByRole('menuitem', { name: 'Season 3' }).click();
    await expect(page).toHaveURL(`${v1!.baseURL}/season-3-airdrop`);
  });

  test('external links of the More menu open in a new window with no opener', async ({ page }) => {
    await page.goto(`${v3!.baseURL}/swap`);
    await mainNav(page).getByRole('button', { name: 'More' }).hover();
    const docs = page.getByRole('menuitem', { name: 'Documentation' });
    await expect(docs).toHaveAttribute('target', '_blank');
    await expect(docs).toHaveAttribute('rel', /noopener/);
  });

  test('the header shows decorative circles on listing pages only, the right one not on the v3 dashboard', async ({
    page,
  }) => {
    await page.goto(`${v1!.baseURL}/`);
    await expect(page.locator('.keel-decor__circle')).toHaveCount(2);
    await page.goto(`${v1!.baseURL}/terms`);
    await expect(page.locator('.keel-decor__circle')).toHaveCount(0);
    await page.goto(`${v3!.baseURL}/markets/dashboard/${ADDRESS}/${ADDRESS}`);
    await expect(page.locator('.keel-decor__circle--left')).toHaveCount(1);
    await expect(page.locator('.keel-decor__circle--right')).toHaveCount(0);
  });

  test('the points button appears and links to the points page', async ({ page }) => {
    await page.goto(`${v1!.baseURL}/liquidity`);
    await page.getByRole('banner').getByRole('link', { name: 'Points' }).click();
    await expect(page).toHaveURL(`${v1!.baseURL}/points`);
  });

  test('navigating scrolls to the top except on leverage pages', async ({ page }) => {
    await page.goto(`${v1!.baseURL}/terms`);
    await page.evaluate(() => window.scrollTo(0, 1500));
    await page.getByRole('contentinfo').getByRole('link', { name: 'Liquidity' }).click();
    await expect(page).toHaveURL(`${v1!.baseURL}/liquidity`);
    // The URL changes first; the new screen (a lazy chunk) renders, and scrolls, after it.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});
