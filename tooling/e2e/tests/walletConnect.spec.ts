import { expect, test } from '@playwright/test';
import { apps } from '../support/apps';
import {
  CONNECT_FAILED_TOAST,
  connectSandboxWallet,
  disclaimer,
  REJECTING_WALLET,
  sandboxWallet,
  scrollTermsToBottom,
  shortened,
  storageKeyPrefix,
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
    await expect(disclaimer(page)).toHaveCount(0);
    // The same button on another page does open it, so the click above was handled.
    await page.goto(PAGE);
    await page.getByRole('banner').getByRole('button', { name: 'Connect Wallet' }).click();
    await expect(disclaimer(page)).toBeVisible();
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

  test('a wallet that refuses: the exact error toast, nothing remembered, still disconnected', async ({
    page,
  }) => {
    await page.goto(PAGE);
    const connectButton = page.getByRole('banner').getByRole('button', { name: 'Connect Wallet' });
    await connectButton.click();
    const dialog = disclaimer(page);
    await dialog.getByRole('radio', { name: REJECTING_WALLET, exact: true }).check();
    await scrollTermsToBottom(page);
    await dialog.getByRole('checkbox').check();
    await dialog.getByRole('button', { name: 'Connect Wallet' }).click();

    await expect(page.getByRole('alert').filter({ hasText: CONNECT_FAILED_TOAST })).toHaveText(
      CONNECT_FAILED_TOAST,
    );
    // The popup stays open for another choice; nothing was confirmed or remembered.
    await expect(dialog.getByRole('button', { name: 'Connect Wallet' })).toBeEnabled();
    const stored = await page.evaluate(
      (prefix) => ({
        walletName: localStorage.getItem(`${prefix}.walletName`),
        termsConfirmed: localStorage.getItem(`${prefix}.areTermsConfirmed`),
      }),
      storageKeyPrefix,
    );
    expect(stored).toEqual({ walletName: null, termsConfirmed: null });

    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(connectButton).toBeVisible();
    // A reload reconnects nothing.
    await page.reload();
    await expect(connectButton).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: /…/ })).toHaveCount(0);
  });

  test('a wallet that refuses in the side panel: the same toast, and it is not remembered', async ({
    page,
  }) => {
    // Terms already confirmed: Connect Wallet opens the side panel instead of the popup.
    await page.addInitScript((prefix) => {
      localStorage.setItem(`${prefix}.areTermsConfirmed`, 'true');
    }, storageKeyPrefix);
    await page.goto(PAGE);
    await page.getByRole('banner').getByRole('button', { name: 'Connect Wallet' }).click();
    const panel = page.getByRole('dialog', { name: 'Connect Wallet' });
    await expect(panel).toBeVisible();
    await panel.getByRole('button', { name: 'All Wallets' }).click();
    const select = page.getByRole('dialog', { name: 'Select your wallet' });
    await select.getByRole('button', { name: REJECTING_WALLET }).click();

    await expect(page.getByRole('alert').filter({ hasText: CONNECT_FAILED_TOAST })).toHaveText(
      CONNECT_FAILED_TOAST,
    );
    await expect(select).toBeHidden();
    await expect(panel).toBeVisible();
    await expect(panel.getByText('Recent')).toHaveCount(0);
    expect(
      await page.evaluate(
        (prefix) => localStorage.getItem(`${prefix}.walletName`),
        storageKeyPrefix,
      ),
    ).toBeNull();
  });

  test('with the terms-signature flag on, the wallet signs the acknowledgement and it is stored', async ({
    page,
  }) => {
    const termsSignature = () =>
      page.evaluate((prefix) => localStorage.getItem(`${prefix}.termsSignature`), storageKeyPrefix);
    await page.goto(PAGE);
    await connectSandboxWallet(page);
    // Off by default: nothing is asked or stored.
    expect(await termsSignature()).toBeNull();

    await page.evaluate((prefix) => {
      for (const name of ['areTermsConfirmed', 'walletName'])
        localStorage.removeItem(`${prefix}.${name}`);
    }, storageKeyPrefix);
    await page.goto(`${PAGE}?TERMS_SIGNATURE=true`);
    await connectSandboxWallet(page);
    // An ed25519 signature is 64 bytes: 86 to 88 characters in base58.
    await expect.poll(termsSignature).toMatch(/^[1-9A-HJ-NP-Za-km-z]{86,88}$/);
  });
});
