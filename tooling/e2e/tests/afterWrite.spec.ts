import { expect, type Locator, type Page, test } from '@playwright/test';
import { fundedSigningWallet, unexpectedErrors } from '../support/fundedWallet';
import { collectPageErrors } from '../support/pageErrors';
import { SIGNING_WALLET } from '../support/signingWallet';
import { chain, supplyFromTestProcess } from '../support/testChain';
import { connectSandboxWallet, SANDBOX_CONTROL, SANDBOX_RPC } from '../support/wallet';

const V1 = 'http://127.0.0.1:5173';
const V3 = 'http://127.0.0.1:5174';

// The test funds its own wallet (an airdrop and a swap) before it deposits through the page.
test.describe.configure({ timeout: 150_000 });

interface World {
  earnVaults: { address: string; tokenSymbol: string; tokenMint: string }[];
  markets: {
    address: string;
    reserves: { address: string; symbol: string; status: string; mint: string }[];
  }[];
  strategies: {
    address: string;
    dex: string;
    tokenA: string;
    tokenAMint: string;
    tokenB: string;
    tokenBMint: string;
    status: string;
    isDiyVault: boolean;
  }[];
}

const world = async (): Promise<World> => (await fetch(`${SANDBOX_CONTROL}/world`)).json();

async function rpc<T>(method: string, params: unknown[]): Promise<T> {
  const response = await fetch(SANDBOX_RPC, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  return ((await response.json()) as { result: T }).result;
}

const figure = (region: Locator, label: string) =>
  region.locator(`.keel-figures__item:has(> dt:text-is("${label}")) > dd`);

const previewValue = (form: Locator, label: string) =>
  form.locator(`.keel-action-preview__row:has(> dt:text-is("${label}")) > dd`);

const vaultActions = (page: Page) => page.getByRole('region', { name: /^Deposit or withdraw/ });

/** A custom priority fee with more digits than a fee is shown with. */
async function setCustomFee(page: Page, fee: string) {
  await page.getByRole('banner').getByRole('button', { name: 'Settings' }).click();
  const modal = page.getByRole('dialog', { name: 'Transaction settings' });
  await modal.getByRole('radio', { name: 'Custom' }).check();
  await modal.getByLabel('Custom fee (SOL per transaction)').fill(fee);
  await modal.getByRole('button', { name: 'Save' }).click();
  await expect(modal).toBeHidden();
}

test('an earn deposit: the position follows at once and agrees with the form, the toast says Confirmed once and links the explorer, the fees keep their significant digits', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  const vault = (await world()).earnVaults.find((candidate) => candidate.tokenSymbol === 'USDC');
  if (!vault) throw new Error('the world has no USDC vault');
  const { address } = await fundedSigningWallet(page, [{ mint: vault.tokenMint, sol: 1 }]);

  await page.goto(`${V3}/earn/lend/${vault.address}`);
  await expect(vaultActions(page)).toBeVisible({ timeout: 30_000 });
  await connectSandboxWallet(page, SIGNING_WALLET);
  const position = page.getByRole('region', { name: 'Your position' });
  await expect(position).toContainText('You have no deposit in this vault.', { timeout: 30_000 });

  await setCustomFee(page, '0.0012345');
  const panel = vaultActions(page);
  await panel.getByRole('textbox', { name: /^Amount/ }).fill('25');
  await expect(previewValue(panel, 'Shares you receive')).not.toHaveText('-');
  // A fee to its significant digits: never every lamport of the setting.
  await expect(previewValue(panel, 'Network fee')).toHaveText('0.000005 SOL');
  await expect(previewValue(panel, 'Priority fee')).toHaveText('0.001234 SOL');
  const submit = panel.getByRole('button', { name: 'Deposit', exact: true });
  await expect(submit).toBeEnabled();
  await submit.click();

  const toast = page.locator('.keel-toast--success').filter({ hasText: 'Deposit 25 USDC' });
  await expect(toast).toBeVisible({ timeout: 30_000 });
  await toast.hover(); // holds it open while it is read
  await expect(toast.locator('.keel-toast__message')).toHaveText('Deposit 25 USDC');
  await expect(toast.locator('.keel-toast__status')).toHaveText('Confirmed');
  expect(((await toast.textContent()) ?? '').split('Deposit 25 USDC')).toHaveLength(2);
  const link = toast.getByRole('link', { name: 'View on Solscan' });
  await expect(link).toHaveCount(1);
  const href = (await link.getAttribute('href')) ?? '';
  const signature =
    /^https:\/\/solscan\.io\/tx\/([1-9A-HJ-NP-Za-km-z]{64,88})\?cluster=localnet$/.exec(href)?.[1];
  if (!signature) throw new Error(`the link holds no signature: ${href}`);
  // The link's signature is the wallet's transaction, landed.
  const landed = await rpc<{ transaction: { message: { accountKeys: string[] } } } | null>(
    'getTransaction',
    [signature, { commitment: 'confirmed', maxSupportedTransactionVersion: 0, encoding: 'json' }],
  );
  expect(landed?.transaction.message.accountKeys[0]).toBe(address);

  // Without a reload the position shows the deposit, as the form beside it counts it.
  const inTokens = figure(position, 'Value in tokens');
  await expect(inTokens).toHaveText(/^2[45]\.\d\d USDC$/, { timeout: 20_000 });
  const tokens = Number(((await inTokens.textContent()) ?? '').replace(' USDC', ''));
  expect(tokens).toBeGreaterThan(24.9);
  expect(tokens).toBeLessThanOrEqual(25);
  await expect(figure(position, 'Value')).toHaveText(/^\$2[45]\.\d\d$/);
  await panel.getByRole('tab', { name: 'Withdraw' }).click();
  await expect(panel.getByText(`Deposited: ${tokens.toFixed(2)} USDC`)).toBeVisible();
  expect(unexpectedErrors(errors)).toEqual([]);
});

test('a reserve shows its fees as percentages with two decimals', async ({ page }) => {
  const market = (await world()).markets[0];
  const usdc = market?.reserves.find((r) => r.symbol === 'USDC' && r.status === 'Active');
  if (!market || !usdc) throw new Error('the main market has no active USDC reserve');
  await page.goto(`${V1}/lending/reserve/${market.address}/${usdc.address}`);
  const fees = page.getByRole('region', { name: 'Fees' });
  const twoDecimals = /^(<0\.01|\d+\.\d{2})%$/;
  await expect(figure(fees, 'Borrow fee')).toHaveText(twoDecimals, { timeout: 30_000 });
  await expect(figure(fees, 'Flash loan fee')).toHaveText(
    new RegExp(`${twoDecimals.source}|^Disabled$`),
  );
});

/**
 * Moves the app to `path` as its own links do (React Router follows the history), so the query
 * cache stays: what shows next is what the write refreshed, not what a reload reads afresh.
 */
async function navigateInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL(new RegExp(`${path}$`));
}

/** The signature of a success toast's explorer link. */
async function toastSignature(toast: Locator): Promise<string> {
  const href =
    (await toast.getByRole('link', { name: 'View on Solscan' }).getAttribute('href')) ?? '';
  const signature = /\/tx\/([1-9A-HJ-NP-Za-km-z]{64,88})\?/.exec(href)?.[1];
  if (!signature) throw new Error(`the toast links no signature: ${href}`);
  return signature;
}

test("after an earn deposit, the portfolio's earn row agrees with the vault page and the activity lists it, without a reload", async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  const vault = (await world()).earnVaults.find((candidate) => candidate.tokenSymbol === 'USDC');
  if (!vault) throw new Error('the world has no USDC vault');
  const { address } = await fundedSigningWallet(page, [{ mint: vault.tokenMint, sol: 1 }]);

  // The portfolio is read first, so its earn reads sit in the cache when the deposit lands.
  const positionsRead = page.waitForResponse((r) =>
    r.url().includes(`/kvaults/users/${address}/positions`),
  );
  await page.goto(`${V3}/my-portfolio`);
  await connectSandboxWallet(page, SIGNING_WALLET);
  await positionsRead;
  const transactionsRead = page.waitForResponse((r) =>
    r.url().includes(`/kvaults/shareholders/${address}/transactions`),
  );
  await page.getByRole('tab', { name: 'Transactions' }).click();
  await transactionsRead;
  await expect(page.getByRole('region', { name: 'Earn positions' })).toHaveCount(0);

  await navigateInApp(page, `/earn/lend/${vault.address}`);
  const panel = vaultActions(page);
  await expect(panel).toBeVisible({ timeout: 30_000 });
  const position = page.getByRole('region', { name: 'Your position' });
  await expect(position).toContainText('You have no deposit in this vault.', { timeout: 30_000 });
  await panel.getByRole('textbox', { name: /^Amount/ }).fill('25');
  await expect(previewValue(panel, 'Shares you receive')).not.toHaveText('-');
  await panel.getByRole('button', { name: 'Deposit', exact: true }).click();
  const toast = page.locator('.keel-toast--success').filter({ hasText: 'Deposit 25 USDC' });
  await expect(toast).toBeVisible({ timeout: 30_000 });
  await toast.hover();
  const signature = await toastSignature(toast);
  const value = figure(position, 'Value');
  await expect(value).toHaveText(/^\$2[45]\.\d\d$/, { timeout: 20_000 });
  const vaultPageValue = (await value.textContent()) ?? '';

  // Back in the portfolio: the earn row is the vault page's worth, the activity lists the deposit.
  await navigateInApp(page, '/my-portfolio');
  const row = page
    .getByRole('region', { name: 'Earn positions' })
    .locator(`a[href="/earn/lend/${vault.address}"]`);
  await expect(row.locator('.keel-portfolio__figures > span').first()).toHaveText(vaultPageValue, {
    timeout: 20_000,
  });
  await page.getByRole('tab', { name: 'Transactions' }).click();
  const history = page.getByRole('list', { name: 'Transaction history' });
  await expect(history.locator(`a[href*="/tx/${signature}"]`)).toHaveCount(1, {
    timeout: 20_000,
  });
  expect(unexpectedErrors(errors)).toEqual([]);
});

test("after a supply on the dashboard, the dashboard's transactions list shows it without a reload", async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  const market = (await world()).markets[0];
  const usdc = market?.reserves.find((r) => r.symbol === 'USDC' && r.status === 'Active');
  if (!market || !usdc) throw new Error('the main market has no active USDC reserve');
  const { keypair } = await fundedSigningWallet(page, [{ mint: usdc.mint, sol: 1 }]);
  // The wallet's first supply, from the test's process: its obligation and one deposit.
  const c = await chain();
  await supplyFromTestProcess(c, keypair, usdc.address, 10_000_000n);
  const obligation = c.cr
    .vanillaObligationPda(keypair.publicKey, new c.web3.PublicKey(market.address))
    .address.toBase58();

  await page.goto(`${V1}/lending/dashboard/${market.address}/${obligation}`);
  await connectSandboxWallet(page, SIGNING_WALLET);
  const transactions = page.getByRole('region', { name: 'Transactions' });
  const deposits = transactions.getByRole('row').filter({ hasText: 'Deposit' });
  await expect(deposits).toHaveCount(1, { timeout: 30_000 });

  await page.getByRole('button', { name: 'Supply USDC' }).click();
  const dialog = page.getByRole('dialog', { name: 'Supply USDC' });
  await dialog.getByLabel(/Supply amount/).fill('5');
  await dialog.getByRole('button', { name: 'Supply', exact: true }).click();
  const toast = page.locator('.keel-toast--success').filter({ hasText: 'Supply 5 USDC' });
  await expect(toast).toBeVisible({ timeout: 30_000 });
  await toast.hover();
  const signature = await toastSignature(toast);

  await expect(deposits).toHaveCount(2, { timeout: 20_000 });
  // Newest first: the supply just made, under its own signature.
  const newest = transactions.getByRole('row').nth(1);
  await expect(newest).toContainText('Deposit');
  await expect(newest).toContainText(`${signature.slice(0, 4)}…${signature.slice(-4)}`);
  expect(unexpectedErrors(errors)).toEqual([]);
});

test('after a strategy deposit, its position shows what was deposited without a reload', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  const strategy = (await world()).strategies.find(
    (s) =>
      s.dex === 'ORCA' &&
      s.tokenA === 'USDC' &&
      s.tokenB === 'USDT' &&
      s.status === 'LIVE' &&
      !s.isDiyVault,
  );
  if (!strategy) throw new Error('no LIVE ORCA USDC-USDT strategy in the world');
  await fundedSigningWallet(page, [
    { mint: strategy.tokenAMint, sol: 1 },
    { mint: strategy.tokenBMint, sol: 1 },
  ]);

  await page.goto(`${V1}/liquidity/${strategy.address}`);
  await connectSandboxWallet(page, SIGNING_WALLET);
  const position = page.getByRole('region', { name: 'Your position' });
  await expect(figure(position, 'Deposited')).toHaveText('-', { timeout: 30_000 });
  const actions = page.getByRole('region', { name: 'Deposit and withdraw' });
  await actions.getByLabel(/USDC amount/).fill('20');
  const usdt = actions.getByLabel(/USDT amount/);
  await expect(usdt).not.toHaveValue('');
  const deposited = 20 + Number(await usdt.inputValue());
  await actions.getByRole('button', { name: 'Deposit', exact: true }).click();
  await expect(page.getByRole('status').getByText('Deposit USDC-USDT').first()).toBeVisible({
    timeout: 60_000,
  });

  // The API's cost basis of the new shares: the two stablecoins' worth, to a few cents.
  const shown = figure(position, 'Deposited');
  await expect(shown).toHaveText(/^\$[\d,]+\.\d\d$/, { timeout: 20_000 });
  await expect
    .poll(async () => Number(((await shown.textContent()) ?? '').replace(/[$,]/g, '')), {
      timeout: 20_000,
    })
    .toBeGreaterThan(deposited * 0.98);
  expect(Number(((await shown.textContent()) ?? '').replace(/[$,]/g, ''))).toBeLessThan(
    deposited * 1.02,
  );
  expect(unexpectedErrors(errors)).toEqual([]);
});

/** Whole tokens a compact token figure shows ('255.40K JitoSOL' → 255400). */
function compactTokens(text: string | null): number {
  const match = /^([\d,]+(?:\.\d+)?)([KMB]?) /.exec((text ?? '').trim());
  if (!match) throw new Error(`not a compact token amount: '${text}'`);
  const scale = { '': 1, K: 1e3, M: 1e6, B: 1e9 }[match[2] as '' | 'K' | 'M' | 'B'];
  return Number((match[1] ?? '').replace(/,/g, '')) * scale;
}

test("after an earn deposit, the vault's total deposits on its page count it without a reload", async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  // A vault whose compact total moves for a deposit the test can fund: some ten JitoSOL against a
  // total of some hundred thousand, shown to ten tokens.
  const vault = (await world()).earnVaults.find((candidate) => candidate.tokenSymbol === 'JitoSOL');
  if (!vault) throw new Error('the world has no JitoSOL vault');
  await fundedSigningWallet(page, [{ mint: vault.tokenMint, sol: 15 }]);

  await page.goto(`${V3}/earn/lend/${vault.address}`);
  const panel = vaultActions(page);
  await expect(panel).toBeVisible({ timeout: 30_000 });
  await connectSandboxWallet(page, SIGNING_WALLET);
  const total = figure(page.getByRole('region', { name: 'Overview' }), 'Total deposits');
  await expect(total).toHaveText(/ JitoSOL$/, { timeout: 30_000 });
  const before = (await total.textContent()) ?? '';

  await panel.getByRole('textbox', { name: /^Amount/ }).fill('11');
  await expect(previewValue(panel, 'Shares you receive')).not.toHaveText('-');
  await panel.getByRole('button', { name: 'Deposit', exact: true }).click();
  await expect(
    page.locator('.keel-toast--success').filter({ hasText: 'Deposit 11 JitoSOL' }),
  ).toBeVisible({ timeout: 30_000 });

  // The vault's figures are read again and the API answers what its account holds now.
  await expect(total).not.toHaveText(before, { timeout: 20_000 });
  const moved = compactTokens(await total.textContent()) - compactTokens(before);
  // 11 tokens, each side rounded to ten.
  expect(moved).toBeGreaterThanOrEqual(1);
  expect(moved).toBeLessThanOrEqual(21);
  expect(unexpectedErrors(errors)).toEqual([]);
});

interface ReserveHistoryAnswer {
  history: { timestamp: string; metrics: { totalSupplyWads: string } }[];
}

test("after a supply on the reserve page, its total supplied and its history's latest point count it without a reload", async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  const market = (await world()).markets[0];
  const usdc = market?.reserves.find((r) => r.symbol === 'USDC' && r.status === 'Active');
  if (!market || !usdc) throw new Error('the main market has no active USDC reserve');
  await fundedSigningWallet(page, [{ mint: usdc.mint, sol: 1 }]);
  // Every answer of the reserve's history, in order: its latest point's total supply (USDC).
  const latestSupplies: number[] = [];
  page.on('response', async (response) => {
    if (!response.url().includes(`/reserves/${usdc.address}/metrics/history`)) return;
    const answer = (await response.json().catch(() => null)) as ReserveHistoryAnswer | null;
    const wads = answer?.history.at(-1)?.metrics.totalSupplyWads;
    if (wads) latestSupplies.push(Number(BigInt(wads) / 10n ** 18n) / 1e6);
  });

  await page.goto(`${V1}/lending/reserve/${market.address}/${usdc.address}`);
  await connectSandboxWallet(page, SIGNING_WALLET);
  const total = figure(page.getByRole('region', { name: 'Overview' }), 'Total supplied');
  await expect(total).toHaveText(/ USDC \(/, { timeout: 30_000 });
  await expect.poll(() => latestSupplies.length, { timeout: 30_000 }).toBeGreaterThan(0);
  const suppliedBefore = Number(
    ((await total.textContent()) ?? '').split(' USDC')[0]?.replace(/,/g, ''),
  );
  const historyBefore = latestSupplies.at(-1) ?? 0;

  const actions = page.getByRole('region', { name: 'Lending actions' });
  await actions.getByLabel(/Supply amount/).fill('5');
  await actions.getByRole('button', { name: 'Supply', exact: true }).click();
  await expect(
    page.locator('.keel-toast--success').filter({ hasText: 'Supply 5 USDC' }),
  ).toBeVisible({ timeout: 30_000 });

  // The reserve's figures on the page (read from the chain) count the 5 USDC…
  await expect
    .poll(
      async () =>
        Number(((await total.textContent()) ?? '').split(' USDC')[0]?.replace(/,/g, '')) -
        suppliedBefore,
      { timeout: 20_000 },
    )
    .toBeGreaterThanOrEqual(5);
  // …and its history is read again, its latest point the API's reading of the reserve's account
  // now: the 5 USDC and the interest the supply's refresh accrued.
  await expect
    .poll(() => (latestSupplies.at(-1) ?? 0) - historyBefore, { timeout: 20_000 })
    .toBeGreaterThanOrEqual(5);
  expect(unexpectedErrors(errors)).toEqual([]);
});
