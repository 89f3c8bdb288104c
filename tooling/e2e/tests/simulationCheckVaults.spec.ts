import { expect, type Page, test } from '@playwright/test';
import { fundedSigningWallet, unexpectedErrors } from '../support/fundedWallet';
import { collectPageErrors } from '../support/pageErrors';
import { SIGNING_WALLET } from '../support/signingWallet';
import { connectSandboxWallet, SANDBOX_CONTROL } from '../support/wallet';

const V1 = 'http://127.0.0.1:5173';
const V3 = 'http://127.0.0.1:5174';

// Each test writes from a funded wallet of its own; one at a time, as the swap reads the prices.
test.describe.configure({ mode: 'default' });

interface World {
  earnVaults: { address: string; tokenSymbol: string; tokenMint: string }[];
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

async function world(): Promise<World> {
  return (await (await fetch(`${SANDBOX_CONTROL}/world`)).json()) as World;
}

/**
 * The wallet's signatures counted and held until the test lets them go, so what the page shows
 * between the check and the signature stays on screen (call after the wallet is installed).
 */
async function holdSignatures(page: Page) {
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
}

const signs = (page: Page) =>
  page.evaluate(() => (window as unknown as { __keelSigns: number }).__keelSigns);
const releaseSigning = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { __keelReleaseSigning(): void }).__keelReleaseSigning(),
  );
const loadingToast = (page: Page) => page.locator('.keel-toast--loading');
const successToast = (page: Page, label: string) =>
  page.locator('.keel-toast--success').filter({ hasText: label });

/** The checked status while the wallet is asked, one signature, then the landed write. */
async function checkedThenSigned(page: Page, figures: readonly RegExp[], landed: string) {
  for (const figure of figures) {
    await expect(loadingToast(page)).toContainText(figure, { timeout: 30_000 });
  }
  expect(await signs(page)).toBe(1);
  await releaseSigning(page);
  await expect(successToast(page, landed)).toBeVisible({ timeout: 30_000 });
  expect(await signs(page)).toBe(1);
}

test('an earn deposit the simulation agrees with shows the shares and tokens it checked, then signs once', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const errors = collectPageErrors(page);
  const vault = (await world()).earnVaults.find((v) => v.tokenSymbol === 'USDT');
  if (!vault) throw new Error('the world has no USDT vault');
  await fundedSigningWallet(page, [{ mint: vault.tokenMint, sol: 2 }]);
  await holdSignatures(page);
  await page.goto(`${V3}/earn/lend/${vault.address}`);
  await connectSandboxWallet(page, SIGNING_WALLET);

  const panel = page.getByRole('region', { name: /^Deposit or withdraw/ });
  await panel.getByRole('textbox', { name: /^Amount/ }).fill('100');
  await expect(panel.getByText('Shares you receive')).toBeVisible();
  const submit = panel.getByRole('button', { name: 'Deposit', exact: true });
  await expect(submit).toBeEnabled({ timeout: 30_000 });
  await submit.click();

  await checkedThenSigned(
    page,
    [/Checked by simulation · Shares you receive \d[\d,.]* · You deposit 100 USDT/],
    'Deposit 100 USDT',
  );
  expect(unexpectedErrors(errors)).toEqual([]);
});

test('a strategy deposit the simulation agrees with shows the shares and both tokens, then signs once', async ({
  page,
}) => {
  test.setTimeout(120_000);
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
    { mint: strategy.tokenAMint, sol: 2 },
    { mint: strategy.tokenBMint, sol: 2 },
  ]);
  await holdSignatures(page);
  await page.goto(`${V1}/liquidity/${strategy.address}`);
  await connectSandboxWallet(page, SIGNING_WALLET);

  const panel = page.getByRole('region', { name: 'Deposit and withdraw' });
  await panel.getByLabel(/USDC amount/).fill('20');
  await expect(panel.getByLabel(/USDT amount/)).not.toHaveValue('');
  const submit = panel.getByRole('button', { name: 'Deposit', exact: true });
  await expect(submit).toBeEnabled({ timeout: 30_000 });
  await submit.click();

  // The program takes the holdings' ratio of what is offered, rounded down: a raw unit may stay.
  await checkedThenSigned(
    page,
    [
      /Checked by simulation · Shares \d[\d,.]*/,
      / · USDC deposited (20|19\.99\d*) USDC · USDT deposited \d[\d,.]* USDT/,
    ],
    'Deposit USDC-USDT',
  );
  expect(unexpectedErrors(errors)).toEqual([]);
});

test('a swap the simulation agrees with shows what it receives, then signs once', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const errors = collectPageErrors(page);
  await fundedSigningWallet(page);
  await holdSignatures(page);
  await page.goto(`${V1}/swap`);
  await connectSandboxWallet(page, SIGNING_WALLET);

  const card = page.getByRole('region', { name: 'Swap' });
  await expect(card.getByRole('button', { name: /To token USDC/ })).toBeVisible();
  await card.getByRole('textbox', { name: /You pay/ }).fill('0.25');
  await expect(card.getByText('Minimum received', { exact: true })).toBeVisible();
  const submit = card.locator('.keel-action-submit');
  await expect(submit).toHaveText('Swap', { timeout: 30_000 });
  await expect(submit).toBeEnabled();
  await submit.click();

  await checkedThenSigned(
    page,
    [/Checked by simulation · USDC received \d[\d,.]* USDC/, /You send 0\.25\d* SOL/],
    'Swap 0.25 SOL to USDC',
  );
  expect(unexpectedErrors(errors)).toEqual([]);
});
