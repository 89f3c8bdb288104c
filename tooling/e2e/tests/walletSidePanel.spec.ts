import { expect, type Page, test } from '@playwright/test';
import { Connection, LAMPORTS_PER_SOL, PublicKey } from '@solana/web3.js';
import { apps } from '../support/apps';
import {
  connectSandboxWallet,
  SANDBOX_CONTROL,
  SANDBOX_RPC,
  sandboxWallet,
  shortened,
  storageKeyPrefix,
} from '../support/wallet';

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

  for (const tokenList of ['answers', 'fails'] as const) {
    test(`the balance total is the sum of the priced rows when the token list ${tokenList}`, async ({
      page,
    }) => {
      if (tokenList === 'fails') {
        await page.route('**/*-swap/tokens/batch*', (route) =>
          route.fulfill({ status: 500, body: 'down' }),
        );
      }
      const { publicKey } = await sandboxWallet('ordinary');
      await page.goto(PAGE);
      await connectSandboxWallet(page);
      await page
        .getByRole('banner')
        .getByRole('button', { name: shortened(publicKey) })
        .click();
      const main = page.getByRole('dialog', { name: 'Wallet' });
      const balances = main.getByRole('list', { name: 'Wallet balances' });
      await expect(balances.getByText('SOL', { exact: true })).toBeVisible({ timeout: 15_000 });
      // Every amount is known once the mints are read (decimals are never guessed).
      await expect(balances.getByText('…', { exact: true })).toHaveCount(0, { timeout: 15_000 });
      // The total shows once the prices and token metadata are in: the rows are priced by then.
      await expect(main.locator('.keel-side-panel__total')).not.toHaveText('…', {
        timeout: 15_000,
      });

      const rows = await balances.getByRole('listitem').evaluateAll((items) =>
        items.map((item) => ({
          symbol: item.querySelector('.keel-side-panel__balance-symbol')?.textContent ?? '',
          amount: item.querySelector('.keel-side-panel__balance-amount')?.textContent ?? '',
          value: item.querySelector('.keel-side-panel__balance-value')?.textContent ?? '',
        })),
      );
      // '< $0.01' reads as zero; the tolerance below covers it.
      const usd = (text: string) => (text.includes('<') ? 0 : Number(text.replace(/[$,]/g, '')));
      const priced = rows.filter((row) => row.value.startsWith('$'));
      const unpriced = rows.filter((row) => !row.value.startsWith('$'));
      expect(priced.length).toBeGreaterThan(0);
      // Unpriced rows say so and come last.
      for (const row of unpriced) expect(row.value).toBe('No price');
      expect(rows.slice(priced.length)).toEqual(unpriced);
      // The ordinary wallet holds 250 SOL: no row holds trillions of a token or of dollars.
      for (const row of rows) expect(usd(row.amount)).toBeLessThan(1e9);
      const sum = priced.reduce((total, row) => total + usd(row.value), 0);
      const total = usd((await main.locator('.keel-side-panel__total').textContent()) ?? '');
      expect(sum).toBeGreaterThan(250 * 10);
      expect(sum).toBeLessThan(1e7);
      // Each figure is rounded (to whole dollars above $1,000): at most half a dollar each.
      expect(Math.abs(total - sum)).toBeLessThanOrEqual(0.5 * (priced.length + 1));
      await expect(main.getByTestId('wallet-points')).not.toHaveText('…', { timeout: 15_000 });
    });
  }

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

  test('Airdrop on localnet credits 1 SOL to the wallet', async ({ page }) => {
    const { publicKey } = await sandboxWallet('ordinary');
    const rpc = new Connection(SANDBOX_RPC, 'confirmed');
    const owner = new PublicKey(publicKey);
    try {
      await page.goto(PAGE);
      await connectSandboxWallet(page);
      await page
        .getByRole('banner')
        .getByRole('button', { name: shortened(publicKey) })
        .click();
      const main = page.getByRole('dialog', { name: 'Wallet' });
      const before = await rpc.getBalance(owner, 'confirmed');
      await main.getByRole('button', { name: 'Airdrop' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Airdrop complete' })).toHaveText(
        /Airdrop complete: 1 SOL/,
      );
      expect((await rpc.getBalance(owner, 'confirmed')) - before).toBe(LAMPORTS_PER_SOL);
    } finally {
      await fetch(`${SANDBOX_CONTROL}/reset`, { method: 'POST' });
    }
  });
});

test.describe('wallets that are not installed', () => {
  /** Records window.open instead of leaving for a wallet's site. */
  async function recordOpenedUrls(page: Page) {
    await page.addInitScript((prefix) => {
      localStorage.setItem(`${prefix}.areTermsConfirmed`, 'true');
      const opened: string[] = [];
      (window as unknown as { openedUrls: string[] }).openedUrls = opened;
      window.open = (url) => {
        opened.push(String(url));
        return null;
      };
    }, storageKeyPrefix);
  }
  const openedUrls = (page: Page) =>
    page.evaluate(() => (window as unknown as { openedUrls: string[] }).openedUrls);

  test('desktop: a suggested wallet that is missing opens its download page; All Wallets lists the rest', async ({
    page,
  }) => {
    await recordOpenedUrls(page);
    await page.goto(PAGE);
    await page.getByRole('banner').getByRole('button', { name: 'Connect Wallet' }).click();
    const connect = page.getByRole('dialog', { name: 'Connect Wallet' });
    // Phantom is first in the preferred order and suggested although not detected.
    const first = connect.getByRole('listitem').first();
    await expect(first).toContainText('Phantom');
    await expect(first).toContainText('Not installed');
    await first.getByRole('button').click();
    await expect.poll(() => openedUrls(page)).toEqual(['https://phantom.com/download']);
    await expect(connect).toBeVisible();

    // 'Select your wallet' holds every wallet, including those past the first five.
    await connect.getByRole('button', { name: 'All Wallets' }).click();
    const select = page.getByRole('dialog', { name: 'Select your wallet' });
    await expect(select.getByRole('button', { name: /Sandbox Wallet \(rejects\)/ })).toBeVisible();
    expect(await select.getByRole('listitem').count()).toBeGreaterThan(
      await connect.getByRole('listitem').count(),
    );
    // A click on the overlay closes it and leaves the panel open.
    await page.mouse.click(10, 10);
    await expect(select).toBeHidden();
    await expect(connect).toBeVisible();
  });

  test.describe('on a phone', () => {
    test.use({
      viewport: { width: 390, height: 844 },
      userAgent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
    });

    test('Phantom opens the page in its own browser through a deep link; the panel is on the left', async ({
      page,
    }) => {
      await recordOpenedUrls(page);
      await page.goto(PAGE);
      await page.getByRole('button', { name: 'Connect Wallet' }).first().click();
      const connect = page.getByRole('dialog', { name: 'Connect Wallet' });
      await expect(connect).toBeVisible();
      // Measured once it has slid in.
      await expect.poll(async () => (await connect.boundingBox())?.x).toBe(0);
      await connect.getByRole('button', { name: /^Phantom/ }).click();
      await expect.poll(async () => (await openedUrls(page)).length).toBe(1);
      const [link] = await openedUrls(page);
      const url = new URL(link!);
      expect(url.origin).toBe('https://phantom.app');
      // The deep link carries the page itself, to be reopened inside the wallet.
      expect(decodeURIComponent(url.pathname)).toContain(PAGE);
    });
  });
});
