import { expect, test } from '@playwright/test';
import { apps, brandName } from '../support/apps';
import { connectSandboxWallet } from '../support/wallet';

const [v1] = apps;

test.use({ viewport: { width: 1440, height: 900 } });

test('the swap banner links to /swap and its dismissal is remembered', async ({ page }) => {
  await page.goto(`${v1!.baseURL}/liquidity`);
  const banner = page.getByRole('region', { name: 'Swap' });
  await expect(banner).toContainText('Swap with no fees!');
  await expect(banner.getByRole('link', { name: `Explore ${brandName} Swap` })).toHaveAttribute(
    'href',
    '/swap',
  );
  await banner.getByRole('button', { name: 'Dismiss' }).click();
  await expect(banner).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Swap' })).toHaveCount(0);
});

test('withdraw-only mode shows its text', async ({ page }) => {
  await page.goto(`${v1!.baseURL}/liquidity?WITHDRAW_ONLY=true`);
  await expect(page.getByRole('region', { name: 'Withdraw only' })).toHaveText(
    /You are currently accessing the frontend in Withdraw only mode\./,
  );
});

test('a flagged wallet sees Access Prohibited', async ({ page }) => {
  await page.goto(`${v1!.baseURL}/liquidity`);
  await connectSandboxWallet(page, 'Sandbox Wallet (flagged)');
  const overlay = page.getByRole('alertdialog', { name: 'Access Prohibited' });
  await expect(overlay).toBeVisible();
  await expect(overlay).toContainText('community chat');
});

test('the ordinary wallet is not prohibited', async ({ page }) => {
  await page.goto(`${v1!.baseURL}/liquidity`);
  await connectSandboxWallet(page);
  await expect(page.getByRole('banner').getByRole('button', { name: /…/ })).toBeVisible();
  await page.waitForTimeout(1000);
  await expect(page.getByRole('alertdialog', { name: 'Access Prohibited' })).toHaveCount(0);
});
