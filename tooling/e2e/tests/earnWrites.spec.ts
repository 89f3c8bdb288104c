import { expect, type Page, test } from '@playwright/test';
import { fundedSigningWallet, unexpectedErrors } from '../support/fundedWallet';
import { collectPageErrors } from '../support/pageErrors';
import { SIGNING_WALLET } from '../support/signingWallet';
import { connectSandboxWallet, SANDBOX_CONTROL, SANDBOX_RPC } from '../support/wallet';

const V3 = 'http://127.0.0.1:5174';

interface WorldVault {
  address: string;
  tokenSymbol: string;
  tokenMint: string;
  tokenDecimals: number;
  sharesMint: string;
}

async function worldVault(symbol: string): Promise<WorldVault> {
  const world = (await (await fetch(`${SANDBOX_CONTROL}/world`)).json()) as {
    earnVaults: WorldVault[];
  };
  const vault = world.earnVaults.find((v) => v.tokenSymbol === symbol);
  if (!vault) throw new Error(`the world has no ${symbol} vault`);
  return vault;
}

/** Raw units of a mint the wallet holds, read from the node. */
async function rawBalance(owner: string, mint: string): Promise<bigint> {
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
      value: { account: { data: { parsed: { info: { tokenAmount: { amount: string } } } } } }[];
    };
  };
  return result.value.reduce(
    (sum, entry) => sum + BigInt(entry.account.data.parsed.info.tokenAmount.amount),
    0n,
  );
}

const actions = (page: Page) => page.getByRole('region', { name: /^Deposit or withdraw/ });

async function act(page: Page, tab: 'Deposit' | 'Withdraw', amount: string) {
  const panel = actions(page);
  await panel.getByRole('tab', { name: tab }).click();
  await panel.getByRole('textbox', { name: /^Amount/ }).fill(amount);
  const submit = panel.getByRole('button', { name: tab, exact: true });
  await expect(submit).toBeEnabled();
  await submit.click();
}

test('a wallet deposits into a vault and withdraws; its balances follow', async ({ page }) => {
  test.setTimeout(120_000);
  const errors = collectPageErrors(page);
  const vault = await worldVault('USDT');
  const unit = 10n ** BigInt(vault.tokenDecimals);
  // Its own wallet: the seeded ones' positions are what other specs read.
  const { address: publicKey } = await fundedSigningWallet(page, [
    { mint: vault.tokenMint, sol: 2 },
  ]);

  await page.goto(`${V3}/earn/lend/${vault.address}`);
  await connectSandboxWallet(page, SIGNING_WALLET);
  await expect(actions(page).getByRole('tab', { name: 'Deposit' })).toBeVisible({
    timeout: 30_000,
  });

  const tokensBefore = await rawBalance(publicKey, vault.tokenMint);
  const sharesBefore = await rawBalance(publicKey, vault.sharesMint);
  expect(tokensBefore).toBeGreaterThan(100n * unit);

  // Deposit 100: the shares preview shows before submitting; the wallet pays at most 100.
  await actions(page)
    .getByRole('textbox', { name: /^Amount/ })
    .fill('100');
  await expect(actions(page).getByText('Shares you receive')).toBeVisible();
  await act(page, 'Deposit', '100');
  await expect
    .poll(() => rawBalance(publicKey, vault.sharesMint), { timeout: 30_000 })
    .not.toBe(sharesBefore);
  const tokensAfterDeposit = await rawBalance(publicKey, vault.tokenMint);
  expect(tokensBefore - tokensAfterDeposit).toBeLessThanOrEqual(100n * unit);
  expect(tokensBefore - tokensAfterDeposit).toBeGreaterThan(99n * unit);
  const sharesAfterDeposit = await rawBalance(publicKey, vault.sharesMint);
  expect(sharesAfterDeposit).toBeGreaterThan(sharesBefore);

  // Withdraw 50: shares burnt, about 50 tokens back.
  await act(page, 'Withdraw', '50');
  await expect
    .poll(() => rawBalance(publicKey, vault.sharesMint), { timeout: 30_000 })
    .toBeLessThan(sharesAfterDeposit);
  const tokensAfterWithdraw = await rawBalance(publicKey, vault.tokenMint);
  expect(tokensAfterWithdraw - tokensAfterDeposit).toBeGreaterThan(49n * unit);
  // The shares are sized at the preview's share price; interest until the landing slot may pay
  // a few raw units more (dust, at most a thousandth of a token).
  expect(tokensAfterWithdraw - tokensAfterDeposit).toBeLessThanOrEqual(50n * unit + unit / 1000n);
  expect(unexpectedErrors(errors)).toEqual([]);
});
