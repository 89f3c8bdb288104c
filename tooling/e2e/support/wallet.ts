import { brand } from '@keel/config/brand';
import { expect, type Page } from '@playwright/test';

/** The sandbox control port (`GET /wallets`). */
export const SANDBOX_CONTROL = 'http://127.0.0.1:8898';

/** The sandbox's JSON-RPC node (localnet). */
export const SANDBOX_RPC = 'http://127.0.0.1:8899';

export interface SandboxWallet {
  role: string;
  publicKey: string;
}

export async function sandboxWallet(
  role: 'ordinary' | 'flagged' | 'manager',
): Promise<SandboxWallet> {
  const response = await fetch(`${SANDBOX_CONTROL}/wallets`);
  const { wallets } = (await response.json()) as { wallets: SandboxWallet[] };
  const wallet = wallets.find((w) => w.role === role);
  if (!wallet) throw new Error(`the sandbox has no ${role} wallet`);
  return wallet;
}

/** The prefix of the apps' local-storage keys (`{prefix}.walletName`, …). */
export const storageKeyPrefix = brand.storageKeyPrefix;

/** The sandbox entry whose user always declines (offered on localnet only). */
export const REJECTING_WALLET = 'Sandbox Wallet (rejects)';

/** O§8: the toast of a failed connect or terms signature. */
export const CONNECT_FAILED_TOAST = 'Failed to connect wallet. Please, try again';

export const shortened = (address: string) => `${address.slice(0, 4)}…${address.slice(-4)}`;

export const disclaimer = (page: Page) =>
  page.getByRole('dialog', { name: 'Connect your Solana wallet' });

/** Scrolls the terms box of the disclaimer popup to its bottom. */
export async function scrollTermsToBottom(page: Page) {
  await disclaimer(page)
    .getByRole('region', { name: 'Terms and Conditions' })
    .evaluate((element) => {
      element.scrollTop = element.scrollHeight;
      element.dispatchEvent(new Event('scroll'));
    });
}

/** Opens the disclaimer, reads and accepts the terms and connects the named sandbox wallet. */
export async function connectSandboxWallet(page: Page, walletName = 'Sandbox Wallet') {
  // The app's own header, not the boot shell's (a click on the shell is firstClick.spec's case).
  await expect(page.locator('[data-keel-intent]')).toHaveCount(0, { timeout: 15_000 });
  await page.getByRole('banner').getByRole('button', { name: 'Connect Wallet' }).click();
  const dialog = disclaimer(page);
  await expect(dialog).toBeVisible();
  await dialog.getByRole('radio', { name: walletName, exact: true }).check();
  await scrollTermsToBottom(page);
  await dialog.getByRole('checkbox').check();
  await dialog.getByRole('button', { name: 'Connect Wallet' }).click();
  await expect(dialog).toBeHidden();
}
