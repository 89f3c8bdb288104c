import { expect, type Page, test } from '@playwright/test';
import { collectPageErrors } from '../support/pageErrors';
import { SANDBOX_CONTROL } from '../support/wallet';

// Issue 18: advanced analytics — the pool simulation on the sandbox's backtest.
const V1 = 'http://127.0.0.1:5173';

test.use({ viewport: { width: 1440, height: 900 } });

interface WorldStrategy {
  address: string;
  dex: string;
  tokenA: string;
  tokenB: string;
  status: string;
  isDiyVault: boolean;
}

async function liveStrategy(): Promise<WorldStrategy> {
  const response = await fetch(`${SANDBOX_CONTROL}/world`);
  const { strategies } = (await response.json()) as { strategies: WorldStrategy[] };
  const found = strategies.find((s) => s.status === 'LIVE' && s.dex === 'ORCA' && !s.isDiyVault);
  if (!found) throw new Error('no LIVE Orca strategy in the world');
  return found;
}

const lowerPrice = (page: Page) => page.getByLabel(/^Lower price/);
const upperPrice = (page: Page) => page.getByLabel(/^Upper price/);

/** The text of a labelled figure in a titled group of figures. */
function figure(page: Page, group: RegExp, label: string) {
  return page
    .getByRole('region', { name: group })
    .locator('.keel-figures__item')
    .filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
    .locator('dd');
}

test('from a strategy page, a simulation of its pool charts the position against HODL', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  const strategy = await liveStrategy();
  await page.goto(`${V1}/liquidity/${strategy.address}`);
  await page.getByRole('link', { name: /^Advanced analytics/ }).click({ timeout: 20_000 });
  await expect(page).toHaveURL(`${V1}/liquidity/${strategy.address}/advanced-analytics`);
  // The strategy's current range fills the form.
  await expect(lowerPrice(page)).not.toHaveValue('', { timeout: 20_000 });
  const lower = Number(await lowerPrice(page).inputValue());
  const upper = Number(await upperPrice(page).inputValue());
  expect(lower).toBeGreaterThan(0);
  expect(upper).toBeGreaterThan(lower);
  await page.getByRole('button', { name: 'Run simulation' }).click();
  // The default period: the last 30 days.
  const result = /^Result over 30 days$/;
  await expect(page.getByRole('region', { name: result })).toBeVisible({ timeout: 20_000 });
  await expect(figure(page, result, 'Fees APY')).toHaveText(/^[<>]?\d[\d,]*\.\d\d%$/);
  await expect(figure(page, result, 'Position value')).toHaveText(/^\$\d/);
  await expect(figure(page, result, 'HODL value')).toHaveText(/^\$\d/);
  await expect(figure(page, result, 'PnL vs HODL')).toHaveText(/^[+-]?\$[\d,.]+ \(-?[\d.,]+%\)$/);
  await expect(
    page.getByRole('figure', { name: 'Simulated position against HODL chart' }),
  ).toBeVisible();
  await expect(
    page.getByRole('figure', { name: 'Simulated position against HODL chart' }).locator('svg path'),
  ).not.toHaveCount(0);
  // The strategy's own ranges over the same days.
  const ranges = page.getByRole('region', { name: 'Strategy rebalances and ranges' });
  await expect(ranges.getByRole('table')).toBeVisible({ timeout: 20_000 });
  await expect(ranges.getByRole('row')).not.toHaveCount(1);
  expect(errors).toEqual([]);
});

test('an invalid range is refused in the form, reached from the list toolbar', async ({ page }) => {
  const strategy = await liveStrategy();
  const simulations: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/simulate/')) simulations.push(request.url());
  });
  await page.goto(`${V1}/liquidity`);
  await page.getByRole('link', { name: 'Advanced analytics' }).click({ timeout: 20_000 });
  await expect(page).toHaveURL(`${V1}/liquidity/advanced-analytics`);
  await page.getByLabel('Strategy', { exact: true }).selectOption(strategy.address, {
    timeout: 20_000,
  });
  await expect(lowerPrice(page)).not.toHaveValue('', { timeout: 20_000 });
  const upper = await upperPrice(page).inputValue();
  await lowerPrice(page).fill(String(Number(upper) * 2));
  await lowerPrice(page).press('Enter');
  await expect(page.getByText('The upper price must be above the lower price')).toBeVisible();
  await expect(upperPrice(page)).toBeFocused();
  await expect(upperPrice(page)).toHaveAttribute('aria-invalid', 'true');
  await lowerPrice(page).fill('0');
  await page.getByRole('button', { name: 'Run simulation' }).click();
  await expect(page.getByText('Enter a lower price above 0')).toBeVisible();
  expect(simulations).toEqual([]);
});

test('a failing backtest shows an error with Retry and keeps the inputs', async ({ page }) => {
  const strategy = await liveStrategy();
  await page.route('**/simulate/**', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"down"}' }),
  );
  await page.goto(`${V1}/liquidity/${strategy.address}/advanced-analytics`);
  await expect(lowerPrice(page)).not.toHaveValue('', { timeout: 20_000 });
  const upper = await upperPrice(page).inputValue();
  const typed = String(Number(upper) / 4);
  await lowerPrice(page).fill(typed);
  await page.getByLabel('Rebalance method').selectOption('Fixed');
  await page.getByRole('button', { name: 'Run simulation' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'Failed to run the simulation' });
  await expect(alert).toBeVisible({ timeout: 20_000 });
  await expect(alert.getByRole('button', { name: 'Retry' })).toBeVisible();
  await expect(lowerPrice(page)).toHaveValue(typed);
  await expect(page.getByLabel('Rebalance method')).toHaveValue('Fixed');
  // The API is back: Retry runs the same inputs.
  await page.unroute('**/simulate/**');
  await alert.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('region', { name: /^Result over 30 days$/ })).toBeVisible({
    timeout: 20_000,
  });
  await expect(lowerPrice(page)).toHaveValue(typed);
});
