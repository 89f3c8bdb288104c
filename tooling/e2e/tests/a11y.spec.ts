import { expect, type Locator, type Page, test } from '@playwright/test';
import { apps } from '../support/apps';
import { expectNoSeriousViolations } from '../support/axe';
import { GOVERNANCE_ON } from '../support/governance';
import {
  connectSandboxWallet,
  disclaimer,
  sandboxWallet,
  shortened,
  storageKeyPrefix,
} from '../support/wallet';

const [v1] = apps;
const PAGE = `${v1!.baseURL}/liquidity`;

test.use({ viewport: { width: 1440, height: 900 } });

const focusIsInside = (dialog: Locator) =>
  dialog.evaluate((element) => element.contains(document.activeElement));

/**
 * Tab and Shift+Tab cycle inside the dialog: more presses than it has focusable elements never
 * leave it.
 */
async function expectFocusTrapped(page: Page, dialog: Locator) {
  await expect.poll(() => focusIsInside(dialog)).toBe(true);
  const focusable = await dialog.evaluate(
    (element) =>
      element.querySelectorAll('a[href], button:not([disabled]), input:not([disabled]), [tabindex]')
        .length,
  );
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let i = 0; i < focusable + 2; i += 1) {
      await page.keyboard.press(key);
      expect(await focusIsInside(dialog), `${key} #${i + 1} left the dialog`).toBe(true);
    }
  }
}

/** Opens a dialog from its trigger with Enter, checks it, closes it with Escape. */
async function expectKeyboardOperable(page: Page, trigger: Locator, dialog: Locator) {
  await trigger.focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await expectFocusTrapped(page, dialog);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();
}

const headerButton = (page: Page, name: string | RegExp) =>
  page.getByRole('banner').getByRole('button', { name });

/** Terms already confirmed: Connect Wallet opens the side panel. */
async function withTermsConfirmed(page: Page) {
  await page.addInitScript((prefix) => {
    localStorage.setItem(`${prefix}.areTermsConfirmed`, 'true');
  }, storageKeyPrefix);
}

test.describe('accessibility of the wallet dialogs', () => {
  test('the disclaimer popup', async ({ page }) => {
    await page.goto(PAGE);
    const trigger = headerButton(page, 'Connect Wallet');
    await trigger.click();
    await expectNoSeriousViolations(page, disclaimer(page));
    await disclaimer(page).getByRole('button', { name: 'Cancel' }).click();
    await expect(disclaimer(page)).toBeHidden();
    await expectKeyboardOperable(page, trigger, disclaimer(page));
  });

  test('the side panel on Connect and Settings, and the Select your wallet modal', async ({
    page,
  }) => {
    await withTermsConfirmed(page);
    await page.goto(PAGE);
    const trigger = headerButton(page, 'Connect Wallet');
    const connect = page.getByRole('dialog', { name: 'Connect Wallet' });
    await trigger.click();
    await expectNoSeriousViolations(page, connect);

    // 'Select your wallet' from All Wallets: keyboard in and out, focus back on All Wallets.
    const allWallets = connect.getByRole('button', { name: 'All Wallets' });
    const select = page.getByRole('dialog', { name: 'Select your wallet' });
    await allWallets.click();
    await expectNoSeriousViolations(page, select);
    await page.keyboard.press('Escape');
    await expect(select).toBeHidden();
    await expect(connect).toBeVisible();
    await expectKeyboardOperable(page, allWallets, select);
    await expect(connect).toBeVisible();

    const settings = page.getByRole('dialog', { name: 'Settings' });
    await connect.getByRole('button', { name: 'Settings' }).click();
    await expectNoSeriousViolations(page, settings);
    await expectFocusTrapped(page, settings);
    await page.keyboard.press('Escape');
    await expect(settings).toBeHidden();

    await expectKeyboardOperable(page, trigger, connect);
  });

  test('the side panel on Main, the settings modal and the notifications modal', async ({
    page,
  }) => {
    // Three dialogs, each scanned by axe and walked by keyboard: past 30 s on a loaded machine.
    test.setTimeout(60_000);
    const { publicKey } = await sandboxWallet('ordinary');
    await page.goto(PAGE);
    await connectSandboxWallet(page);

    const walletButton = headerButton(page, shortened(publicKey));
    const main = page.getByRole('dialog', { name: 'Wallet' });
    await walletButton.click();
    await expectNoSeriousViolations(page, main);
    await page.keyboard.press('Escape');
    await expect(main).toBeHidden();
    await expectKeyboardOperable(page, walletButton, main);

    const settingsButton = headerButton(page, 'Settings');
    const settings = page.getByRole('dialog', { name: 'Transaction settings' });
    await settingsButton.click();
    await expectNoSeriousViolations(page, settings);
    await page.keyboard.press('Escape');
    await expect(settings).toBeHidden();
    await expectKeyboardOperable(page, settingsButton, settings);

    const bell = headerButton(page, /^Notifications/);
    const notifications = page.getByRole('dialog', { name: 'Notifications' });
    await bell.click();
    await expectNoSeriousViolations(page, notifications);
    await page.keyboard.press('Escape');
    await expect(notifications).toBeHidden();
    await expectKeyboardOperable(page, bell, notifications);
  });
});

test.describe('whole pages', () => {
  const [, v3] = apps;
  const pages = [
    { name: 'v1 lending markets', url: `${v1!.baseURL}/lending`, ready: 'table' },
    { name: 'v1 lending vaults', url: `${v1!.baseURL}/lending/vaults`, ready: 'table' },
    { name: 'v1 liquidate', url: `${v1!.baseURL}/lending/liquidate`, ready: 'table' },
    { name: 'v3 landing', url: `${v3!.baseURL}/`, ready: 'main' },
    { name: 'v3 markets', url: `${v3!.baseURL}/markets`, ready: 'table' },
    {
      name: 'v3 governance',
      url: `${v3!.baseURL}/governance-and-staking?${GOVERNANCE_ON}`,
      ready: 'table',
    },
  ] as const;
  for (const target of pages) {
    test(`${target.name} has no serious violations once its data is shown`, async ({ page }) => {
      await page.goto(target.url);
      if (target.ready === 'table') {
        await expect(page.getByRole('table').first().locator('tbody tr').first()).toBeVisible();
      }
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      await expectNoSeriousViolations(page, page.locator('body'));
    });
  }
});
