import { brand } from '@keel/config/brand';
import { expect, type Page, test } from '@playwright/test';
import { collectPageErrors } from '../support/pageErrors';
import { connectSandboxWallet, SANDBOX_CONTROL, sandboxWallet, shortened } from '../support/wallet';

// Issue 14: liquidity positions, the activity list and the CSV export, in a real browser.
const V1 = 'http://127.0.0.1:5173';
const API = 'http://127.0.0.1:8787';

test.use({ viewport: { width: 1440, height: 900 } });

interface WorldWallet {
  role: string;
  publicKey: string;
  strategyShares: { strategy: string; shares: string; stakedShares: string }[];
  obligations: { address: string; marketAddress: string; tag: string }[];
}

async function world() {
  const response = await fetch(`${SANDBOX_CONTROL}/world`);
  return (await response.json()) as {
    wallets: WorldWallet[];
    strategies: { address: string; sharePriceUsd: string }[];
  };
}

const dollars = (text: string | null) => Number((text ?? '').replace(/[$,]/g, ''));

async function openPanel(page: Page, address: string) {
  await page
    .getByRole('banner')
    .getByRole('button', { name: shortened(address) })
    .click();
  const panel = page.getByRole('dialog', { name: 'Wallet' });
  await expect(panel).toBeVisible();
  return panel;
}

test("the sandbox wallet's liquidity positions are its strategies, valued at their share price", async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  const { wallets, strategies } = await world();
  const ordinary = wallets.find((w) => w.role === 'ordinary');
  if (!ordinary) throw new Error('no ordinary wallet in the world');
  await page.goto(`${V1}/my-portfolio`);
  await connectSandboxWallet(page);
  const group = page.getByRole('region', { name: 'Liquidity positions' });
  await expect(group.getByRole('link')).toHaveCount(ordinary.strategyShares.length, {
    timeout: 20_000,
  });
  const portfolioValues = new Map<string, string>();
  for (const held of ordinary.strategyShares) {
    const link = group.locator(`a[href="/liquidity/${held.strategy}"]`);
    await expect(link).toHaveCount(1);
    const value = link.locator('.keel-portfolio__figures > span').first();
    await expect(value).toHaveText(/^\$/);
    const text = await value.textContent();
    portfolioValues.set(held.strategy, text ?? '');
    // The world's share price × every share held (wallet and farm): the chain's valuation meets
    // the world's TVL, so they agree to the cent (rounding of the shares issued aside).
    const price = Number(strategies.find((s) => s.address === held.strategy)?.sharePriceUsd);
    const expected = (Number(held.shares) + Number(held.stakedShares)) * price;
    expect(Math.abs(dollars(text) - expected)).toBeLessThanOrEqual(0.02);
  }

  // The side panel's Liquidity accordion shows the same positions and values.
  const panel = await openPanel(page, ordinary.publicKey);
  await panel.getByRole('tab', { name: 'Positions' }).click();
  const accordion = panel.getByRole('list', { name: 'Liquidity positions' });
  for (const [strategy, text] of portfolioValues) {
    await expect(
      accordion.locator(`a[href="/liquidity/${strategy}"] .keel-positions__figures > span`),
    ).toHaveText(text);
  }
  // A click opens the strategy and closes the panel.
  const [first] = portfolioValues.keys();
  await accordion.locator(`a[href="/liquidity/${first}"]`).click();
  await expect(page).toHaveURL(new RegExp(`/liquidity/${first}$`));
  await expect(panel).toBeHidden();
  expect(errors).toEqual([]);
});

test("each liquidity position's value equals its strategy screen's", async ({ page }) => {
  const errors = collectPageErrors(page);
  const { wallets } = await world();
  const ordinary = wallets.find((w) => w.role === 'ordinary');
  if (!ordinary) throw new Error('no ordinary wallet in the world');
  await page.goto(`${V1}/my-portfolio`);
  await connectSandboxWallet(page);
  const group = page.getByRole('region', { name: 'Liquidity positions' });
  await expect(group.getByRole('link')).toHaveCount(ordinary.strategyShares.length, {
    timeout: 20_000,
  });
  const portfolioValues = new Map<string, string>();
  for (const held of ordinary.strategyShares) {
    const value = group
      .locator(`a[href="/liquidity/${held.strategy}"]`)
      .locator('.keel-portfolio__figures > span')
      .first();
    await expect(value).toHaveText(/^\$/, { timeout: 20_000 });
    portfolioValues.set(held.strategy, (await value.textContent()) ?? '');
  }
  // Each position opens its strategy (in the app, keeping the wallet) showing the same worth.
  for (const [strategy, text] of portfolioValues) {
    await group.locator(`a[href="/liquidity/${strategy}"]`).click();
    await expect(page).toHaveURL(new RegExp(`/liquidity/${strategy}$`));
    await expect(page.getByTestId('strategy-position-value')).toHaveText(text, {
      timeout: 20_000,
    });
    await page.goBack();
    await expect(group.getByRole('link')).toHaveCount(portfolioValues.size, { timeout: 20_000 });
  }
  expect(errors).toEqual([]);
});

test('the activity list keeps at most ~40 rows in the DOM while scrolling 5,000+ transactions', async ({
  page,
}) => {
  // The sandbox serves the ordinary wallet's whole history: 5,405 transactions by default.
  const { publicKey } = await sandboxWallet('ordinary');
  await page.goto(`${V1}/my-portfolio`);
  await connectSandboxWallet(page);
  const panel = await openPanel(page, publicKey);
  await panel.getByRole('tab', { name: 'Activity' }).click();
  const list = panel.getByRole('list', { name: 'Transaction history' });
  const rows = list.getByRole('listitem');
  await expect(rows.first()).toBeVisible({ timeout: 30_000 });
  await expect
    .poll(async () => Number(await rows.first().getAttribute('aria-setsize')), { timeout: 30_000 })
    .toBeGreaterThanOrEqual(5000);
  const size = Number(await rows.first().getAttribute('aria-setsize'));
  expect(await rows.count()).toBeLessThanOrEqual(40);
  const scroller = panel.getByTestId('activity-list');
  for (const fraction of [0.25, 0.5, 0.75, 1]) {
    await scroller.evaluate((element, f) => {
      element.scrollTop = (element.scrollHeight - element.clientHeight) * f;
    }, fraction);
    await expect.poll(() => rows.count()).toBeLessThanOrEqual(40);
  }
  await expect(rows.last()).toHaveAttribute('aria-posinset', String(size));
  // Rows open the transaction in the explorer, with the cluster off mainnet.
  const href = await rows.last().getByRole('link').getAttribute('href');
  expect(href).toMatch(/\/tx\/\w+\?cluster=/);
});

test("the CSV of a position lists exactly that position's transactions", async ({ page }) => {
  const { wallets } = await world();
  const ordinary = wallets.find((w) => w.role === 'ordinary');
  if (!ordinary) throw new Error('no ordinary wallet in the world');
  const obligation = ordinary.obligations.find((o) => o.tag === 'Vanilla');
  if (!obligation) throw new Error('no Vanilla obligation');
  await page.goto(`${V1}/my-portfolio`);
  await connectSandboxWallet(page);
  await page.getByRole('tab', { name: 'Transactions' }).click();
  const form = page.getByRole('form', { name: 'Export transactions' });
  await expect(form).toBeVisible({ timeout: 30_000 });
  const position = form.getByLabel('Position');
  const option = position.locator(`option[value="${obligation.address}"]`);
  await expect(option).toHaveCount(1, { timeout: 30_000 });
  await position.selectOption(obligation.address);
  await form.getByLabel('From').fill('2020-01-01');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    form.getByRole('button', { name: /^Export CSV/ }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(
    new RegExp(`^${ordinary.publicKey}-transactions-2020-01-01-\\d{4}-\\d{2}-\\d{2}\\.csv$`),
  );
  const path = await download.path();
  const { readFile } = await import('node:fs/promises');
  const csv = await readFile(path, 'utf8');
  const [header, ...lines] = csv.trimEnd().split('\r\n');
  expect(header).toBe('date_utc,product,action,token,amount,usd_value,fee_sol,signature');
  const response = await fetch(
    `${API}/v2/${brand.apiSlug}-market/${obligation.marketAddress}/obligations/${obligation.address}/transactions`,
  );
  const { transactions } = (await response.json()) as {
    transactions: { transactionSignature: string; isSecondPartOfCompositeIx?: boolean }[];
  };
  const expected = transactions
    .filter((t) => t.isSecondPartOfCompositeIx !== true)
    .map((t) => t.transactionSignature)
    .sort();
  expect(lines.map((line) => line.split(',').at(-1)).sort()).toEqual(expected);
  expect(
    lines.every((line) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z,Borrow\/Lend,/.test(line)),
  ).toBe(true);
});
