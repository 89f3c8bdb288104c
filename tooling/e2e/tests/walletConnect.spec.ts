import { expect, test } from '@playwright/test';
import { apps } from '../support/apps';
import {
  connectSandboxWallet,
  disclaimer,
  sandboxWallet,
  scrollTermsToBottom,
  shortened,
} from '../support/wallet';

const [v1] = apps;
const PAGE = `${v1!.baseURL}/liquidity`;

test.use({ viewport: { width: 1440, height: 900 } });

test.describe('Connect Wallet and the terms popup', () => {
  test('the terms must be scrolled, then accepted, before connecting', async ({ page }) => {
    await page.goto(PAGE);
    await page.getByRole('banner').getByRole('button', { name: 'Connect Wallet' }).click();
    const dialog = disclaimer(page);
    await expect(dialog).toBeVisible();
    const checkbox = dialog.getByRole('checkbox');
    const connect = dialog.getByRole('button', { name: 'Connect Wallet' });
    const tooltip = dialog.getByRole('tooltip', { includeHidden: true });

    await expect(checkbox).toBeDisabled();
    await expect(connect).toBeDisabled();
    await expect(tooltip).toHaveText(
      'Please read & scroll through all Terms and Conditions before confirming.',
    );

    await scrollTermsToBottom(page);
    await expect(checkbox).toBeEnabled();
    await expect(connect).toBeDisabled();
    await expect(tooltip).toHaveText('Please accept terms first.');

    await checkbox.check();
    await expect(connect).toBeEnabled();
    await expect(tooltip).toHaveCount(0);

    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(
      page.getByRole('banner').getByRole('button', { name: 'Connect Wallet' }),
    ).toBeVisible();
  });

  test('the terms page never opens the popup', async ({ page }) => {
    await page.goto(`${v1!.baseURL}/terms`);
    await page.getByRole('banner').getByRole('button', { name: 'Connect Wallet' }).click();
    await page.waitForTimeout(300);
    await expect(disclaimer(page)).toHaveCount(0);
  });

  test('connects the sandbox wallet and shows its address shortened 4+4', async ({ page }) => {
    const { publicKey } = await sandboxWallet('ordinary');
    await page.goto(PAGE);
    await connectSandboxWallet(page);
    const walletButton = page
      .getByRole('banner')
      .getByRole('button', { name: shortened(publicKey) });
    await expect(walletButton).toBeVisible();
    await expect(walletButton).toHaveAttribute('title', publicKey);

    // The terms stay confirmed and the remembered wallet reconnects after a reload.
    await page.reload();
    await expect(
      page.getByRole('banner').getByRole('button', { name: shortened(publicKey) }),
    ).toBeVisible();
  });
});
