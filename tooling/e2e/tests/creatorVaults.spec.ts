import { decodeWhirlpoolStrategy } from '@keel/chain-readers';
import { expect, type Page, test } from '@playwright/test';
import { Connection, Keypair, PublicKey } from '@solana/web3.js';
import { expectNoSeriousViolations } from '../support/axe';
import { fundedSigningWallet, unexpectedErrors } from '../support/fundedWallet';
import { collectPageErrors } from '../support/pageErrors';
import { SIGNING_WALLET } from '../support/signingWallet';
import { connectSandboxWallet, SANDBOX_CONTROL, SANDBOX_RPC } from '../support/wallet';

const V1 = 'http://127.0.0.1:5173';
/** The create-strategy flag, on by the query string whatever the app's profile says. */
const FLAG = 'CREATE_STRATEGY=true';

interface WorldStrategy {
  address: string;
  dex: string;
  tokenA: string;
  tokenAMint: string;
  tokenB: string;
  tokenBMint: string;
  status: string;
  isDiyVault: boolean;
}

/** The world's LIVE Orca USDC-USDT strategy: its pool is the one the vault is created on. */
async function orcaUsdcUsdt(): Promise<WorldStrategy> {
  const world = (await (await fetch(`${SANDBOX_CONTROL}/world`)).json()) as {
    strategies: WorldStrategy[];
  };
  const found = world.strategies.find(
    (s) => s.dex === 'ORCA' && s.tokenA === 'USDC' && s.tokenB === 'USDT' && s.status === 'LIVE',
  );
  if (!found) throw new Error('no LIVE Orca USDC-USDT strategy in the world');
  return found;
}

/** The strategy account as the node has it now. */
async function chainStrategy(address: string) {
  const connection = new Connection(SANDBOX_RPC, 'confirmed');
  const key = new PublicKey(address);
  const account = await connection.getAccountInfo(key);
  if (!account) throw new Error(`no account at ${address}`);
  return decodeWhirlpoolStrategy(key, account);
}

const status = (page: Page, text: string | RegExp) =>
  page.getByRole('status').filter({ hasText: text });

test('create a DIY vault on an Orca pool, find it in Creator Vaults, edit it; others are refused', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const errors = collectPageErrors(page);
  const strategy = await orcaUsdcUsdt();
  const { address: wallet } = await fundedSigningWallet(page, [
    { mint: strategy.tokenAMint, sol: 1 },
    { mint: strategy.tokenBMint, sol: 1 },
  ]);

  await page.goto(`${V1}/create?${FLAG}`);
  await connectSandboxWallet(page, SIGNING_WALLET);
  const form = page.getByRole('form', { name: 'Create a strategy' });
  const pool = form.getByLabel('Pool and fee tier');
  await expect(pool).toBeVisible({ timeout: 30_000 });
  const labels = await pool.locator('option').allTextContents();
  const choice = labels.find((label) => label.startsWith('USDC-USDT · Orca'));
  if (!choice) throw new Error(`no USDC-USDT Orca pool among ${labels.join(', ')}`);
  await pool.selectOption({ label: choice });
  await expect(form.getByText(/^Current price: 1 USDC = /)).toBeVisible();
  await expectNoSeriousViolations(page, form);
  // The range starts around the price; a price-percentage method keeps it centred.
  await expect(form.getByLabel(/Lower price/)).not.toHaveValue('');
  await form.getByRole('button', { name: /Price percentage/ }).click();
  await form.getByLabel(/USDC amount/).fill('2');
  await form.getByLabel(/USDT amount/).fill('2');
  await expect(form.getByLabel('Preview').getByText('First deposit')).toBeVisible();
  await form.getByRole('button', { name: 'Create strategy' }).click();
  await expect(page.getByText('Your USDC-USDT strategy is created.')).toBeVisible({
    timeout: 120_000,
  });
  const href = await page.getByRole('link', { name: 'Open the new strategy' }).getAttribute('href');
  const address = href?.split('/').pop() ?? '';
  expect(address).not.toBe('');

  // The chain has it: the wallet administers it, a community vault, price percentage, invested.
  const created = await chainStrategy(address);
  expect(created.adminAuthority.toBase58()).toBe(wallet);
  expect(created.isCommunity).toBe(true);
  expect(created.status).toBe('Active');
  expect(created.rebalanceType).toBe(1);
  expect(created.pool.toBase58()).not.toBe(PublicKey.default.toBase58());
  expect(created.sharesIssued > 0n).toBe(true);

  // Creator Vaults → My vaults lists it.
  await page.goto(`${V1}/liquidity`);
  await page.getByRole('tab', { name: 'Creator Vaults' }).click();
  await page.getByRole('button', { name: 'My vaults' }).click();
  const mine = page.locator(`[data-strategy="${address}"]`);
  await expect(mine).toBeVisible({ timeout: 30_000 });
  await expect(mine).toContainText('USDC-USDT');

  // Edit: price percentage → manual, read back from the chain.
  await page.goto(`${V1}/edit/${address}?${FLAG}`);
  await expect(page.getByTestId('rebalance-method')).toContainText('Price percentage', {
    timeout: 30_000,
  });
  const edit = page.getByRole('form', { name: 'Edit the strategy' });
  await expectNoSeriousViolations(page, edit);
  await edit.getByRole('button', { name: /^Manual/ }).click();
  await expect(edit.getByLabel('Preview')).toContainText('Manual');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(status(page, 'The strategy is updated.')).toBeVisible({ timeout: 60_000 });
  await expect.poll(async () => (await chainStrategy(address)).rebalanceType).toBe(0);
  await expect(page.getByTestId('rebalance-method')).toHaveText('Manual');
  expect(unexpectedErrors(errors)).toEqual([]);

  // Another wallet is refused, read-only.
  const other = await browser.newPage();
  await other.goto(`${V1}/edit/${address}?${FLAG}`);
  await connectSandboxWallet(other);
  await expect(other.getByRole('alert')).toContainText('Only the admin of this vault can edit it', {
    timeout: 30_000,
  });
  await expect(other.getByRole('form', { name: 'Edit the strategy' })).toHaveCount(0);
  await expect(other.getByTestId('rebalance-method')).toHaveText('Manual');

  // An address that is no strategy: the not-found copy.
  const nowhere = Keypair.generate().publicKey.toBase58();
  await other.goto(`${V1}/edit/${nowhere}?${FLAG}`);
  await expect(other.getByRole('alert')).toContainText(`Strategy ${nowhere} is not found`, {
    timeout: 30_000,
  });
  await other.close();
});
