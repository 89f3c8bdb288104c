import { expect, type Page, test } from '@playwright/test';
import { fundedSigningWallet, unexpectedErrors } from '../support/fundedWallet';
import { measureHorizontalOverflow, revealHorizontalOverflow } from '../support/overflow';
import { collectPageErrors } from '../support/pageErrors';
import { SIGNING_WALLET } from '../support/signingWallet';
import { connectSandboxWallet, SANDBOX_CONTROL, SANDBOX_RPC } from '../support/wallet';

const V1 = 'http://127.0.0.1:5173';
const SOL_MINT = 'So11111111111111111111111111111111111111112';
/** SOL this file swaps into USDC. */
const SWAP_SOL = '0.25';

// Each test swaps with a funded wallet of its own; one worker, in order, because one test moves
// the SOL price that every quote reads.
test.describe.configure({ mode: 'default' });

async function rpc<T>(method: string, params: unknown[]): Promise<T> {
  const response = await fetch(SANDBOX_RPC, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  const { result } = (await response.json()) as { result: T };
  return result;
}

/** Native SOL, in lamports. */
async function lamports(owner: string): Promise<bigint> {
  const result = await rpc<{ value: number }>('getBalance', [owner, { commitment: 'confirmed' }]);
  return BigInt(result.value);
}

/** The wallet's balance of a mint in base units, summed over its token accounts. */
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

interface WireQuote {
  inputMint: string;
  outputMint: string;
  inAmount: string;
  outAmount: string;
  otherAmountThreshold: string;
}

const card = (page: Page) => page.getByRole('region', { name: 'Swap' });
const submit = (page: Page) => card(page).locator('.keel-action-submit');
const previewValue = (page: Page, label: string) =>
  card(page).getByText(label, { exact: true }).locator('xpath=following-sibling::dd');

/** Waits for the next quote answer the page receives and returns its body. */
function nextQuote(page: Page): Promise<WireQuote> {
  return page
    .waitForResponse((r) => r.url().includes('/swap/v1/quote') && r.ok())
    .then((r) => r.json() as Promise<WireQuote>);
}

test('SOL → USDC: quoted, refreshed, swapped; both balances follow within the minimum received', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const errors = collectPageErrors(page);
  const { address: publicKey } = await fundedSigningWallet(page);

  await page.goto(`${V1}/swap`);
  await connectSandboxWallet(page, SIGNING_WALLET);
  await expect(card(page).getByRole('button', { name: /From token SOL/ })).toBeVisible();
  await expect(card(page).getByRole('button', { name: /To token USDC/ })).toBeVisible();

  const field = card(page).getByRole('textbox', { name: /You pay/ });
  let quoted = nextQuote(page);
  await field.fill(SWAP_SOL);
  let quote = await quoted;
  expect(quote.inputMint).toBe(SOL_MINT);
  expect(quote.inAmount).toBe('250000000');
  await expect(previewValue(page, 'Minimum received')).toContainText('USDC');
  await expect(previewValue(page, 'Route')).toHaveText('Sandbox Swap');
  await expect(card(page).getByText(/Quote refreshes in \d+s/)).toBeVisible();

  // The refresh asks for a new quote of the same swap.
  quoted = nextQuote(page);
  await card(page).getByRole('button', { name: 'Refresh quote' }).click();
  quote = await quoted;
  expect(quote.inAmount).toBe('250000000');
  const usdcMint = quote.outputMint;

  const solBefore = await lamports(publicKey);
  const usdcBefore = await tokenUnits(publicKey, usdcMint);
  await expect(submit(page)).toHaveText('Swap');
  await submit(page).click();
  await expect(
    page.locator('.keel-toast--success').filter({ hasText: `Swap ${SWAP_SOL} SOL to USDC` }),
  ).toBeVisible({ timeout: 30_000 });

  // The program pays at least the minimum received, and the oracle price did not move: the quote.
  await expect
    .poll(async () => (await tokenUnits(publicKey, usdcMint)) - usdcBefore, { timeout: 15_000 })
    .toBeGreaterThanOrEqual(BigInt(quote.otherAmountThreshold));
  const received = (await tokenUnits(publicKey, usdcMint)) - usdcBefore;
  expect(received).toBeLessThanOrEqual(BigInt(quote.outAmount));
  // SOL spent: the amount in, plus fees (and at most the USDC account's rent on a first swap).
  const spent = solBefore - (await lamports(publicKey));
  expect(spent).toBeGreaterThanOrEqual(250_000_000n);
  expect(spent).toBeLessThan(250_000_000n + 10_000_000n);
  await expect(field).toHaveValue('');
  expect(unexpectedErrors(errors)).toEqual([]);
});

test('reverse swaps the pair and quotes the other way; an amount above the balance is refused', async ({
  page,
}) => {
  await fundedSigningWallet(page);
  await page.goto(`${V1}/swap`);
  await connectSandboxWallet(page, SIGNING_WALLET);
  const field = card(page).getByRole('textbox', { name: /You pay/ });
  await expect(card(page).getByRole('button', { name: /From token SOL/ })).toBeVisible();

  const quoted = nextQuote(page);
  await card(page).getByRole('button', { name: 'Reverse tokens' }).click();
  await expect(card(page).getByRole('button', { name: /From token USDC/ })).toBeVisible();
  await expect(card(page).getByRole('button', { name: /To token SOL/ })).toBeVisible();
  await field.fill('10');
  const quote = await quoted;
  expect(quote.outputMint).toBe(SOL_MINT);
  expect(quote.inAmount).toBe('10000000');

  const over = '100000000';
  await field.fill(over);
  await expect(submit(page)).toHaveText('Insufficient balance');
  await expect(submit(page)).toBeDisabled();
  await expect(field).toHaveAccessibleDescription(/Insufficient balance/);
  await expect(field).toHaveValue(over);
});

/** Moves a token's oracle price on the chain (the swap program prices from it). */
async function setPrice(token: string, priceUsd: string) {
  const response = await fetch(`${SANDBOX_CONTROL}/oracle/prices`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token, priceUsd }),
  });
  if (!response.ok) throw new Error(`oracle/prices: ${response.status} ${await response.text()}`);
}

async function worldPrice(symbol: string): Promise<string> {
  const world = (await (await fetch(`${SANDBOX_CONTROL}/world`)).json()) as {
    tokens: { symbol: string; priceUsd: string }[];
  };
  const token = world.tokens.find((t) => t.symbol === symbol);
  if (!token) throw new Error(`no ${symbol} in the world`);
  return token.priceUsd;
}

test('a quote the price has moved past is refused by the program, with the mapped copy', async ({
  page,
}) => {
  test.setTimeout(45_000);
  const { address: publicKey } = await fundedSigningWallet(page);
  const solPrice = await worldPrice('SOL');
  await page.goto(`${V1}/swap`);
  await connectSandboxWallet(page, SIGNING_WALLET);
  const field = card(page).getByRole('textbox', { name: /You pay/ });
  const quoted = nextQuote(page);
  await field.fill('0.1');
  const quote = await quoted;
  await expect(submit(page)).toHaveText('Swap');
  const usdcBefore = await tokenUnits(publicKey, quote.outputMint);
  try {
    // 5% down: far beyond the 0.5% slippage the quote's minimum allows.
    await setPrice('SOL', (Number(solPrice) * 0.95).toFixed(3));
    await submit(page).click();
    await expect(
      page
        .getByRole('alert')
        .locator('.keel-toast__message')
        .filter({ hasText: /^Swap failed/ }),
    ).toHaveText(/^Swap failed: Slippage tolerance exceeded/, { timeout: 30_000 });
  } finally {
    await setPrice('SOL', solPrice);
  }
  await expect(field).toHaveValue('0.1');
  expect(await tokenUnits(publicKey, quote.outputMint)).toBe(usdcBefore);
});

test('at 375 px the form and its quote fit the screen', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(`${V1}/swap`);
  await revealHorizontalOverflow(page);
  await card(page)
    .getByRole('textbox', { name: /You pay/ })
    .fill('1');
  await expect(previewValue(page, 'Minimum received')).toContainText('USDC');
  const overflow = await measureHorizontalOverflow(page);
  expect(overflow.scrollWidth, overflow.culprits.join(', ')).toBeLessThanOrEqual(
    overflow.innerWidth,
  );
});

test('the pickers’ token search falls back to the bundled list when the search fails', async ({
  page,
}) => {
  const API = 'http://127.0.0.1:8787';
  const fault = await fetch(`${API}/__control/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ path: '/*-swap/tokens/search', method: 'GET', times: 1, status: 500 }),
  });
  expect(fault.status).toBe(201);
  await page.goto(`${V1}/swap`);
  await card(page)
    .getByRole('button', { name: /To token USDC/ })
    .click();
  const failed = page.waitForResponse((r) => r.url().includes('-swap/tokens/search'));
  await page.getByRole('combobox').fill('USDT');
  expect((await failed).status()).toBe(500);
  // The bundled list's test token, which the swap list does not hold.
  await expect(page.getByRole('option', { name: /fake Tether/ })).toBeVisible();
});
