import { expect, type Page, test } from '@playwright/test';
import { collectPageErrors } from '../support/pageErrors';
import { connectSandboxWallet, SANDBOX_CONTROL } from '../support/wallet';

// Issue 18: the strategy page's read side on the sandbox.
const V1 = 'http://127.0.0.1:5173';
const API = 'http://127.0.0.1:8787';
const DEX_LABEL = { ORCA: 'Orca', RAYDIUM: 'Raydium', METEORA: 'Meteora' } as const;

test.use({ viewport: { width: 1440, height: 900 } });

interface WorldStrategy {
  address: string;
  dex: keyof typeof DEX_LABEL;
  tokenA: string;
  tokenB: string;
  status: string;
  tvlUsd: string;
  sharePriceUsd: string;
  isDiyVault: boolean;
}

interface WorldWallet {
  role: string;
  publicKey: string;
  strategyShares: { strategy: string; shares: string; stakedShares: string }[];
}

async function world() {
  const response = await fetch(`${SANDBOX_CONTROL}/world`);
  return (await response.json()) as { wallets: WorldWallet[]; strategies: WorldStrategy[] };
}

async function liveStrategy(dex: WorldStrategy['dex'] = 'ORCA'): Promise<WorldStrategy> {
  const { strategies } = await world();
  const found = strategies.find((s) => s.status === 'LIVE' && s.dex === dex && !s.isDiyVault);
  if (!found) throw new Error(`no LIVE ${dex} strategy in the world`);
  return found;
}

const dollars = (text: string | null) => Number((text ?? '').replace(/[$,]/g, ''));

/** The text of a labelled figure in a titled group of figures. */
function figure(page: Page, group: string, label: string) {
  return page
    .getByRole('region', { name: group })
    .locator('.keel-figures__item')
    .filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
    .locator('dd');
}

test("the page renders a strategy's figures and histories from the sandbox", async ({ page }) => {
  const errors = collectPageErrors(page);
  const strategy = await liveStrategy();
  await page.goto(`${V1}/liquidity/${strategy.address}`);
  await expect(
    page.getByText(`${strategy.tokenA}-${strategy.tokenB}`, { exact: true }),
  ).toBeVisible({ timeout: 20_000 });
  await expect(figure(page, 'Overview', 'Exchange')).toHaveText(DEX_LABEL[strategy.dex]);
  // TVL and share price from the strategy's accounts meet the world's (MATH §7.3).
  await expect(figure(page, 'Overview', 'Share price')).toHaveText(/^\$/, { timeout: 20_000 });
  const sharePrice = dollars(await figure(page, 'Overview', 'Share price').textContent());
  expect(Math.abs(sharePrice - Number(strategy.sharePriceUsd))).toBeLessThanOrEqual(
    Math.max(0.01, Number(strategy.sharePriceUsd) * 0.001),
  );
  const tvl = dollars(await figure(page, 'Overview', 'TVL').textContent());
  expect(Math.abs(tvl - Number(strategy.tvlUsd)) / Number(strategy.tvlUsd)).toBeLessThan(0.001);
  // The API's 7-day APY, as the API serves it.
  const metrics = (await (
    await fetch(`${API}/strategies/${strategy.address}/metrics?env=localnet`)
  ).json()) as Record<string, { vault?: { apy7d?: string } }>;
  const apy7d = Object.entries(metrics).find(([key]) => key.endsWith('Apy'))?.[1]?.vault?.apy7d;
  if (!apy7d) throw new Error('the sandbox serves no 7-day APY for the strategy');
  await expect(figure(page, 'APY', 'APY 7d')).toHaveText(
    `${(Number(apy7d) * 100).toLocaleString('en-US', {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    })}%`,
  );
  // The histories chart: price and range, metrics, and PnL vs HODL with its figure.
  await expect(page.getByRole('figure', { name: /^Price and range/ })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByRole('figure', { name: 'APY chart' })).toBeVisible();
  await expect(
    page.getByRole('figure', { name: /^A 1,000 USD deposit against HODL/ }),
  ).toBeVisible();
  await expect(figure(page, 'PnL vs HODL', 'Strategy vs HODL \\(USD\\)')).toHaveText(/^[+-]?\$/);
  await page
    .getByRole('group', { name: 'Chart range' })
    .getByRole('button', { name: '7D' })
    .click();
  await expect(page.getByRole('figure', { name: /^Price and range/ })).toBeVisible();
  // The deposit panel is there, and without a wallet the position asks for one.
  await expect(page.getByRole('region', { name: 'Deposit and withdraw' })).toBeVisible();
  await expect(page.getByText('Connect a wallet to see your position.')).toBeVisible();
  expect(errors).toEqual([]);
});

test('a full route whose pair or provider is not the strategy’s is replaced by the canonical one', async ({
  page,
}) => {
  const strategy = await liveStrategy('RAYDIUM');
  const canonical = `/liquidity/${strategy.tokenA}-${strategy.tokenB}-raydium/${strategy.address}`;
  await page.goto(`${V1}/liquidity`);
  await page.goto(`${V1}/liquidity/FOO-BAR-orca/${strategy.address}`);
  await expect(page).toHaveURL(`${V1}${canonical}`, { timeout: 20_000 });
  await expect(figure(page, 'Overview', 'Exchange')).toHaveText('Raydium');
  // Replaced, not pushed: Back leaves the strategy for the page before it.
  await page.goBack();
  await expect(page).toHaveURL(`${V1}/liquidity`);
  // The canonical full route and the short route stay where they are.
  await page.goto(`${V1}${canonical}`);
  await expect(figure(page, 'Overview', 'Exchange')).toHaveText('Raydium', { timeout: 20_000 });
  await expect(page).toHaveURL(`${V1}${canonical}`);
});

test('a malformed strategy address is a clear error, an unknown one is not found', async ({
  page,
}) => {
  await page.goto(`${V1}/liquidity/not-an-address!`);
  await expect(page.getByText('is not a Solana address', { exact: false })).toBeVisible();
  const unknown = '11111111111111111111111111111112';
  await page.goto(`${V1}/liquidity/${unknown}`);
  await expect(page.getByText(`Strategy ${unknown} is not found`)).toBeVisible({
    timeout: 20_000,
  });
});

test("the connected wallet's position is worth its shares at the share price", async ({ page }) => {
  const errors = collectPageErrors(page);
  const { wallets, strategies } = await world();
  const ordinary = wallets.find((w) => w.role === 'ordinary');
  // Not the strategy the write tests deposit into: its holdings move while they run.
  const held = ordinary?.strategyShares.find((h) => {
    const s = strategies.find((candidate) => candidate.address === h.strategy);
    return s && !(s.dex === 'ORCA' && s.tokenA === 'USDC' && s.tokenB === 'USDT');
  });
  if (!ordinary || !held) throw new Error('no ordinary wallet with a liquidity position');
  await page.goto(`${V1}/liquidity/${held.strategy}`);
  await connectSandboxWallet(page);
  const value = page.getByTestId('strategy-position-value');
  await expect(value).toHaveText(/^\$/, { timeout: 30_000 });
  const price = Number(strategies.find((s) => s.address === held.strategy)?.sharePriceUsd);
  const expected = (Number(held.shares) + Number(held.stakedShares)) * price;
  expect(Math.abs(dollars(await value.textContent()) - expected)).toBeLessThanOrEqual(0.02);
  await expect(figure(page, 'Your position', 'PnL')).toHaveText(/^[+-]?\$|^\$0\.00/, {
    timeout: 20_000,
  });
  expect(errors).toEqual([]);
});

test('a Meteora position is valued with its bins: worth its shares at the share price', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  const { wallets, strategies } = await world();
  const ordinary = wallets.find((w) => w.role === 'ordinary');
  // The ordinary wallet holds JUP-SOL on Meteora: 99.5 % of that strategy sits in DLMM bins.
  const held = ordinary?.strategyShares.find(
    (h) => strategies.find((s) => s.address === h.strategy)?.dex === 'METEORA',
  );
  if (!ordinary || !held) throw new Error('no ordinary wallet with a Meteora position');
  await page.goto(`${V1}/liquidity/${held.strategy}`);
  await connectSandboxWallet(page);
  const value = page.getByTestId('strategy-position-value');
  await expect(value).toHaveText(/^\$/, { timeout: 30_000 });
  const price = Number(strategies.find((s) => s.address === held.strategy)?.sharePriceUsd);
  const expected = (Number(held.shares) + Number(held.stakedShares)) * price;
  expect(expected).toBeGreaterThan(1);
  expect(Math.abs(dollars(await value.textContent()) - expected)).toBeLessThanOrEqual(0.02);
  expect(errors).toEqual([]);
});

test('the debug variant shows a strategy’s accounts decoded and raw, a DLMM one with its bin arrays', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  const meteora = await liveStrategy('METEORA');
  await page.goto(`${V1}/liquidity/${meteora.address}/debug`);
  const strategySection = page.getByRole('region', { name: 'Strategy', exact: true });
  await expect(strategySection).toContainText(meteora.address, { timeout: 20_000 });
  // The decoded strategy names its exchange and its pool; the pool and position decode too.
  const fields = strategySection.getByRole('table', { name: 'Strategy fields' });
  await expect(fields.getByRole('row', { name: /^strategyDex / })).toContainText('METEORA');
  for (const role of ['Pool', 'Position']) {
    const section = page.getByRole('region', { name: role, exact: true });
    await expect(section).toContainText('bytes');
    await expect(section.getByRole('alert')).toHaveCount(0);
    await expect(section.getByText('Decoded')).toBeVisible();
  }
  const bins = page.getByRole('region', { name: 'Bin array', exact: true });
  expect(await bins.count()).toBeGreaterThan(0);
  // Raw bytes open as a hex dump from offset 0.
  await strategySection.getByText(/^Raw bytes \(\d+\)$/).click();
  await expect(strategySection.locator('pre')).toContainText(/^000000 {2}[0-9a-f]{2} /);
  await page.getByRole('link', { name: 'Back to the strategy' }).click();
  await expect(page).toHaveURL(new RegExp(`${meteora.address}$`));
  expect(errors).toEqual([]);
});
