import { expect, type Locator, type Page, test } from '@playwright/test';
import { fundedSigningWallet, unexpectedErrors } from '../support/fundedWallet';
import { collectPageErrors } from '../support/pageErrors';
import { SIGNING_WALLET } from '../support/signingWallet';
import { connectSandboxWallet, SANDBOX_CONTROL, SANDBOX_RPC } from '../support/wallet';

const V1 = 'http://127.0.0.1:5173';
const V3 = 'http://127.0.0.1:5174';

// The test funds its own wallet (an airdrop and a swap) before it deposits through the page.
test.describe.configure({ timeout: 150_000 });

interface World {
  earnVaults: { address: string; tokenSymbol: string; tokenMint: string }[];
  markets: { address: string; reserves: { address: string; symbol: string; status: string }[] }[];
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
  await expect(previewValue(panel, 'Shares you receive')).not.toHaveText('—');
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
