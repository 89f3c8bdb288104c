import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/axe';
import {
  connectSandboxWallet,
  SANDBOX_CONTROL,
  SANDBOX_RPC,
  sandboxWallet,
} from '../support/wallet';

/*
 * The manager app's markets (issue 17): the sandbox's 'manager' wallet owns one market; it lowers
 * a reserve's max LTV through the edit form and, once the transaction lands, the market's page
 * shows the new value read back from the chain. Another wallet sees the same configuration read
 * only, with the reason, and has nothing to submit.
 */

const MANAGER = 'http://127.0.0.1:5175';

interface WorldReserve {
  address: string;
  symbol: string;
  loanToValuePct: number;
  elevationGroups: number[];
}
interface WorldMarket {
  address: string;
  name: string;
  owner: string;
  reserves: WorldReserve[];
}

async function managedMarket(): Promise<{ market: WorldMarket; reserve: WorldReserve }> {
  const manager = await sandboxWallet('manager');
  const response = await fetch(`${SANDBOX_CONTROL}/world`);
  const world = (await response.json()) as { markets: WorldMarket[] };
  const market = world.markets.find((m) => m.owner === manager.publicKey);
  if (!market) throw new Error('the sandbox has no market owned by the manager wallet');
  // A collateral reserve outside any elevation group: lowering its LTV by one always validates.
  const reserve = market.reserves.find(
    (r) => r.loanToValuePct >= 10 && r.elevationGroups.length === 0,
  );
  if (!reserve) throw new Error(`no collateral reserve in ${market.name}`);
  return { market, reserve };
}

const figure = (scope: Locator | Page, label: string) =>
  scope.locator(`.keel-figures__item:has(> dt:text-is("${label}")) > dd`);

test('the manager wallet changes a reserve’s max LTV and the market shows the new value', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const { market, reserve } = await managedMarket();
  await page.goto(`${MANAGER}/`);
  await connectSandboxWallet(page, 'Sandbox Wallet (manager)');
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: market.name }) });
  await expect(row).toContainText('Owned by you');
  await row.getByRole('link', { name: market.name }).click();
  await expect(page).toHaveURL(new RegExp(`/manage-markets/${market.address}$`));
  await expect(page.getByRole('status').filter({ hasText: 'You own this market' })).toBeVisible();

  const section = page.getByRole('region', { name: `${reserve.symbol} reserve` });
  const maxLtv = figure(section, 'Max LTV');
  // Percentages with two decimals, like every rate of the manager.
  await expect(maxLtv).toHaveText(/^\d+\.00%$/);
  const current = Number.parseFloat((await maxLtv.textContent()) ?? '');
  const next = current - 1;

  await section.getByRole('button', { name: `Edit ${reserve.symbol}` }).click();
  const form = section.getByRole('form', { name: `Edit ${reserve.symbol} reserve` });
  const input = form.getByLabel('Max LTV (%)');
  await expect(input).toHaveValue(String(current));
  await expectNoSeriousViolations(page, form);
  // What the program refuses is refused here first: an LTV of 100.
  await input.fill('100');
  await expect(form.getByRole('alert')).toContainText('Max LTV must be between 0 and 99');
  await expect(
    form.getByRole('button', { name: 'Max LTV must be between 0 and 99' }),
  ).toBeDisabled();

  await input.fill(String(next));
  const changes = form.getByRole('list', { name: 'Changes' }).or(form.getByLabel('Changes'));
  await expect(changes).toContainText('Max LTV (%)');
  await expect(changes).toContainText(String(current));
  await expect(changes).toContainText(String(next));
  await form.getByRole('button', { name: 'Sign 1 update' }).click();

  await expect(maxLtv).toHaveText(`${next}.00%`, { timeout: 30_000 });
  await expect(form).toHaveCount(0);
});

test('the manager wallet moves a point of a reserve’s borrow-rate curve; the program stores it', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const { market, reserve } = await managedMarket();
  await page.goto(`${MANAGER}/manage-markets/${market.address}`);
  await connectSandboxWallet(page, 'Sandbox Wallet (manager)');
  const section = page.getByRole('region', { name: `${reserve.symbol} reserve` });
  await section.getByRole('button', { name: `Edit ${reserve.symbol}` }).click();
  const form = section.getByRole('form', { name: `Edit ${reserve.symbol} reserve` });
  const curve = form.getByRole('group', { name: 'Borrow rate curve' });
  // The program's curve starts at 0 % utilization: anything else is refused here first.
  const firstUtilization = curve.getByLabel('Point 1 utilization (%)');
  await firstUtilization.fill('1');
  await expect(form.getByRole('alert')).toContainText(
    'First point of the curve must start at 0.00%',
  );
  await firstUtilization.fill('0');

  const stored = await reserveCurve(reserve.address);
  const points = await curve.getByRole('listitem').count();
  expect(points).toBeGreaterThanOrEqual(2);
  // The last point's rate, one percent higher: the curve stays non-decreasing.
  const lastRate = curve.getByLabel(`Point ${points} borrow rate (%)`);
  const current = Number(await lastRate.inputValue());
  await lastRate.fill(String(current + 1));
  const changes = form.getByRole('list', { name: 'Changes' }).or(form.getByLabel('Changes'));
  await expect(changes).toContainText('Borrow rate curve');
  await form.getByRole('button', { name: 'Sign 1 update' }).click();
  await expect(form).toHaveCount(0, { timeout: 30_000 });

  const after = await reserveCurve(reserve.address);
  const expected = stored.map((p) =>
    p.utilizationRateBps === 10_000 ? { ...p, borrowRateBps: p.borrowRateBps + 100 } : p,
  );
  expect(after).toEqual(expected);
});

/** The reserve's stored borrow-rate curve, decoded from the node. */
async function reserveCurve(address: string) {
  const cr = await import('@keel/chain-readers');
  const { Connection, PublicKey } = await import('@solana/web3.js');
  const key = new PublicKey(address);
  const account = await new Connection(SANDBOX_RPC, 'confirmed').getAccountInfo(key);
  if (!account) throw new Error(`no reserve ${address}`);
  return cr.decodeReserve(key, account).config.borrowRateCurve;
}

test('the manager wallet adds an elevation group; the program stores it and the table shows it', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const { market } = await managedMarket();
  await page.goto(`${MANAGER}/manage-markets/${market.address}`);
  await connectSandboxWallet(page, 'Sandbox Wallet (manager)');
  const section = page.getByRole('region', { name: 'Elevation groups' });
  await section.getByRole('button', { name: 'Add elevation group' }).click();
  const form = section.getByRole('form', { name: /^Edit elevation group \d+$/ });
  const id = Number(((await form.getAttribute('aria-label')) ?? '').replace(/\D/g, ''));
  await form.getByLabel('LTV (%)').fill('75');
  await form.getByLabel('Liquidation threshold (%)').fill('70');
  // Stored in bps, edited in percent.
  await form.getByLabel('Max liquidation bonus (%, stored in bps)').fill('5');
  await form.getByLabel('Max reserves as collateral').fill('2');
  const debt = market.reserves[0];
  if (!debt) throw new Error('the managed market has no reserve');
  await form.getByLabel('Debt reserve').selectOption(debt.address);
  // What the program refuses is refused here first.
  await expect(form.getByRole('alert')).toContainText(
    'LTV must be at most the liquidation threshold',
  );
  await form.getByLabel('LTV (%)').fill('60');
  await form.getByRole('button', { name: `Create group ${id}` }).click();
  await expect(form).toHaveCount(0, { timeout: 30_000 });
  const row = section.getByRole('row', { name: new RegExp(`^${id} 60.00% 70.00% 5.00%`) });
  await expect(row).toBeVisible({ timeout: 20_000 });
  const stored = await marketGroups(market.address);
  expect(stored.find((g) => g.id === id)).toMatchObject({
    ltvPct: 60,
    liquidationThresholdPct: 70,
    maxLiquidationBonusBps: 500,
    maxReservesAsCollateral: 2,
    allowNewLoans: true,
  });
  expect(stored.find((g) => g.id === id)?.debtReserve.toBase58()).toBe(debt.address);
});

/** The market's elevation groups, decoded from the node. */
async function marketGroups(address: string) {
  const cr = await import('@keel/chain-readers');
  const { Connection, PublicKey } = await import('@solana/web3.js');
  const key = new PublicKey(address);
  const account = await new Connection(SANDBOX_RPC, 'confirmed').getAccountInfo(key);
  if (!account) throw new Error(`no market ${address}`);
  return cr.decodeLendingMarket(key, account).elevationGroups;
}

test('a wallet that does not own the market sees it read only and cannot submit', async ({
  page,
}) => {
  const { market, reserve } = await managedMarket();
  await page.goto(`${MANAGER}/manage-markets/${market.address}`);
  await connectSandboxWallet(page, 'Sandbox Wallet');
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: 'Read only: the connected wallet is not the owner of this market' }),
  ).toContainText(market.owner);
  const section = page.getByRole('region', { name: `${reserve.symbol} reserve` });
  await expect(figure(section, 'Max LTV')).toHaveText(/^\d+\.\d{2}%$/);
  await expect(figure(section, 'Liquidation threshold')).toHaveText(/^\d+\.\d{2}%$/);
  await expect(
    section.getByRole('figure', { name: `${reserve.symbol} borrow rate curve` }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: /^Edit / })).toHaveCount(0);
  await expect(page.getByRole('form')).toHaveCount(0);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expectNoSeriousViolations(page, page.locator('body'));
});

test('the markets list has no serious accessibility violations', async ({ page }) => {
  await page.goto(`${MANAGER}/`);
  await expect(
    page.getByRole('table', { name: 'Lending markets' }).locator('tbody tr').first(),
  ).toBeVisible();
  await expectNoSeriousViolations(page, page.locator('body'));
});
