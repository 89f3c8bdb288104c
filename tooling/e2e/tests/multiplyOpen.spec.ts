import { toPublicKey } from '@keel/chain-readers';
import { expect, type Page, test } from '@playwright/test';
import { fundedSigningWallet, unexpectedErrors } from '../support/fundedWallet';
import { navigateInApp } from '../support/inAppNavigation';
import { collectPageErrors } from '../support/pageErrors';
import { SIGNING_WALLET } from '../support/signingWallet';
import { connectSandboxWallet, SANDBOX_CONTROL, SANDBOX_RPC } from '../support/wallet';

const V1 = 'http://127.0.0.1:5173';
const V3 = 'http://127.0.0.1:5174';

// Each test funds a wallet and runs up to three loops, each confirmed on the sandbox.
test.describe.configure({ timeout: 120_000 });

/** A funded wallet of the test's own, with 3 SOL of `mint` bought when given. */
async function ownWallet(page: Page, mint?: string): Promise<string> {
  const { address } = await fundedSigningWallet(page, mint ? [{ mint, sol: 3 }] : []);
  return address;
}

interface WorldReserve {
  address: string;
  symbol: string;
  mint: string;
  status: string;
}
interface World {
  markets: { name: string; address: string; reserves: WorldReserve[] }[];
}

async function mainPair(collateral: string, debt: string) {
  const world = (await (await fetch(`${SANDBOX_CONTROL}/world`)).json()) as World;
  const market = world.markets[0];
  const find = (symbol: string) =>
    market?.reserves.find((r) => r.symbol === symbol && r.status === 'Active');
  const coll = find(collateral);
  const borrow = find(debt);
  if (!market || !coll || !borrow) throw new Error(`no ${collateral}/${debt} in the main market`);
  return { market: market.address, collateral: coll, debt: borrow };
}

type Pair = Awaited<ReturnType<typeof mainPair>>;

/** The address of the wallet's position in the pair (tag, owner, market, the pair's mints). */
async function positionAddress(
  owner: string,
  pair: Pair,
  tag: 'Multiply' | 'Leverage' = 'Multiply',
) {
  const cr = await import('@keel/chain-readers');
  const { PublicKey } = await import('@solana/web3.js');
  return cr.leveragedObligationPda(
    tag,
    new PublicKey(owner),
    new PublicKey(pair.market),
    new PublicKey(pair.collateral.mint),
    new PublicKey(pair.debt.mint),
  ).address;
}

/** The wallet's obligation of the pair, decoded from the node (null when absent). */
async function multiplyObligation(
  owner: string,
  pair: Pair,
  tag: 'Multiply' | 'Leverage' = 'Multiply',
) {
  const cr = await import('@keel/chain-readers');
  const { Connection } = await import('@solana/web3.js');
  const address = await positionAddress(owner, pair, tag);
  const account = await new Connection(SANDBOX_RPC, 'confirmed').getAccountInfo(
    toPublicKey(address),
  );
  return account === null ? null : cr.decodeObligation(address, account);
}

/** Transactions that named the obligation so far (the set-up, the loops). */
async function transactionsOf(owner: string, pair: Pair) {
  const { Connection } = await import('@solana/web3.js');
  const address = await positionAddress(owner, pair);
  return (
    await new Connection(SANDBOX_RPC, 'confirmed').getSignaturesForAddress(toPublicKey(address))
  ).length;
}

/** The wallet's SOL, in lamports. */
async function solLamports(owner: string): Promise<number> {
  const { Connection, PublicKey } = await import('@solana/web3.js');
  return new Connection(SANDBOX_RPC, 'confirmed').getBalance(new PublicKey(owner));
}

/** Moves the leverage slider to `target` with the keyboard (0.1 per step from 1.1). */
async function setLeverage(page: Page, target: number) {
  const slider = page.getByRole('slider', { name: 'Leverage', exact: true });
  await slider.focus();
  await slider.press('Home');
  for (let value = 1.1; value < target - 0.05; value += 0.1) await slider.press('ArrowRight');
  await expect(slider).toHaveAttribute('aria-valuetext', `${target.toFixed(1)}x`);
}

/** The review a loop on a position opens before anything is signed. */
function reviewDialog(page: Page, title: string) {
  return page.getByRole('dialog', { name: `Review: ${title}` });
}

/** Confirms the open review: the loop is then signed and sent. */
async function confirmReview(page: Page, title: string) {
  const dialog = reviewDialog(page, title);
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toBeHidden();
}

test('opens a 3x SOL/USDC multiply in one transaction, adjusts it to 2x and closes it to zero', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  const pair = await mainPair('SOL', 'USDC');
  const wallet = { publicKey: await ownWallet(page) };
  await page.goto(`${V1}/multiply/${pair.market}/${pair.collateral.address}/${pair.debt.address}`);
  await connectSandboxWallet(page, SIGNING_WALLET);
  const form = page.getByRole('region', { name: 'Open a position' });
  await form.getByRole('textbox', { name: 'Deposit amount' }).fill('0.5');
  await setLeverage(page, 3);
  const preview = form.getByLabel('Position preview');
  await expect(preview).toContainText('3.0x');
  // The route's impact for the debt the loop swaps, quoted as the user types.
  await expect(preview).toContainText(/Price impact\s*\d[\d.]*%/, { timeout: 10_000 });

  const submit = form.getByRole('button', { name: 'Open position' });
  await expect(submit).toBeEnabled({ timeout: 20_000 });
  const txBefore = await transactionsOf(wallet.publicKey, pair);
  const clicked = Date.now();
  await submit.click();
  await expect(
    page.locator('.keel-toast--success').filter({ hasText: 'Open 3.0x SOL/USDC' }),
  ).toBeVisible({ timeout: 30_000 });
  // The benchmark: click to confirmed, and transactions per action (the test's
  // annotations; `--reporter=json` shows them).
  const openMs = Date.now() - clicked;
  const openTxs = (await transactionsOf(wallet.publicKey, pair)) - txBefore;
  test.info().annotations.push({
    type: 'benchmark',
    description: `open: ${openMs} ms click→confirmed, ${openTxs} transaction(s)`,
  });
  // The set-up (token accounts, obligation) travels with the loop: one transaction.
  expect(openTxs).toBe(1);

  const after = await multiplyObligation(wallet.publicKey, pair);
  expect(after?.tag).toBe('Multiply');
  expect(after?.borrows.map((b) => b.borrowReserve.toBase58())).toEqual([pair.debt.address]);
  // 0.5 SOL at 3x: 1.5 SOL more collateral (in cTokens, at the reserve's exchange rate ≤ 1).
  const added = after?.deposits[0]?.depositedAmount ?? 0n;
  expect(added).toBeGreaterThan(1_000_000_000n);
  expect(added).toBeLessThanOrEqual(1_500_000_000n);
  // The position's Manage panel takes the open form's place.
  await expect(page.getByRole('region', { name: 'Your position' })).toBeVisible({
    timeout: 20_000,
  });

  // Its dashboard names it by its pair and leverage and leads back to the vault to manage it.
  const obligation = await positionAddress(wallet.publicKey, pair);
  await navigateInApp(page, `/lending/obligation/${obligation.toBase58()}`);
  await expect(page.getByText(/^Main Market · Multiply SOL\/USDC \d+\.\dx/)).toBeVisible({
    timeout: 20_000,
  });
  await page.getByRole('link', { name: 'Manage position' }).click();
  await expect(page.getByRole('heading', { name: 'SOL/USDC' })).toBeVisible();
  await expect(page.getByRole('figure', { name: /^Net APY at [\d.]+x history$/ })).toBeVisible({
    timeout: 20_000,
  });

  // The position appears above the form; adjust it down to 2x in one loop.
  const position = page.getByRole('region', { name: 'Your position' });
  const figures = position.getByLabel('Position figures');
  await expect(figures).toContainText(/Leverage\s*(2\.9|3\.0|3\.1)x/, { timeout: 20_000 });
  const target = position.getByRole('slider', { name: 'Target leverage' });
  await target.focus();
  await target.press('Home');
  for (let i = 0; i < 9; i += 1) await target.press('ArrowRight');
  await expect(target).toHaveAttribute('aria-valuetext', '2.0x');
  const beforeAdjust = await transactionsOf(wallet.publicKey, pair);
  await position.getByRole('button', { name: 'Adjust leverage' }).click();
  await confirmReview(page, 'Adjust SOL/USDC to 2.0x');
  await expect(
    page.locator('.keel-toast--success').filter({ hasText: 'Adjust SOL/USDC to 2.0x' }),
  ).toBeVisible({ timeout: 30_000 });
  await expect(figures).toContainText(/Leverage\s*(1\.9|2\.0|2\.1)x/, { timeout: 20_000 });
  expect((await transactionsOf(wallet.publicKey, pair)) - beforeAdjust).toBe(1);
  const adjusted = await multiplyObligation(wallet.publicKey, pair);
  expect(adjusted?.borrows[0]?.borrowedAmount.lt(after?.borrows[0]?.borrowedAmount ?? 0)).toBe(
    true,
  );

  // Withdraw part at the same leverage: collateral and debt shrink, the SOL reaches the wallet.
  await position.getByRole('tab', { name: 'Withdraw' }).click();
  await position.getByRole('textbox', { name: 'Withdraw amount' }).fill('0.2');
  await expect(position.getByLabel('Withdraw preview')).toContainText('SOL');
  const lamportsBefore = await solLamports(wallet.publicKey);
  const beforeWithdraw = await transactionsOf(wallet.publicKey, pair);
  await position.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(
    reviewDialog(page, 'Withdraw 0.2 SOL from SOL/USDC').getByLabel('Review figures', {
      exact: true,
    }),
  ).toContainText(/You receive\s*0\.2 SOL \(\$/);
  await confirmReview(page, 'Withdraw 0.2 SOL from SOL/USDC');
  await expect(
    page.locator('.keel-toast--success').filter({ hasText: /^Withdraw 0\.2 SOL from SOL\/USDC/ }),
  ).toBeVisible({ timeout: 30_000 });
  expect((await transactionsOf(wallet.publicKey, pair)) - beforeWithdraw).toBe(1);
  const withdrawn = await multiplyObligation(wallet.publicKey, pair);
  expect(withdrawn?.borrows[0]?.borrowedAmount.lt(adjusted?.borrows[0]?.borrowedAmount ?? 0)).toBe(
    true,
  );
  expect(withdrawn?.deposits[0]?.depositedAmount ?? 0n).toBeLessThan(
    adjusted?.deposits[0]?.depositedAmount ?? 0n,
  );
  // 0.2 SOL reached the wallet, less the transaction fee, plus what the swap's slippage margin
  // left over.
  const gained = (await solLamports(wallet.publicKey)) - lamportsBefore;
  expect(gained).toBeGreaterThan(190_000_000);
  expect(gained).toBeLessThanOrEqual(203_000_000);
  await expect(figures).toContainText(/Leverage\s*(1\.9|2\.0|2\.1)x/, { timeout: 20_000 });

  // Close to zero: the review names what comes back, the debt repaid, the swap's route and
  // impact and the fees, and nothing is signed until Confirm.
  const beforeClose = await transactionsOf(wallet.publicKey, pair);
  await position.getByRole('tab', { name: 'Close' }).click();
  await position.getByRole('button', { name: 'Close position' }).click();
  const review = reviewDialog(page, 'Close SOL/USDC');
  await expect(review).toBeVisible();
  const reviewRows = review.getByLabel('Review figures', { exact: true });
  await expect(reviewRows).toContainText(/You receive\s*\d[\d.,]* SOL \(\$[\d,.]+\)/);
  await expect(reviewRows).toContainText(/Debt repaid\s*\d[\d.,]* USDC/);
  await expect(reviewRows).toContainText(/Price impact\s*\d[\d.]*%/, { timeout: 10_000 });
  await expect(reviewRows).toContainText(/Route\s*\S/);
  await expect(reviewRows).toContainText('Flash loan fee');
  await expect(reviewRows).toContainText('Network fee');
  // Escape cancels: the dialog goes, the position stays, no transaction was sent.
  await page.keyboard.press('Escape');
  await expect(review).toBeHidden();
  expect(await transactionsOf(wallet.publicKey, pair)).toBe(beforeClose);
  expect(await multiplyObligation(wallet.publicKey, pair)).not.toBeNull();
  await position.getByRole('button', { name: 'Close position' }).click();
  await expect(review.getByRole('button', { name: 'Cancel' })).toBeVisible();
  expect(await transactionsOf(wallet.publicKey, pair)).toBe(beforeClose);
  await confirmReview(page, 'Close SOL/USDC');
  await expect(
    page.locator('.keel-toast--success').filter({ hasText: 'Close SOL/USDC' }),
  ).toBeVisible({ timeout: 30_000 });
  expect(await multiplyObligation(wallet.publicKey, pair)).toBeNull();
  expect((await transactionsOf(wallet.publicKey, pair)) - beforeClose).toBe(1);
  await expect(position).toBeHidden({ timeout: 20_000 });
  expect(unexpectedErrors(errors)).toEqual([]);
});

test('a correlated pair: JitoSOL/SOL liquidates at a ratio, its what-if moves the ratio, and the net-APY chart is at the chosen leverage', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  const pair = await mainPair('JitoSOL', 'SOL');
  await page.goto(`${V1}/multiply/${pair.market}/${pair.collateral.address}/${pair.debt.address}`);
  await expect(page.getByRole('heading', { name: 'JitoSOL/SOL' })).toBeVisible({
    timeout: 20_000,
  });
  const form = page.getByRole('region', { name: 'Open a position' });
  await form.getByRole('textbox', { name: 'Deposit amount' }).fill('1');
  await setLeverage(page, 3);
  const preview = form.getByLabel('Position preview');
  await expect(preview).toContainText(/Liquidation ratio\s*\d\.\d{4} JitoSOL\/SOL \(-[\d.]+%\)/);
  await expect(preview).not.toContainText('Liquidation price');
  const whatIf = form.getByRole('slider', { name: 'What if JitoSOL/SOL moves' });
  await whatIf.focus();
  await whatIf.press('ArrowLeft');
  await expect(form.getByLabel('What-if preview')).toContainText(
    /JitoSOL\/SOL ratio\s*\d\.\d{4} JitoSOL\/SOL/,
  );
  // Drawn at the form's 3.0x, staking yield included.
  await expect(page.getByRole('figure', { name: 'Net APY at 3.0x history' })).toBeVisible({
    timeout: 20_000,
  });
  expect(unexpectedErrors(errors)).toEqual([]);
});

test('a short by the D§5 rule: USDC against SOL opens as a Leverage position with SOL debt, and closes', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  const pair = await mainPair('USDC', 'SOL');
  const wallet = { publicKey: await ownWallet(page, pair.collateral.mint) };
  await page.goto(
    `${V1}/lending/leverage/${pair.market}/${pair.collateral.address}/${pair.debt.address}`,
  );
  await expect(page.getByRole('heading', { name: 'Short USDC/SOL' })).toBeVisible();
  await connectSandboxWallet(page, SIGNING_WALLET);
  const form = page.getByRole('region', { name: 'Open a position' });
  await form.getByRole('textbox', { name: 'Deposit amount' }).fill('20');
  await setLeverage(page, 2);
  const submit = form.getByRole('button', { name: 'Open position' });
  await expect(submit).toBeEnabled({ timeout: 20_000 });
  await submit.click();
  await expect(
    page.locator('.keel-toast--success').filter({ hasText: 'Open 2.0x USDC/SOL' }),
  ).toBeVisible({ timeout: 30_000 });
  const opened = await multiplyObligation(wallet.publicKey, pair, 'Leverage');
  expect(opened?.tag).toBe('Leverage');
  expect(opened?.deposits.map((d) => d.depositReserve.toBase58())).toEqual([
    pair.collateral.address,
  ]);
  expect(opened?.borrows.map((b) => b.borrowReserve.toBase58())).toEqual([pair.debt.address]);

  const position = page.getByRole('region', { name: 'Your position' });
  await position.getByRole('tab', { name: 'Close' }).click();
  await position.getByRole('button', { name: 'Close position' }).click();
  await confirmReview(page, 'Close USDC/SOL');
  await expect(
    page.locator('.keel-toast--success').filter({ hasText: 'Close USDC/SOL' }),
  ).toBeVisible({ timeout: 30_000 });
  expect(await multiplyObligation(wallet.publicKey, pair, 'Leverage')).toBeNull();
  expect(unexpectedErrors(errors)).toEqual([]);
});

test('opens from the debt token: USDC swapped with the borrowed USDC into SOL collateral, then closes', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  const pair = await mainPair('SOL', 'USDC');
  const wallet = { publicKey: await ownWallet(page, pair.debt.mint) };
  await page.goto(`${V1}/multiply/${pair.market}/${pair.collateral.address}/${pair.debt.address}`);
  await connectSandboxWallet(page, SIGNING_WALLET);
  const form = page.getByRole('region', { name: 'Open a position' });
  await form
    .getByRole('group', { name: 'Deposit token' })
    .getByRole('button', { name: 'USDC' })
    .click();
  await form.getByRole('textbox', { name: 'Deposit amount' }).fill('50');
  await setLeverage(page, 2);
  const submit = form.getByRole('button', { name: 'Open position' });
  await expect(submit).toBeEnabled({ timeout: 20_000 });
  await submit.click();
  await expect(
    page.locator('.keel-toast--success').filter({ hasText: 'Open 2.0x SOL/USDC' }),
  ).toBeVisible({ timeout: 30_000 });
  const opened = await multiplyObligation(wallet.publicKey, pair);
  // 50 USDC at 2x: $100 of SOL collateral against about $50 of USDC debt.
  const borrowed = Number(opened?.borrows[0]?.borrowedAmount.toFixed(0) ?? 0) / 1e6;
  expect(borrowed).toBeGreaterThan(45);
  expect(borrowed).toBeLessThan(56);

  const position = page.getByRole('region', { name: 'Your position' });
  await position.getByRole('tab', { name: 'Close' }).click();
  await position.getByRole('button', { name: 'Close position' }).click();
  await confirmReview(page, 'Close SOL/USDC');
  await expect(
    page.locator('.keel-toast--success').filter({ hasText: 'Close SOL/USDC' }),
  ).toBeVisible({ timeout: 30_000 });
  expect(await multiplyObligation(wallet.publicKey, pair)).toBeNull();
  expect(unexpectedErrors(errors)).toEqual([]);
});

test('v3: a long ETH/USDC by its slug route, listed first on Long / Short; a price that moves past the slippage fails with the mapped copy and leaves the position as it was', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  const pair = await mainPair('ETH', 'USDC');
  const wallet = { publicKey: await ownWallet(page, pair.debt.mint) };
  await page.goto(`${V3}/leverage/main/ETH/USDC`);
  await expect(page.getByRole('heading', { name: 'Long ETH/USDC' })).toBeVisible({
    timeout: 20_000,
  });
  await connectSandboxWallet(page, SIGNING_WALLET);
  const form = page.getByRole('region', { name: 'Open a position' });
  await form
    .getByRole('group', { name: 'Deposit token' })
    .getByRole('button', { name: 'USDC' })
    .click();
  await form.getByRole('textbox', { name: 'Deposit amount' }).fill('60');
  await setLeverage(page, 2);
  const submit = form.getByRole('button', { name: 'Open position' });
  await expect(submit).toBeEnabled({ timeout: 20_000 });
  await submit.click();
  await expect(
    page.locator('.keel-toast--success').filter({ hasText: 'Open 2.0x ETH/USDC' }),
  ).toBeVisible({ timeout: 30_000 });
  const opened = await multiplyObligation(wallet.publicKey, pair, 'Leverage');
  expect(opened?.tag).toBe('Leverage');
  // A long shows its size, entry price and PnL, and the pair's price through time.
  const position = page.getByRole('region', { name: 'Your position' });
  const figures = position.getByLabel('Position figures');
  await expect(figures).toContainText(/Position size\s*\$\d/, { timeout: 20_000 });
  await expect(figures).toContainText('Entry price');
  await expect(figures).toContainText('PnL (SOL)');
  await expect(page.getByRole('figure', { name: 'ETH/USDC price history' })).toBeVisible({
    timeout: 20_000,
  });

  // Adjust up to 3x while ETH jumps 5 % between the quote and the transaction: the route asks
  // more USDC than the quote's maximum in at the multiply slippage, and the swap refuses.
  const target = position.getByRole('slider', { name: 'Target leverage' });
  await target.focus();
  await target.press('Home');
  for (let value = 1.1; value < 2.95; value += 0.1) await target.press('ArrowRight');
  await expect(target).toHaveAttribute('aria-valuetext', '3.0x');
  const ethPrice = await worldPrice('ETH');
  let moved = false;
  await page.route('**/swap/v1/swap-instructions', async (route) => {
    if (!moved) {
      moved = true;
      await setTokenPrice('ETH', (Number(ethPrice) * 1.05).toFixed(2));
    }
    await route.continue();
  });
  try {
    await position.getByRole('button', { name: 'Adjust leverage' }).click();
    await confirmReview(page, 'Adjust ETH/USDC to 3.0x');
    await expect(
      page
        .getByRole('alert')
        .locator('.keel-toast__message')
        .filter({ hasText: /^Deposit failed/ }),
    ).toHaveText(/^Deposit failed: Slippage tolerance exceeded/, { timeout: 30_000 });
  } finally {
    await setTokenPrice('ETH', ethPrice);
  }
  expect(moved).toBe(true);
  const after = await multiplyObligation(wallet.publicKey, pair, 'Leverage');
  expect(after?.deposits.map((d) => d.depositedAmount)).toEqual(
    opened?.deposits.map((d) => d.depositedAmount),
  );
  expect(after?.borrows.map((b) => b.borrowedAmount.toString())).toEqual(
    opened?.borrows.map((b) => b.borrowedAmount.toString()),
  );

  // The Long / Short list puts the held pair first in its market, marked as the wallet's.
  await navigateInApp(page, '/leverage');
  const heldRow = page.getByRole('row').filter({ hasText: 'Your position' });
  await expect(heldRow).toHaveCount(1, { timeout: 20_000 });
  await expect(heldRow).toContainText('ETH');
  await expect(
    page.getByRole('table').filter({ has: heldRow }).getByRole('row').nth(1),
  ).toContainText('Your position');
  expect(unexpectedErrors(errors)).toEqual([]);
});

async function worldPrice(symbol: string): Promise<string> {
  const world = (await (await fetch(`${SANDBOX_CONTROL}/world`)).json()) as {
    tokens: { symbol: string; priceUsd: string }[];
  };
  const price = world.tokens.find((t) => t.symbol === symbol)?.priceUsd;
  if (!price) throw new Error(`no ${symbol} price in the world`);
  return price;
}

async function setTokenPrice(symbol: string, priceUsd: string) {
  const response = await fetch(`${SANDBOX_CONTROL}/oracle/prices`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token: symbol, priceUsd }),
  });
  if (!response.ok) throw new Error(`/oracle/prices: ${response.status} ${await response.text()}`);
}

/**
 * Refreshes a reserve, as the crowd of a real market does all the time: the reserve's stored
 * price (what positions are valued at) follows the oracle only through refresh_reserve.
 */
async function refreshReserve(reserve: string) {
  const { Connection, Keypair, LAMPORTS_PER_SOL, PublicKey, Transaction } = await import(
    '@solana/web3.js'
  );
  const cr = await import('@keel/chain-readers');
  const lp = await import('@keel/lending-programs');
  const connection = new Connection(SANDBOX_RPC, 'confirmed');
  const key = new PublicKey(reserve);
  const account = await connection.getAccountInfo(key);
  if (!account) throw new Error(`no reserve ${reserve}`);
  const crank = Keypair.generate();
  await connection.requestAirdrop(crank.publicKey, LAMPORTS_PER_SOL);
  const tx = new Transaction().add(
    lp.refreshReserveFor(cr.decodeReserve(key, account), cr.KLEND_PROGRAM_ID),
  );
  const signature = await connection.sendTransaction(tx, [crank]);
  const landed = await connection.getTransaction(signature, { commitment: 'confirmed' });
  if (!landed || landed.meta?.err) {
    throw new Error(`refresh_reserve failed: ${JSON.stringify(landed?.meta ?? null)}`);
  }
  const after = await connection.getAccountInfo(key);
  if (!after) throw new Error('the reserve vanished');
  return {
    price: cr.decodeReserve(key, after).liquidity.marketPrice.toString(),
    logs: landed.meta?.logMessages ?? [],
  };
}

async function ageStoredPrice(reserve: string) {
  const { Connection, PublicKey } = await import('@solana/web3.js');
  const cr = await import('@keel/chain-readers');
  const key = new PublicKey(reserve);
  const account = await new Connection(SANDBOX_RPC, 'confirmed').getAccountInfo(key);
  if (!account) throw new Error(`no reserve ${reserve}`);
  // ReserveLiquidity (at 128) keeps market_price_last_updated_ts at +136: only those 8 bytes move.
  const aged = Buffer.from(account.data);
  aged.writeBigUInt64LE(0n, 128 + 136);
  if (cr.decodeReserve(key, { ...account, data: aged }).liquidity.marketPriceLastUpdatedTs !== 0n) {
    throw new Error('the stored price time is not where the layout puts it');
  }
  const response = await fetch(`${SANDBOX_CONTROL}/accounts/${reserve}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      lamports: account.lamports,
      owner: account.owner.toBase58(),
      data: aged.toString('base64'),
    }),
  });
  if (!response.ok) throw new Error(`/accounts: ${response.status} ${await response.text()}`);
}

async function setOraclePrice(symbol: string, priceUsd: string, reserve: string) {
  await setTokenPrice(symbol, priceUsd);
  // refresh_reserve reads the oracle again only once the stored price is older than the market's
  // trigger (half the reserve's 180 s max age). Rather than moving every test's clock, the stored
  // price is dated back, as when nobody has refreshed the reserve for a while.
  await ageStoredPrice(reserve);
  const refreshed = await refreshReserve(reserve);
  if (Math.abs(Number(refreshed.price) / Number(priceUsd) - 1) > 0.001) {
    throw new Error(
      `reserve price ${refreshed.price} after setting ${priceUsd}: ${refreshed.logs.join('\n')}`,
    );
  }
}

test('liquidation you can see coming: a WBTC/cbBTC position turns orange, then red, as the oracle price falls', async ({
  page,
}) => {
  const pair = await mainPair('WBTC', 'cbBTC');
  const wbtcPrice = await worldPrice('WBTC');
  const wallet = { publicKey: await ownWallet(page, pair.collateral.mint) };
  await page.goto(`${V1}/multiply/${pair.market}/${pair.collateral.address}/${pair.debt.address}`);
  await connectSandboxWallet(page, SIGNING_WALLET);
  const form = page.getByRole('region', { name: 'Open a position' });
  await form.getByRole('textbox', { name: 'Deposit amount' }).fill('0.002');
  // In the BTC elevation group (LTV 85 %, liquidation 90 %): 5x is an LTV of about 80 %.
  await setLeverage(page, 5);
  const submit = form.getByRole('button', { name: 'Open position' });
  await expect(submit).toBeEnabled({ timeout: 20_000 });
  await submit.click();
  await expect(
    page.locator('.keel-toast--success').filter({ hasText: 'Open 5.0x WBTC/cbBTC' }),
  ).toBeVisible({ timeout: 30_000 });

  const obligation = await positionAddress(wallet.publicKey, pair);
  const dashboard = `${V1}/lending/obligation/${obligation.toBase58()}`;
  // The LTV figure of the dashboard's Position figures (a risk banner and gauge repeat the band).
  const ltv = page.getByRole('region', { name: 'Position', exact: true }).locator('[data-risk]');
  try {
    await page.goto(dashboard);
    await expect(ltv).toHaveAttribute('data-risk', 'green', { timeout: 20_000 });
    const now = Number((await ltv.textContent())?.replace('%', '')) / 100;
    // LTV moves as 1 / price: the prices that put it at 87.5 % (orange) and 92 % (red).
    const price = Number(wbtcPrice);
    await setOraclePrice('WBTC', ((price * now) / 0.875).toFixed(2), pair.collateral.address);
    await page.goto(dashboard);
    await expect(ltv).toHaveAttribute('data-risk', 'orange', { timeout: 20_000 });
    await setOraclePrice('WBTC', ((price * now) / 0.92).toFixed(2), pair.collateral.address);
    await page.goto(dashboard);
    await expect(ltv).toHaveAttribute('data-risk', 'red', { timeout: 20_000 });
  } finally {
    await setOraclePrice('WBTC', wbtcPrice, pair.collateral.address);
  }
});
