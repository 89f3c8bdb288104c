import { expect, type Locator, type Page, test } from '@playwright/test';
import type { Keypair } from '@solana/web3.js';
import {
  DECLINING_WALLET,
  installDecliningWallet,
  USER_REJECTION,
} from '../support/decliningWallet';
import { fundedKeypair, unexpectedErrors } from '../support/fundedWallet';
import { collectPageErrors } from '../support/pageErrors';
import { installSigningWallet, SIGNING_WALLET } from '../support/signingWallet';
import { chain, supplyFromTestProcess } from '../support/testChain';
import { connectSandboxWallet, SANDBOX_CONTROL, SANDBOX_RPC, shortened } from '../support/wallet';

const V1 = 'http://127.0.0.1:5173';

// The file's own wallet (no other test counts its balances or obligation), used by its tests in
// order: the amounts this file supplies and borrows are given back by the last test.
test.describe.configure({ mode: 'default' });

/** SOL the file's wallet supplies from the test's process first: the collateral it borrows on. */
const COLLATERAL_LAMPORTS = 5_000_000_000n;

let wallet: Keypair;
let publicKey: string;

test.beforeAll(async () => {
  test.setTimeout(60_000);
  const { reserve: usdc } = await mainReserve('USDC');
  const { reserve: sol } = await mainReserve('SOL');
  wallet = await fundedKeypair([{ mint: usdc.mint, sol: 1 }]);
  publicKey = wallet.publicKey.toBase58();
  await supplyFromTestProcess(await chain(), wallet, sol.address, COLLATERAL_LAMPORTS);
});

/** Opens a page with the file's wallet installed and connected. */
async function openConnected(page: Page, url: string) {
  await installSigningWallet(page, { transactions: true, keypair: wallet });
  await page.goto(url);
  await connectSandboxWallet(page, SIGNING_WALLET);
}

/** USDC this file supplies (test 1, then the supply that expires and is retried). */
const FIRST_SUPPLY = '12.5';
const RETRIED_SUPPLY = '5';
/**
 * What this file borrows (the preview test) and where; the last test repays it with Max. USDC
 * has a debt farm the wallet's obligation has no state in yet: its first borrow sets that state
 * up (init_obligation_farms_for_reserve, farms' initialize_user by CPI) in the same transaction,
 * as a user's first borrow does.
 */
const BORROW = '100';
const BORROWED = 'USDC';

interface WorldReserve {
  address: string;
  symbol: string;
  mint: string;
  status: string;
  farmDebt: string | null;
}
interface World {
  markets: { name: string; address: string; reserves: WorldReserve[] }[];
}

async function mainReserve(symbol: string) {
  const world = (await (await fetch(`${SANDBOX_CONTROL}/world`)).json()) as World;
  const market = world.markets[0];
  const reserve = market?.reserves.find((r) => r.symbol === symbol && r.status === 'Active');
  if (!market || !reserve) throw new Error(`no active ${symbol} reserve in the main market`);
  return { market: market.address, reserve };
}

const reservePage = (market: string, reserve: WorldReserve, query = '') =>
  `${V1}/lending/reserve/${market}/${reserve.address}${query}`;

async function control(path: string, body: unknown) {
  const response = await fetch(`${SANDBOX_CONTROL}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** The wallet's balance of a mint in whole tokens, read from the node. */
async function tokenBalance(owner: string, mint: string): Promise<number> {
  const response = await fetch(SANDBOX_RPC, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'getTokenAccountsByOwner',
      params: [owner, { mint }, { encoding: 'jsonParsed', commitment: 'confirmed' }],
    }),
  });
  const { result } = (await response.json()) as {
    result: {
      value: {
        account: { data: { parsed: { info: { tokenAmount: { uiAmountString: string } } } } };
      }[];
    };
  };
  return result.value.reduce(
    (sum, entry) => sum + Number(entry.account.data.parsed.info.tokenAmount.uiAmountString),
    0,
  );
}

/** The wallet's vanilla obligation in a market, derived as the program derives it. */
async function vanillaObligation(owner: string, market: string): Promise<string> {
  const { vanillaObligationPda } = await import('@keel/chain-readers');
  const { PublicKey } = await import('@solana/web3.js');
  return vanillaObligationPda(new PublicKey(owner), new PublicKey(market)).address.toBase58();
}

/** The obligation's state in the reserve's debt farm (farms' UserState PDA, delegated to it). */
async function debtFarmState(reserve: WorldReserve, obligation: string): Promise<string> {
  const { farmUserStatePda } = await import('@keel/chain-readers');
  const { PublicKey } = await import('@solana/web3.js');
  if (reserve.farmDebt === null) throw new Error(`${reserve.symbol} has no debt farm`);
  return farmUserStatePda(
    new PublicKey(reserve.farmDebt),
    new PublicKey(obligation),
  ).address.toBase58();
}

async function accountExists(address: string): Promise<boolean> {
  const response = await fetch(SANDBOX_RPC, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'getAccountInfo',
      params: [address, { encoding: 'base64', commitment: 'confirmed' }],
    }),
  });
  const { result } = (await response.json()) as { result: { value: unknown } };
  return result.value !== null;
}

/** The obligation's debt in each reserve it borrows from (raw units), read from the chain. */
async function borrowedFrom(obligation: string): Promise<Record<string, string>> {
  const { readObligations } = await import('@keel/chain-readers');
  const { Connection, PublicKey } = await import('@solana/web3.js');
  const connection = new Connection(SANDBOX_RPC, 'confirmed');
  const [account] = await readObligations(connection, [new PublicKey(obligation)]);
  if (!account) throw new Error(`no obligation at ${obligation}`);
  return Object.fromEntries(
    account.borrows.map((borrow) => [
      borrow.borrowReserve.toBase58(),
      borrow.borrowedAmount.toFixed(0),
    ]),
  );
}

/** The custom program error codes the node's simulations answered to the page, as they come. */
function programRefusals(page: Page): number[] {
  const codes: number[] = [];
  page.on('response', async (response) => {
    if (!response.url().startsWith(SANDBOX_RPC)) return;
    if (!response.request().postData()?.includes('"simulateTransaction"')) return;
    try {
      const body = (await response.json()) as {
        result?: { value?: { err?: { InstructionError?: [number, { Custom?: number }] } } };
      };
      const code = body.result?.value?.err?.InstructionError?.[1]?.Custom;
      if (typeof code === 'number') codes.push(code);
    } catch {
      // Not JSON: not a simulation answer.
    }
  });
  return codes;
}

/**
 * Base units a supply of `amount` (whole tokens, 6 decimals) left unpaid: the program mints
 * cTokens floored at the exchange rate and charges the liquidity they are worth, ceiled — never
 * more than asked, at most a unit or two less (lending_operations::deposit_reserve_liquidity).
 */
function unpaidUnits(before: number, after: number, amount: string): number {
  return Math.round((Number(amount) - (before - after)) * 1e6);
}

const actions = (page: Page) => page.getByRole('region', { name: 'Lending actions' });
const previewValue = (page: Page, label: string) =>
  actions(page)
    .getByLabel('Preview')
    .getByText(label, { exact: true })
    .locator('xpath=following-sibling::dd');
/** The value a preview row says the position will have after the action. */
const previewAfter = (page: Page, label: string) =>
  previewValue(page, label).locator('.keel-action-preview__after');
const submitButton = (page: Page) => actions(page).locator('.keel-action-submit');
/** The run's toast once it succeeded (its title is the transaction's label). */
const successToast = (page: Page, label: string) =>
  page.locator('.keel-toast--success').filter({ hasText: label });
const errorToast = (page: Page) =>
  page.getByRole('alert').filter({ has: page.locator('.keel-toast__message') });
/** A labelled figure of the dashboard (`<dt>label</dt><dd>value</dd>`). */
const figure = (page: Page, label: string) =>
  page.locator(`.keel-figures__item:has(> dt:text-is("${label}")) > dd`);

async function openTab(page: Page, name: 'Supply' | 'Withdraw' | 'Borrow' | 'Repay') {
  await actions(page).getByRole('tab', { name, exact: true }).click();
  const field = actions(page).getByLabel(new RegExp(`${name} amount`));
  await expect(field).toBeVisible();
  return field;
}

/** The number a percent or USD text shows, and one unit of its last displayed digit. */
function displayed(text: string): { value: number; unit: number; kind: '%' | '$' } {
  const match = /^(-?)(\$?)([\d,]+)(?:\.(\d+))?(%?)$/.exec(text.trim());
  if (!match) throw new Error(`not a displayed USD or percent value: '${text}'`);
  const [, sign, dollar, whole, fraction = '', percent] = match;
  const kind = percent ? '%' : dollar ? '$' : undefined;
  if (!kind) throw new Error(`neither USD nor percent: '${text}'`);
  const value = Number(`${sign}${whole?.replace(/,/g, '')}.${fraction || '0'}`);
  return { value, unit: 10 ** -fraction.length, kind };
}

/**
 * The dashboard shows what the preview promised. Interest accrues on every borrow of the
 * obligation between the preview's read and the dashboard's (some tens of slots): on about
 * $12,000 of debt at under 30% APR that is under a cent and well under 0.0001% of LTV, so both
 * round to the same text unless the true value sits on a rounding boundary, where the two can
 * land one unit of the last digit apart. The check is therefore equality at the displayed
 * precision: same format, same number of decimals, at most that one unit apart — any preview off
 * by more than the screen can show fails it.
 */
function expectSameAtDisplayedPrecision(label: string, shown: string, previewed: string) {
  const a = displayed(shown);
  const b = displayed(previewed);
  expect(`${a.kind} ${a.unit}`, `${label}: format`).toBe(`${b.kind} ${b.unit}`);
  expect(
    Math.abs(a.value - b.value),
    `${label}: dashboard ${shown}, preview ${previewed}`,
  ).toBeLessThanOrEqual(a.unit * 1.000001);
}

async function textOf(locator: Locator): Promise<string> {
  await expect(locator).toHaveText(/\S/);
  return ((await locator.textContent()) ?? '').trim();
}

test('supply from the reserve page: the balance drops and the preview comes true', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const errors = collectPageErrors(page);
  const { market, reserve } = await mainReserve('USDC');
  const before = await tokenBalance(publicKey, reserve.mint);

  await openConnected(page, reservePage(market, reserve));
  const field = actions(page).getByLabel(/Supply amount/);
  await field.fill(FIRST_SUPPLY);
  const supplied = await previewValue(page, 'Supplied').textContent();
  expect(supplied).toContain('→');
  await actions(page).getByRole('button', { name: 'Supply', exact: true }).click();

  await expect(
    page
      .getByRole('status')
      .getByText(/Supply 12.5 USDC/)
      .first(),
  ).toBeVisible({
    timeout: 60_000,
  });
  await expect
    .poll(
      async () => unpaidUnits(before, await tokenBalance(publicKey, reserve.mint), FIRST_SUPPLY),
      {
        timeout: 30_000,
      },
    )
    .toBeLessThanOrEqual(2);
  expect(
    unpaidUnits(before, await tokenBalance(publicKey, reserve.mint), FIRST_SUPPLY),
  ).toBeGreaterThanOrEqual(0);
  await expect(field).toHaveValue('');
  expect(unexpectedErrors(errors)).toEqual([]);
});

test('a borrow within the limit lands as previewed: the dashboard shows the preview’s LTV, borrows and limit', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const errors = collectPageErrors(page);
  const { market, reserve } = await mainReserve(BORROWED);
  const obligation = await vanillaObligation(publicKey, market);
  const before = await tokenBalance(publicKey, reserve.mint);
  // A first borrow from this reserve: the obligation has no state in its debt farm yet.
  const farmState = await debtFarmState(reserve, obligation);
  expect(await accountExists(farmState)).toBe(false);

  await openConnected(page, reservePage(market, reserve));
  const field = await openTab(page, 'Borrow');
  await field.fill(BORROW);
  await expect(submitButton(page)).toHaveText('Borrow');
  await expect(previewValue(page, 'Borrowed')).toContainText('→');
  const previewed = {
    ltv: await textOf(previewAfter(page, 'LTV')),
    borrowLimit: await textOf(previewAfter(page, 'Borrow limit')),
    borrowed: await textOf(previewAfter(page, 'Borrowed')),
    borrowedBefore: await textOf(
      previewValue(page, 'Borrowed').locator('.keel-action-preview__before'),
    ),
  };
  await submitButton(page).click();
  await expect(successToast(page, `Borrow ${BORROW} ${BORROWED}`)).toBeVisible({ timeout: 30_000 });
  await expect
    .poll(() => tokenBalance(publicKey, reserve.mint), { timeout: 15_000 })
    .toBeCloseTo(before + Number(BORROW), 6);
  await expect(field).toHaveValue('');
  // The same transaction set up the obligation's debt farm state.
  expect(await accountExists(farmState)).toBe(true);

  // The obligation the borrow went to, derived from the wallet and the market.
  await page.goto(`${V1}/lending/dashboard/${market}/${obligation}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lending dashboard');
  // Loaded, and after the borrow: the total borrows are no longer the preview's 'before'.
  await expect(figure(page, 'Total borrows')).toHaveText(/^\$[\d,]+/);
  await expect(figure(page, 'Total borrows')).not.toHaveText(
    previewed.borrowedBefore.replace(/^from\s*/, ''),
  );
  expectSameAtDisplayedPrecision('LTV', await textOf(figure(page, 'LTV')), previewed.ltv);
  expectSameAtDisplayedPrecision(
    'Total borrows',
    await textOf(figure(page, 'Total borrows')),
    previewed.borrowed,
  );
  expectSameAtDisplayedPrecision(
    'Borrow limit',
    await textOf(figure(page, 'Borrow limit')),
    previewed.borrowLimit,
  );
  expect(unexpectedErrors(errors)).toEqual([]);
});

test('a borrow above the limit is refused by the form, which keeps what was typed', async ({
  page,
}) => {
  const { market, reserve } = await mainReserve(BORROWED);
  await openConnected(page, reservePage(market, reserve));
  const field = await openTab(page, 'Borrow');
  await actions(page).getByRole('button', { name: 'Max', exact: true }).click();
  const max = Number(await field.inputValue());
  expect(max).toBeGreaterThan(0);
  // Max is the borrow limit here (the reserve has far more liquidity and cap room).
  await expect(submitButton(page)).toHaveText('Borrow');
  await expect(submitButton(page)).toBeEnabled();

  const over = String(Math.floor(max) + 500);
  await field.fill(over);
  await expect(submitButton(page)).toHaveText('Above your borrow limit');
  await expect(submitButton(page)).toBeDisabled();
  await expect(field).toHaveAccessibleDescription(/Above your borrow limit/);
  await expect(field).toHaveValue(over);
});

test('the same borrow forced past the form is refused by the program, with its copy', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  const { KLEND_ERROR_MESSAGES } = await import('@keel/lending-programs');
  const { market, reserve } = await mainReserve(BORROWED);
  const before = await tokenBalance(publicKey, reserve.mint);
  const refusals = programRefusals(page);

  await openConnected(page, reservePage(market, reserve, '?SKIP_ACTION_LIMITS=true'));
  const field = await openTab(page, 'Borrow');
  // Max still comes from the real limits.
  const available = await textOf(actions(page).getByText(/^Available: /));
  await actions(page).getByRole('button', { name: 'Max', exact: true }).click();
  const max = Number(await field.inputValue());
  expect(Math.floor(max)).toBe(Math.floor(Number(available.replace(/[^\d.]/g, ''))));

  const over = String(Math.floor(max) + 500);
  await field.fill(over);
  await expect(submitButton(page)).toHaveText('Borrow');
  await submitButton(page).click();

  // The node's simulation ran the program, which refused with its own error: klend's
  // BorrowTooLarge (6013), the amount is above what the collateral allows. The toast gives the
  // copy registered for the code the program returned.
  await expect.poll(() => refusals.length, { timeout: 30_000 }).toBeGreaterThan(0);
  expect(refusals).toEqual([6013]);
  await expect(errorToast(page).locator('.keel-toast__message')).toHaveText(
    `Create loan failed: ${KLEND_ERROR_MESSAGES[6013]}`,
  );
  await expect(field).toHaveValue(over);
  await expect(submitButton(page)).toHaveText('Borrow');
  await expect(submitButton(page)).toBeEnabled();
  expect(await tokenBalance(publicKey, reserve.mint)).toBeCloseTo(before, 6);
  expect(unexpectedErrors(errors)).toEqual([]);
});

test('a wallet whose user declines the signature leaves the form as typed', async ({ page }) => {
  const { PublicKey } = await import('@solana/web3.js');
  const { market, reserve } = await mainReserve('USDC');
  const before = await tokenBalance(publicKey, reserve.mint);
  await installDecliningWallet(page, publicKey, [...new PublicKey(publicKey).toBytes()]);

  await page.goto(reservePage(market, reserve));
  await connectSandboxWallet(page, DECLINING_WALLET);
  const field = await openTab(page, 'Supply');
  await field.fill('7');
  await submitButton(page).click();

  await expect(errorToast(page).locator('.keel-toast__message')).toHaveText(
    `Deposit failed: ${USER_REJECTION}`,
    { timeout: 15_000 },
  );
  await expect(successToast(page, 'Supply 7 USDC')).toHaveCount(0);
  await expect(field).toHaveValue('7');
  await expect(submitButton(page)).toHaveText('Supply');
  await expect(submitButton(page)).toBeEnabled();
  expect(await tokenBalance(publicKey, reserve.mint)).toBeCloseTo(before, 6);
});

test('a supply that expires unconfirmed shows as Expired in Recent transactions, and Retry lands it', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const { market, reserve } = await mainReserve('USDC');
  const before = await tokenBalance(publicKey, reserve.mint);
  const label = `Supply ${RETRIED_SUPPLY} USDC`;

  await openConnected(page, reservePage(market, reserve));
  const field = await openTab(page, 'Supply');
  await field.fill(RETRIED_SUPPLY);
  // The chain accepts the next transaction sent and never executes it (re-sends included).
  await control('/transactions/hold', { count: 1 });
  await submitButton(page).click();

  await page
    .getByRole('banner')
    .getByRole('button', { name: shortened(publicKey) })
    .click();
  const panel = page.getByRole('dialog', { name: 'Wallet' });
  await panel.getByRole('tab', { name: 'Activity' }).click();
  const row = panel.locator('.keel-activity__row').filter({ hasText: label });
  await expect(row).toHaveAttribute('data-status', 'pending');
  await expect(row).toContainText('Pending');
  await expect(row.getByText(/^Expires in ~\d+s$/)).toBeVisible();

  // Past the blockhash's last valid block height (150 blocks): it can no longer land.
  await control('/advance', { slots: 160 });
  await expect(row).toHaveAttribute('data-status', 'expired', { timeout: 15_000 });
  await expect(row).toContainText('Expired');
  await expect(row.getByText(/Expires in/)).toHaveCount(0);
  await expect(row).toContainText('Transaction expired before it was confirmed');
  await expect(errorToast(page).locator('.keel-toast__message')).toHaveText(
    'Deposit failed: Transaction expired before it was confirmed',
  );
  expect(await tokenBalance(publicKey, reserve.mint)).toBeCloseTo(before, 6);

  await row.getByRole('button', { name: 'Retry' }).click();
  await expect(row).toHaveAttribute('data-status', 'confirmed', { timeout: 30_000 });
  await expect(row).toContainText('Confirmed');
  await expect(row.getByText(/^Fee \d+(\.\d+)? SOL$/)).toBeVisible({ timeout: 15_000 });
  await expect(row.getByRole('button', { name: 'Retry' })).toHaveCount(0);
  await expect
    .poll(
      async () => unpaidUnits(before, await tokenBalance(publicKey, reserve.mint), RETRIED_SUPPLY),
      {
        timeout: 15_000,
      },
    )
    .toBeLessThanOrEqual(2);
  expect(
    unpaidUnits(before, await tokenBalance(publicKey, reserve.mint), RETRIED_SUPPLY),
  ).toBeGreaterThanOrEqual(0);
});

test('repay what this file borrowed with Max and withdraw what it supplied: balances move by the amounts', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const errors = collectPageErrors(page);
  const { market, reserve: borrowed } = await mainReserve(BORROWED);
  const { reserve: supplied } = await mainReserve('USDC');
  const obligation = await vanillaObligation(publicKey, market);
  expect(Object.keys(await borrowedFrom(obligation))).toContain(borrowed.address);

  await openConnected(page, reservePage(market, borrowed));
  const repay = await openTab(page, 'Repay');
  await actions(page).getByRole('button', { name: 'Max', exact: true }).click();
  const repaid = await repay.inputValue();
  // Max is the debt this file added (the borrow and its interest), not the wallet balance.
  expect(Number(repaid)).toBeGreaterThanOrEqual(Number(BORROW) - 0.01);
  expect(Number(repaid)).toBeLessThan(Number(BORROW) + 0.01);
  let before = await tokenBalance(publicKey, borrowed.mint);
  await submitButton(page).click();
  await expect(successToast(page, `Repay ${repaid} ${BORROWED}`)).toBeVisible({ timeout: 30_000 });
  await expect(repay).toHaveValue('');
  // Repaying the whole debt repays it as the program counts it at that slot: what Max showed
  // plus the interest accrued since (well under a thousandth on 100 in these minutes).
  await expect
    .poll(() => tokenBalance(publicKey, borrowed.mint), { timeout: 15_000 })
    .toBeLessThanOrEqual(before - Number(repaid) + 1e-6);
  expect(before - (await tokenBalance(publicKey, borrowed.mint))).toBeLessThan(
    Number(repaid) + 0.001,
  );
  // Max repays the whole debt: none is left in the reserve, not even interest dust. (Soft, so
  // the withdrawal below is still checked when this fails.)
  const left = await borrowedFrom(obligation);
  expect
    .soft(left[borrowed.address], `${BORROWED} debt left after repaying Max (${repaid}), raw units`)
    .toBeUndefined();

  const withdrawn = String(Number(FIRST_SUPPLY) + Number(RETRIED_SUPPLY));
  await page.goto(reservePage(market, supplied));
  const withdraw = await openTab(page, 'Withdraw');
  await withdraw.fill(withdrawn);
  // The limits are read again after the repay landed; the button names the action once they are.
  await expect(submitButton(page)).toHaveText('Withdraw', { timeout: 15_000 });
  before = await tokenBalance(publicKey, supplied.mint);
  await submitButton(page).click();
  await expect(successToast(page, `Withdraw ${withdrawn} USDC`)).toBeVisible({ timeout: 30_000 });
  await expect
    .poll(() => tokenBalance(publicKey, supplied.mint), { timeout: 15_000 })
    .toBeCloseTo(before + Number(withdrawn), 5);
  await expect(withdraw).toHaveValue('');
  expect(unexpectedErrors(errors)).toEqual([]);
});
