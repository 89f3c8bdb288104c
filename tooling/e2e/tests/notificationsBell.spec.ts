import { expect, test } from '@playwright/test';
import { apps } from '../support/apps';
import { connectSandboxWallet } from '../support/wallet';

const [v1] = apps;

test.use({ viewport: { width: 1440, height: 900 } });

test('the bell shows 10+ unread for the sandbox wallet, then none once read', async ({ page }) => {
  await page.goto(`${v1!.baseURL}/liquidity`);
  // No bell without a wallet.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(
    page.getByRole('banner').getByRole('button', { name: /^Notifications/ }),
  ).toHaveCount(0);

  await connectSandboxWallet(page);
  const bell = page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName('Notifications, 10+ unread');
  await expect(bell).toContainText('10+');

  await bell.click();
  const modal = page.getByRole('dialog', { name: 'Notifications' });
  await expect(modal).toBeVisible();
  expect(await modal.getByRole('listitem').count()).toBeGreaterThan(10);
  await modal.getByRole('button', { name: 'Close' }).click();
  await expect(modal).toBeHidden();
  await expect(bell).toHaveAccessibleName('Notifications');

  // Read state survives a reload.
  await page.reload();
  await expect(
    page.getByRole('banner').getByRole('button', { name: 'Notifications' }),
  ).toBeVisible();
});
