import { expect, test } from '@playwright/test';
import { apps, brandName } from '../support/apps';
import { connectSandboxWallet, sandboxWallet, storageKeyPrefix } from '../support/wallet';

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

test('the ordinary wallet is not prohibited, and its fresh screening is reused from storage', async ({
  page,
}) => {
  const { publicKey } = await sandboxWallet('ordinary');
  const key = `${storageKeyPrefix}.userMetadata.${publicKey}`;
  const metadataCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes(`/users/${publicKey}/metadata`))
      metadataCalls.push(request.method());
  });
  await page.goto(`${v1!.baseURL}/liquidity`);
  await connectSandboxWallet(page);
  await expect(page.getByRole('banner').getByRole('button', { name: /…/ })).toBeVisible();
  await expect
    .poll(() => page.evaluate((k) => localStorage.getItem(k), key))
    .toMatch(/"hasRisk":false/);
  expect(metadataCalls.length).toBeGreaterThan(0);
  await expect(page.getByRole('alertdialog', { name: 'Access Prohibited' })).toHaveCount(0);

  // The stored record is fresh and without risk: the next visit does not ask the server.
  metadataCalls.length = 0;
  await page.reload();
  await expect(page.getByRole('banner').getByRole('button', { name: /…/ })).toBeVisible();
  // The screening was decided from the stored record, so no request was needed.
  await expect(page.locator('.keel-app')).toHaveAttribute('data-wallet-screening', 'cache');
  expect(metadataCalls).toEqual([]);
  await expect(page.getByRole('alertdialog', { name: 'Access Prohibited' })).toHaveCount(0);
});

test('a corrupt stored screening is discarded and the server is asked again', async ({ page }) => {
  const { publicKey } = await sandboxWallet('ordinary');
  const key = `${storageKeyPrefix}.userMetadata.${publicKey}`;
  await page.addInitScript((k) => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem(k, '{"lastScreened":"yesterday","hasRisk":"no"');
      sessionStorage.setItem('seeded', '1');
    }
  }, key);
  const asked = page.waitForRequest((r) => r.url().includes(`/users/${publicKey}/metadata`));
  await page.goto(`${v1!.baseURL}/liquidity`);
  await connectSandboxWallet(page);
  await asked;
  await expect
    .poll(() => page.evaluate((k) => localStorage.getItem(k), key))
    .toMatch(/"hasRisk":false/);
});
