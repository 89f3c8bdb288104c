import { expect, type Page, test } from '@playwright/test';
import { fundedSigningWallet, unexpectedErrors } from '../support/fundedWallet';
import { collectPageErrors } from '../support/pageErrors';
import { SIGNING_WALLET } from '../support/signingWallet';
import { connectSandboxWallet, SANDBOX_CONTROL, SANDBOX_RPC } from '../support/wallet';

const V1 = 'http://127.0.0.1:5173';

/*
 * The orders sell WIF for USDC from a wallet of the test's own, and move only WIF's price: no
 * other test reads either, so the file runs beside the rest of the suite.
 */
const SELL = 'WIF';

async function rpc<T>(method: string, params: unknown[]): Promise<T> {
  const response = await fetch(SANDBOX_RPC, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  const { result } = (await response.json()) as { result: T };
  return result;
}

async function tokenUnits(owner: string, mint: string): Promise<bigint> {
  const result = await rpc<{
    value: { account: { data: { parsed: { info: { tokenAmount: { amount: string } } } } } }[];
  }>('getTokenAccountsByOwner', [
    owner,
    { mint },
    { encoding: 'jsonParsed', commitment: 'confirmed' },
  ]);
  return result.value.reduce(
    (sum, entry) => sum + BigInt(entry.account.data.parsed.info.tokenAmount.amount),
    0n,
  );
}

async function setPrice(token: string, priceUsd: string) {
  const response = await fetch(`${SANDBOX_CONTROL}/oracle/prices`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token, priceUsd }),
  });
  if (!response.ok) throw new Error(`oracle/prices: ${response.status} ${await response.text()}`);
  return (await response.json()) as { limitOrdersTaken: { order: string; error?: string }[] };
}

async function worldToken(
  symbol: string,
): Promise<{ mint: string; priceUsd: string; decimals: number }> {
  const world = (await (await fetch(`${SANDBOX_CONTROL}/world`)).json()) as {
    tokens: { symbol: string; mint: string; priceUsd: string; decimals: number }[];
  };
  const token = world.tokens.find((t) => t.symbol === symbol);
  if (!token) throw new Error(`no ${symbol} in the world`);
  return token;
}

const form = (page: Page) => page.getByRole('region', { name: 'Limit order' });
const orders = (page: Page) => page.getByRole('region', { name: 'Your limit orders' });
const toast = (page: Page, text: string) =>
  page.locator('.keel-toast--success').filter({ hasText: text });

async function placeOrder(page: Page, amount: string, price: string) {
  await form(page)
    .getByRole('textbox', { name: /You sell/ })
    .fill(amount);
  await form(page)
    .getByRole('textbox', { name: /Limit price/ })
    .fill(price);
  const submit = form(page).locator('.keel-action-submit');
  await expect(submit).toHaveText('Place limit order');
  await submit.click();
  await expect(toast(page, `Limit order: ${amount} ${SELL} to USDC`)).toBeVisible({
    timeout: 30_000,
  });
}

test('a limit order is placed, listed and filled when the price crosses; another is cancelled', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const errors = collectPageErrors(page);
  const sell = await worldToken(SELL);
  const usdc = await worldToken('USDC');
  // Both sides held: the form prices the pair from the wallet's holdings.
  const { address: publicKey } = await fundedSigningWallet(page, [
    { mint: sell.mint, sol: 3 },
    { mint: usdc.mint, sol: 0.5 },
  ]);
  const market = Number(sell.priceUsd);
  await page.goto(`${V1}/swap/limit/${SELL}-USDC`);
  await connectSandboxWallet(page, SIGNING_WALLET);
  await expect(page.getByRole('link', { name: 'Limit' })).toHaveAttribute('aria-current', 'page');
  await expect(
    form(page).getByRole('button', { name: new RegExp(`Sell token ${SELL}`) }),
  ).toBeVisible();
  await expect(form(page).getByRole('button', { name: /Buy token USDC/ })).toBeVisible();

  const price = (market * 1.1).toFixed(4);
  try {
    await form(page)
      .getByRole('textbox', { name: /Limit price/ })
      .fill(price);
    await expect(form(page).getByText('Distance from market')).toBeVisible();
    await expect(form(page).locator('dd').filter({ hasText: /^\+/ })).toBeVisible();

    const usdcBefore = await tokenUnits(publicKey, usdc.mint);
    await placeOrder(page, '5', price);
    const open = orders(page).getByRole('table', { name: 'Open orders' });
    await expect(open.getByRole('row').filter({ hasText: `${SELL} → USDC` })).toHaveCount(1, {
      timeout: 15_000,
    });
    await expect(open).toContainText('Open');

    // The market moves past the order's price: the sandbox's taker fills it.
    const moved = await setPrice(SELL, (market * 1.2).toFixed(4));
    expect(moved.limitOrdersTaken.length).toBeGreaterThanOrEqual(1);
    expect(moved.limitOrdersTaken.every((taken) => taken.error === undefined)).toBe(true);
    const expected = BigInt(Math.floor(5 * Number(price) * 1e6));
    await expect
      .poll(async () => (await tokenUnits(publicKey, usdc.mint)) - usdcBefore, { timeout: 15_000 })
      .toBeGreaterThanOrEqual(expected - 1n);
    await orders(page)
      .getByRole('tab', { name: /History/ })
      .click();
    const history = orders(page).getByRole('table', { name: 'Order history' });
    const filled = history.getByRole('row').filter({ hasText: `${SELL} → USDC` });
    await expect(filled).toHaveCount(1, { timeout: 20_000 });
    await expect(filled).toContainText('Filled');
    await expect(filled).toContainText('100.00%');
    // Closing the filled order gives its rent back and clears the history for the next run.
    await filled.getByRole('button', { name: /Close/ }).click();
    await expect(toast(page, `Close ${SELL} → USDC order`)).toBeVisible({ timeout: 30_000 });
    await expect(filled).toHaveCount(0, { timeout: 15_000 });

    // A second order, far above the market, is cancelled: its tokens come back.
    await orders(page)
      .getByRole('tab', { name: /Open orders/ })
      .click();
    await placeOrder(page, '3', (market * 3).toFixed(4));
    const row = open.getByRole('row').filter({ hasText: `${SELL} → USDC` });
    await expect(row).toHaveCount(1, { timeout: 15_000 });
    const sellBefore = await tokenUnits(publicKey, sell.mint);
    await row.getByRole('button', { name: /Cancel/ }).click();
    await expect(toast(page, `Cancel ${SELL} → USDC order`)).toBeVisible({ timeout: 30_000 });
    await expect(open.getByRole('row').filter({ hasText: `${SELL} → USDC` })).toHaveCount(0, {
      timeout: 15_000,
    });
    expect((await tokenUnits(publicKey, sell.mint)) - sellBefore).toBe(
      3n * 10n ** BigInt(sell.decimals),
    );
  } finally {
    await setPrice(SELL, sell.priceUsd);
  }
  expect(unexpectedErrors(errors)).toEqual([]);
});

test('an unknown order type is refused with a way back', async ({ page }) => {
  await page.goto(`${V1}/swap/stop/SOL-USDC`);
  await expect(page.getByRole('alert')).toContainText('is not an order type');
  await expect(page.getByRole('link', { name: 'Back to swap' })).toBeVisible();
});

test('/tradingview draws the price chart of a pair, with intervals', async ({ page }) => {
  const errors = collectPageErrors(page);
  await page.goto(`${V1}/tradingview`);
  const chart = page.getByRole('img', { name: /SOL\/USDC price over 1D/ });
  await expect(chart).toBeVisible({ timeout: 20_000 });
  await expect(chart.locator('canvas').first()).toBeVisible();
  expect(Number(await chart.getAttribute('data-points'))).toBeGreaterThan(1);
  await page.getByRole('button', { name: '1W' }).click();
  await expect(page.getByRole('img', { name: /SOL\/USDC price over 1W/ })).toBeVisible({
    timeout: 20_000,
  });
  const box = await page.getByRole('img', { name: /price over 1W/ }).boundingBox();
  expect(box?.height ?? 0).toBeGreaterThan(300);
  expect(errors).toEqual([]);
});
