import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/axe';
import { connectSandboxWallet, SANDBOX_CONTROL, sandboxWallet } from '../support/wallet';

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
  await expect(maxLtv).toHaveText(/^\d+%$/);
  const current = Number(((await maxLtv.textContent()) ?? '').replace('%', ''));
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

  await expect(maxLtv).toHaveText(`${next}%`, { timeout: 30_000 });
  await expect(form).toHaveCount(0);
});

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
  await expect(figure(section, 'Max LTV')).toHaveText(/^\d+%$/);
  await expect(figure(section, 'Liquidation threshold')).toHaveText(/^\d+%$/);
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
