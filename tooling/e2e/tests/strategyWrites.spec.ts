import { expect, type Page, test } from '@playwright/test';
import { fundedSigningWallet, unexpectedErrors } from '../support/fundedWallet';
import { collectPageErrors } from '../support/pageErrors';
import { SIGNING_WALLET } from '../support/signingWallet';
import {
  connectSandboxWallet,
  SANDBOX_CONTROL,
  SANDBOX_RPC,
  sandboxWallet,
} from '../support/wallet';

const V1 = 'http://127.0.0.1:5173';

// The deposit runs from a wallet of the test's own; the farm test uses the ordinary wallet's
// staked shares (no other test reads them).

interface WorldStrategy {
  address: string;
  dex: string;
  tokenA: string;
  tokenAMint: string;
  tokenB: string;
  tokenBMint: string;
  shareMint: string;
  status: string;
  isDiyVault: boolean;
}

interface WorldFarm {
  address: string;
  target: string;
  rewards: { mint: string }[];
}

async function world() {
  return (await (await fetch(`${SANDBOX_CONTROL}/world`)).json()) as {
    strategies: WorldStrategy[];
    farms: WorldFarm[];
  };
}

/** The LIVE protocol USDC-USDT strategy on `dex`. */
async function usdcUsdtStrategy(dex = 'ORCA'): Promise<WorldStrategy> {
  const strategy = (await world()).strategies.find(
    (s) =>
      s.dex === dex &&
      s.tokenA === 'USDC' &&
      s.tokenB === 'USDT' &&
      s.status === 'LIVE' &&
      !s.isDiyVault,
  );
  if (!strategy) throw new Error(`no LIVE ${dex} USDC-USDT strategy in the world`);
  return strategy;
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

const actions = (page: Page) => page.getByRole('region', { name: 'Deposit and withdraw' });
const succeeded = (page: Page, label: string) => page.getByRole('status').getByText(label).first();

// On Meteora the strategy's holdings include its DLMM bins: the ratio, the shares and the
// withdrawal (a part of every bin) follow them.
for (const dex of ['ORCA', 'METEORA'] as const) {
  test(`deposit into a ${dex} strategy and withdraw every share: the balances follow`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const errors = collectPageErrors(page);
    const strategy = await usdcUsdtStrategy(dex);
    const { address: publicKey } = await fundedSigningWallet(page, [
      { mint: strategy.tokenAMint, sol: 2 },
      { mint: strategy.tokenBMint, sol: 2 },
    ]);
    const balances = async () => ({
      a: await tokenBalance(publicKey, strategy.tokenAMint),
      b: await tokenBalance(publicKey, strategy.tokenBMint),
      shares: await tokenBalance(publicKey, strategy.shareMint),
    });
    const before = await balances();
    expect(before.shares).toBe(0);

    await page.goto(`${V1}/liquidity/${strategy.address}`);
    await connectSandboxWallet(page, SIGNING_WALLET);
    const usdc = actions(page).getByLabel(/USDC amount/);
    const usdt = actions(page).getByLabel(/USDT amount/);
    await usdc.fill('20');
    // The other token follows the strategy's ratio of holdings.
    await expect(usdt).not.toHaveValue('');
    const usdtAmount = Number(await usdt.inputValue());
    expect(usdtAmount).toBeGreaterThan(0);
    const preview = actions(page).getByLabel('Preview');
    await expect(preview.getByText('Shares')).toBeVisible();
    await actions(page).getByRole('button', { name: 'Deposit', exact: true }).click();
    await expect(succeeded(page, 'Deposit USDC-USDT')).toBeVisible({ timeout: 60_000 });

    await expect
      .poll(async () => (await balances()).shares, { timeout: 30_000 })
      .toBeGreaterThan(0);
    const deposited = await balances();
    expect(before.a - deposited.a).toBeCloseTo(20, 5);
    expect(before.b - deposited.b).toBeCloseTo(usdtAmount, 5);
    await expect(usdc).toHaveValue('');

    // Withdraw every share: both tokens come back (less rounding), no share is left.
    await actions(page).getByRole('tab', { name: 'Withdraw' }).click();
    const shares = actions(page).getByLabel(/Shares to withdraw/);
    await expect(actions(page).getByText(/^Your shares: /)).not.toHaveText('Your shares: 0');
    await actions(page).getByRole('button', { name: 'Max' }).click();
    await expect(shares).not.toHaveValue('');
    await expect(preview.getByText('USDC received')).toBeVisible();
    await actions(page).getByRole('button', { name: 'Withdraw', exact: true }).click();
    await expect(succeeded(page, 'Withdraw USDC-USDT')).toBeVisible({ timeout: 60_000 });

    await expect.poll(async () => (await balances()).shares, { timeout: 30_000 }).toBe(0);
    const after = await balances();
    expect(after.a).toBeGreaterThan(deposited.a);
    expect(before.a - after.a).toBeGreaterThanOrEqual(0);
    expect(before.a - after.a).toBeLessThan(0.0001);
    expect(before.b - after.b).toBeGreaterThanOrEqual(0);
    expect(before.b - after.b).toBeLessThan(0.0001);
    expect(unexpectedErrors(errors)).toEqual([]);
  });
}

test('stake shares in the strategy’s farm, advance time, harvest, unstake them all', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const errors = collectPageErrors(page);
  const { publicKey } = await sandboxWallet('ordinary');
  // The wallet holds shares of this strategy, part of them staked in its farm.
  const strategy = await usdcUsdtStrategy('RAYDIUM');
  const farm = (await world()).farms.find((f) => f.target === strategy.address);
  const reward = farm?.rewards[0]?.mint;
  if (!farm || !reward) throw new Error('the strategy has no farm with a reward');
  const shares = () => tokenBalance(publicKey, strategy.shareMint);
  const before = await shares();
  expect(before).toBeGreaterThan(1);

  await page.goto(`${V1}/liquidity/${strategy.address}`);
  await connectSandboxWallet(page);
  await actions(page).getByRole('tab', { name: 'Stake', exact: true }).click();
  await actions(page)
    .getByLabel(/Shares to stake/)
    .fill('1');
  await actions(page).getByRole('button', { name: 'Stake', exact: true }).click();
  await expect(succeeded(page, 'Stake shares')).toBeVisible({ timeout: 60_000 });
  await expect.poll(shares, { timeout: 30_000 }).toBeCloseTo(before - 1, 5);

  // An hour of rewards, then harvest them.
  const response = await fetch(`${SANDBOX_CONTROL}/advance`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ seconds: 3_600 }),
  });
  expect(response.ok).toBe(true);
  const rewardBefore = await tokenBalance(publicKey, reward);
  await actions(page).getByRole('tab', { name: 'Harvest', exact: true }).click();
  await actions(page).getByRole('button', { name: 'Harvest', exact: true }).click();
  await expect(succeeded(page, 'Harvest rewards')).toBeVisible({ timeout: 60_000 });
  await expect
    .poll(() => tokenBalance(publicKey, reward), { timeout: 30_000 })
    .toBeGreaterThan(rewardBefore);

  // Unstake everything staked: the shares come back to the wallet.
  await actions(page).getByRole('tab', { name: 'Unstake', exact: true }).click();
  await expect(actions(page).getByText(/^Staked: /)).not.toHaveText('Staked: 0');
  await actions(page).getByRole('button', { name: 'Max' }).click();
  await actions(page).getByRole('button', { name: 'Unstake', exact: true }).click();
  await expect(succeeded(page, 'Unstake shares')).toBeVisible({ timeout: 60_000 });
  await expect.poll(shares, { timeout: 30_000 }).toBeGreaterThan(before);
  expect(errors).toEqual([]);
});
