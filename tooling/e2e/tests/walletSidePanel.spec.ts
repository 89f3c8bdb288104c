import { expect, type Page, test } from '@playwright/test';
import { apps } from '../support/apps';
import { connectSandboxWallet, sandboxWallet, shortened } from '../support/wallet';

const [v1] = apps;
const PAGE = `${v1!.baseURL}/liquidity`;

test.use({ viewport: { width: 1440, height: 900 } });

const panel = (page: Page) =>
  page.getByRole('dialog', { name: /^(Wallet|Connect Wallet|Settings)$/ });

test.describe('wallet side panel', () => {
  test('Main shows real balances; Disconnect returns to Connect Wallet', async ({ page }) => {
    const { publicKey } = await sandboxWallet('ordinary');
    await page.goto(PAGE);
    await connectSandboxWallet(page);
    await page
      .getByRole('banner')
      .getByRole('button', { name: shortened(publicKey) })
      .click();
    const main = page.getByRole('dialog', { name: 'Wallet' });
    await expect(main).toBeVisible();
    await expect(main.getByRole('button', { name: 'Wallet balance' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const balances = main.getByRole('list', { name: 'Wallet balances' });
    // The ordinary sandbox wallet holds 250 SOL and token balances.
    await expect(balances.getByText('SOL', { exact: true })).toBeVisible({ timeout: 15_000 });
    expect(await balances.getByRole('listitem').count()).toBeGreaterThan(1);

    await main.getByRole('button', { name: 'Disconnect' }).click();
    await expect(main).toBeHidden();
    await expect(
      page.getByRole('banner').getByRole('button', { name: 'Connect Wallet' }),
    ).toBeVisible();

    // Terms are confirmed now, so the button opens the panel on Connect.
    await page.getByRole('banner').getByRole('button', { name: 'Connect Wallet' }).click();
    const connect = page.getByRole('dialog', { name: 'Connect Wallet' });
    await expect(connect).toBeVisible();
    await expect(connect.getByRole('button', { name: /Sandbox Wallet/ }).first()).toBeVisible();
    await expect(connect.getByText('Recent')).toBeVisible();
    await expect(
      connect.getByRole('button', { name: 'I don’t have a Solana Wallet' }),
    ).toBeVisible();

    // Selecting a wallet connects it and closes the panel.
    await connect
      .getByRole('button', { name: /^Sandbox Wallet/ })
      .first()
      .click();
    await expect(connect).toBeHidden();
    await expect(
      page.getByRole('banner').getByRole('button', { name: shortened(publicKey) }),
    ).toBeVisible();
  });

  test('custom RPC: an invalid URL is refused, a valid one is stored and reloads', async ({
    page,
  }) => {
    await page.goto(PAGE);
    await connectSandboxWallet(page);
    await page.getByRole('banner').getByRole('button', { name: /…/ }).click();
    await panel(page).getByRole('button', { name: 'Settings' }).click();
    const settings = page.getByRole('dialog', { name: 'Settings' });
    await settings.getByRole('radio', { name: 'Custom' }).check();
    const field = settings.getByRole('textbox', { name: 'Custom RPC URL' });
    await field.fill('not a url');
    await expect(settings.getByRole('alert')).toContainText('RPC URL not valid');
    await expect(settings.getByRole('alert')).toContainText(
      'Custom RPC URL address is not valid. Please enter a valid RPC address.',
    );
    await expect(settings.getByRole('button', { name: 'Confirm' })).toBeDisabled();
    await expect(settings.getByRole('button', { name: 'Remove' })).toBeDisabled();

    await field.fill('http://127.0.0.1:8899/');
    await expect(settings.getByRole('alert')).toHaveCount(0);
    await Promise.all([
      page.waitForEvent('load'),
      settings.getByRole('button', { name: 'Confirm' }).click(),
    ]);
    const stored = await page.evaluate(() =>
      Object.entries(localStorage).find(([key]) => key.endsWith('.chainSelection')),
    );
    expect(JSON.parse(stored![1])).toMatchObject({
      endpoint: 'http://127.0.0.1:8899/',
      displayName: 'custom',
    });
  });
});
