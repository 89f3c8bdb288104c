import { expect, type Page, test } from '@playwright/test';
import type { Keypair } from '@solana/web3.js';
import { fundedKeypair, unexpectedErrors } from '../support/fundedWallet';
import { collectPageErrors } from '../support/pageErrors';
import { installSigningWallet, SIGNING_WALLET } from '../support/signingWallet';
import { chain, supplyFromTestProcess } from '../support/testChain';
import { connectSandboxWallet, SANDBOX_CONTROL, SANDBOX_RPC } from '../support/wallet';

const V1 = 'http://127.0.0.1:5173';

// The file's own wallet: SOL collateral supplied from the test's process, USDC bought to supply.
test.describe.configure({ mode: 'default' });

const COLLATERAL_LAMPORTS = 5_000_000_000n;

interface WorldReserve {
  address: string;
  symbol: string;
  mint: string;
  status: string;
}
interface World {
  tokens: { symbol: string; priceUsd: string }[];
  markets: { address: string; reserves: WorldReserve[] }[];
}

async function world(): Promise<World> {
  return (await (await fetch(`${SANDBOX_CONTROL}/world`)).json()) as World;
}

async function mainReserve(symbol: string) {
  const market = (await world()).markets[0];
  const reserve = market?.reserves.find((r) => r.symbol === symbol && r.status === 'Active');
  if (!market || !reserve) throw new Error(`no active ${symbol} reserve in the main market`);
  return { market: market.address, reserve };
}

async function control(path: string, body: unknown) {
  const response = await fetch(`${SANDBOX_CONTROL}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** The obligation's debt in each reserve (raw units), read from the chain. */
async function borrowedFrom(obligation: string): Promise<Record<string, string>> {
  const { readObligations } = await import('@keel/chain-readers');
  const { Connection, PublicKey } = await import('@solana/web3.js');
  const [account] = await readObligations(new Connection(SANDBOX_RPC, 'confirmed'), [
    new PublicKey(obligation),
  ]);
  if (!account) throw new Error(`no obligation at ${obligation}`);
  return Object.fromEntries(
    account.borrows.map((b) => [b.borrowReserve.toBase58(), b.borrowedAmount.toFixed(0)]),
  );
}

let wallet: Keypair;
let obligation: string;

test.beforeAll(async () => {
  test.setTimeout(60_000);
  const { reserve: usdc } = await mainReserve('USDC');
  const { reserve: sol } = await mainReserve('SOL');
  wallet = await fundedKeypair([{ mint: usdc.mint, sol: 1 }]);
  obligation = await supplyFromTestProcess(await chain(), wallet, sol.address, COLLATERAL_LAMPORTS);
});

/**
 * The file's wallet in the page, its signatures counted and held until the test lets them go:
 * what the page shows between the check and the signature stays on screen.
 */
async function openConnected(page: Page, url: string, keypair: Keypair = wallet) {
  await installSigningWallet(page, { transactions: true, keypair });
  await page.addInitScript(() => {
    const w = window as unknown as {
      __keelSignTransaction(b: number[]): Promise<number[]>;
      __keelSigns: number;
      __keelReleaseSigning(): void;
    };
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    w.__keelSigns = 0;
    w.__keelReleaseSigning = release;
    const sign = w.__keelSignTransaction;
    w.__keelSignTransaction = async (bytes) => {
      w.__keelSigns += 1;
      await released;
      return sign(bytes);
    };
  });
  await page.goto(url);
  await connectSandboxWallet(page, SIGNING_WALLET);
}

const signs = (page: Page) =>
  page.evaluate(() => (window as unknown as { __keelSigns: number }).__keelSigns);
const releaseSigning = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { __keelReleaseSigning(): void }).__keelReleaseSigning(),
  );

const actions = (page: Page) => page.getByRole('region', { name: 'Lending actions' });
const submitButton = (page: Page) => actions(page).locator('.keel-action-submit');
const loadingToast = (page: Page) => page.locator('.keel-toast--loading');
const successToast = (page: Page, label: string) =>
  page.locator('.keel-toast--success').filter({ hasText: label });

test('a supply the simulation agrees with says so, with what leaves the wallet, before signing', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const errors = collectPageErrors(page);
  const { market, reserve } = await mainReserve('USDC');
  await openConnected(page, `${V1}/lending/reserve/${market}/${reserve.address}`);
  await actions(page)
    .getByLabel(/Supply amount/)
    .fill('12.5');
  await expect(submitButton(page)).toBeEnabled();
  await submitButton(page).click();

  // The wallet is asked only after the check; while it is open the toast says what was checked.
  await expect(loadingToast(page)).toContainText('Checked by simulation · USDC supplied');
  await expect(loadingToast(page)).toContainText('You send 12.5 USDC');
  expect(await signs(page)).toBe(1);
  await releaseSigning(page);
  await expect(successToast(page, 'USDC')).toBeVisible({ timeout: 30_000 });
  expect(unexpectedErrors(errors)).toEqual([]);
});

test('a borrow the simulation agrees with says so, with its figures, and signs once', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const errors = collectPageErrors(page);
  const { market, reserve } = await mainReserve('USDC');
  await openConnected(page, `${V1}/lending/reserve/${market}/${reserve.address}`);
  await actions(page).getByRole('tab', { name: 'Borrow', exact: true }).click();
  await actions(page)
    .getByLabel(/Borrow amount/)
    .fill('20');
  await expect(submitButton(page)).toBeEnabled();
  await submitButton(page).click();

  await expect(loadingToast(page)).toContainText(/Checked by simulation · USDC borrowed \d/, {
    timeout: 30_000,
  });
  await expect(loadingToast(page)).toContainText(/ · LTV \d+\.\d\d%/);
  await expect(loadingToast(page)).toContainText('You receive 20 USDC');
  expect(await signs(page)).toBe(1);
  await releaseSigning(page);
  await expect(successToast(page, 'USDC')).toBeVisible({ timeout: 30_000 });
  expect(await signs(page)).toBe(1);
  expect(unexpectedErrors(errors)).toEqual([]);
});

/** Moves the open form's leverage slider to `target` (0.1 per step from 1.1). */
async function setLeverage(page: Page, target: number) {
  const slider = page.getByRole('slider', { name: 'Leverage', exact: true });
  await slider.focus();
  await slider.press('Home');
  for (let value = 1.1; value < target - 0.05; value += 0.1) await slider.press('ArrowRight');
  await expect(slider).toHaveAttribute('aria-valuetext', `${target.toFixed(1)}x`);
}

test('a multiply open the simulation agrees with shows the position it checked, then signs once', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const errors = collectPageErrors(page);
  const { market, reserve: sol } = await mainReserve('SOL');
  const { reserve: usdc } = await mainReserve('USDC');
  // Its own wallet: the open writes a new position.
  const opener = await fundedKeypair([]);
  await openConnected(page, `${V1}/multiply/${market}/${sol.address}/${usdc.address}`, opener);
  const form = page.getByRole('region', { name: 'Open a position' });
  await form.getByRole('textbox', { name: 'Deposit amount' }).fill('0.5');
  await setLeverage(page, 3);
  const submit = form.getByRole('button', { name: 'Open position' });
  await expect(submit).toBeEnabled({ timeout: 20_000 });
  await submit.click();

  // The loop's one transaction is simulated with the set-up in it: the position after it is
  // read back and agrees with the preview before the wallet is asked.
  // 1.5 SOL deposited (as cTokens, read back at the reserve's rate) against about $150 of USDC.
  await expect(loadingToast(page)).toContainText(
    /Checked by simulation · SOL collateral 1\.(5|49\d*) SOL · USDC debt 15\d\.\d+ USDC/,
    { timeout: 30_000 },
  );
  await expect(loadingToast(page)).toContainText(/ · LTV \d+\.\d\d% · Leverage 3\.\dx/);
  expect(await signs(page)).toBe(1);
  await releaseSigning(page);
  await expect(
    page.locator('.keel-toast--success').filter({ hasText: 'Open 3.0x SOL/USDC' }),
  ).toBeVisible({ timeout: 30_000 });
  expect(await signs(page)).toBe(1);
  expect(unexpectedErrors(errors)).toEqual([]);
});

test('a price moved after the preview stops the borrow with both values; only a deliberate choice signs', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const errors = collectPageErrors(page);
  const { market, reserve: usdc } = await mainReserve('USDC');
  const solPrice = (await world()).tokens.find((t) => t.symbol === 'SOL')?.priceUsd;
  if (solPrice === undefined) throw new Error('no SOL price in the world');
  const debtBefore = await borrowedFrom(obligation);

  await openConnected(page, `${V1}/lending/reserve/${market}/${usdc.address}`);
  await actions(page).getByRole('tab', { name: 'Borrow', exact: true }).click();
  await actions(page)
    .getByLabel(/Borrow amount/)
    .fill('100');
  await expect(submitButton(page)).toBeEnabled();
  try {
    // The collateral's oracle moves after the preview, and time passes beyond the age at which
    // the program takes a new price (half the reserve's 180 s maximum): the transaction
    // refreshes the reserve from the moved oracle, the preview still shows the price it read.
    await control('/oracle/prices', {
      token: 'SOL',
      priceUsd: (Number(solPrice) * 0.8).toFixed(3),
    });
    await control('/advance', { seconds: 100 });
    await submitButton(page).click();
    const dialog = page.getByRole('dialog', { name: 'The simulation disagrees with the preview' });
    await expect(dialog).toBeVisible({ timeout: 30_000 });
    const ltv = dialog.getByRole('row').filter({ hasText: 'LTV' });
    const [preview, simulated] = await ltv.getByRole('cell').allTextContents();
    expect(preview).toMatch(/%$/);
    expect(simulated).toMatch(/%$/);
    expect(Number.parseFloat(simulated ?? '')).toBeGreaterThan(Number.parseFloat(preview ?? ''));
    await expect(dialog).toContainText('LTV would be');
    await expect(dialog.getByRole('list', { name: 'Token movements' })).toContainText(
      'You receive 100 USDC',
    );

    // Cancel: the wallet never opens and the debt does not move.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('alert')).toContainText('LTV would be');
    expect(await signs(page)).toBe(0);
    expect(await borrowedFrom(obligation)).toEqual(debtBefore);

    // Again, and this time sign anyway: only after saying the figures differ.
    await submitButton(page).click();
    await expect(dialog).toBeVisible({ timeout: 30_000 });
    const signAnyway = dialog.getByRole('button', { name: 'Sign anyway' });
    await expect(signAnyway).toBeDisabled();
    await dialog.getByRole('checkbox', { name: 'I understand the figures differ' }).check();
    await releaseSigning(page);
    await signAnyway.click();
    await expect(successToast(page, 'USDC')).toBeVisible({ timeout: 30_000 });
    expect(await signs(page)).toBe(1);
    expect(BigInt((await borrowedFrom(obligation))[usdc.address] ?? '0')).toBeGreaterThan(
      BigInt(debtBefore[usdc.address] ?? '0'),
    );
  } finally {
    await control('/oracle/prices', { token: 'SOL', priceUsd: solPrice });
  }
  expect(unexpectedErrors(errors)).toEqual([]);
});
