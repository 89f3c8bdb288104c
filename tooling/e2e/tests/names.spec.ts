import { expect, type Locator, type Page, test } from '@playwright/test';
import { connectSandboxWallet, SANDBOX_CONTROL, sandboxWallet, shortened } from '../support/wallet';

/*
 * Names, not addresses: the ordinary wallet's obligations are named by their market and assets in
 * the portfolio, the side panel and on their dashboard (the address stays reachable there,
 * shortened with a copy button); the manager shows the program's unlimited values as 'No cap',
 * big numbers with separators, and owners shortened with a working copy button.
 */

const V1 = 'http://127.0.0.1:5173';
const MANAGER = 'http://127.0.0.1:5175';
const API = 'http://127.0.0.1:8787';

interface WorldEntry {
  symbol: string;
  valueUsd: string;
}
interface WorldObligation {
  address: string;
  marketAddress: string;
  tag: string;
  deposits: WorldEntry[];
  borrows: WorldEntry[];
}
interface WorldReserve {
  symbol: string;
  depositWithdrawalCap: { intervalSeconds: number };
}
interface World {
  wallets: { role: string; obligations: WorldObligation[] }[];
  markets: { address: string; name: string; owner: string; reserves: WorldReserve[] }[];
}

async function world(): Promise<World> {
  const response = await fetch(`${SANDBOX_CONTROL}/world`);
  return (await response.json()) as World;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const largestFirst = (entries: readonly WorldEntry[]) =>
  [...entries].sort((a, b) => Number(b.valueUsd) - Number(a.valueUsd)).map((e) => e.symbol);

/**
 * The name an obligation should carry: a one-pair multiply by its pair, a one-pair leverage by
 * its side and traded asset (long: the collateral against USDC, per the data spec), each with its
 * leverage; any other by what it holds and owes, largest first.
 */
function expectedName(o: WorldObligation, marketName: string): RegExp {
  const [collateral] = o.deposits;
  const [debt] = o.borrows;
  const onePair = o.deposits.length === 1 && o.borrows.length === 1 && collateral && debt;
  let name: string;
  if (onePair && o.tag === 'Multiply') {
    name = `${escapeRegExp(`Multiply ${collateral.symbol}/${debt.symbol}`)} \\d+\\.\\dx`;
  } else if (onePair && o.tag === 'Leverage') {
    const long = debt.symbol === 'USDC' && collateral.symbol === 'SOL';
    name = `${long ? `Long ${collateral.symbol}` : `Short ${debt.symbol}`} \\d+\\.\\dx`;
  } else {
    const held = largestFirst(o.deposits).join(', ');
    const owed = largestFirst(o.borrows).join(', ');
    name = escapeRegExp(held && owed ? `${held} / ${owed}` : held || owed);
  }
  return new RegExp(`^${escapeRegExp(marketName)} · ${name}`);
}

async function ordinaryObligations() {
  const w = await world();
  const obligations = w.wallets.find((wallet) => wallet.role === 'ordinary')?.obligations ?? [];
  if (obligations.length === 0) throw new Error('the ordinary wallet has no obligation');
  return obligations.map((o) => {
    const marketName = w.markets.find((m) => m.address === o.marketAddress)?.name ?? '';
    return { ...o, marketName, name: expectedName(o, marketName) };
  });
}

/** Each obligation's name is listed once, and no name carries an obligation's address. */
async function expectNamedByMarketAndAssets(
  names: Locator,
  obligations: readonly { address: string; name: RegExp }[],
) {
  await expect(names).toHaveCount(obligations.length, { timeout: 20_000 });
  // Named once the markets are read: the market alone until then.
  await expect
    .poll(
      async () => {
        const texts = await names.allTextContents();
        return obligations.map((o) => texts.filter((text) => o.name.test(text)).length);
      },
      { timeout: 20_000 },
    )
    .toEqual(obligations.map(() => 1));
  for (const text of await names.allTextContents()) {
    for (const o of obligations) expect(text).not.toContain(shortened(o.address));
  }
}

const figure = (scope: Locator | Page, label: string) =>
  scope.locator(`.keel-figures__item:has(> dt:text-is("${label}")) > dd`);

test('the portfolio and the side panel name the wallet’s obligations by market and assets', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const obligations = await ordinaryObligations();
  const { publicKey } = await sandboxWallet('ordinary');
  await page.goto(`${V1}/my-portfolio`);
  await connectSandboxWallet(page);
  const names = page
    .getByRole('region', { name: /^(Borrow\/Lend|Multiply|Long\/Short) positions$/ })
    .locator('.keel-portfolio__name');
  await expectNamedByMarketAndAssets(names, obligations);

  await page
    .getByRole('banner')
    .getByRole('button', { name: shortened(publicKey) })
    .click();
  const panel = page.getByRole('dialog', { name: 'Wallet' });
  await panel.getByRole('tab', { name: 'Positions' }).click();
  const panelNames = panel
    .getByRole('list', { name: /^(Borrow\/Lend|Multiply|Long\/Short) positions$/ })
    .locator('.keel-positions__name');
  await expectNamedByMarketAndAssets(panelNames, obligations);
});

test('the obligation dashboard is titled by market and assets, its address shortened with copy', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const [obligation] = (await ordinaryObligations()).filter((o) => o.tag === 'Vanilla');
  if (!obligation) throw new Error('the ordinary wallet has no vanilla obligation');
  await page.goto(`${V1}/lending/dashboard/${obligation.marketAddress}/${obligation.address}`);
  const subtitle = page.locator('.keel-page__subtitle');
  await expect(subtitle).toHaveText(obligation.name, { timeout: 20_000 });
  await expect(subtitle).not.toContainText('obligation');
  await expect(subtitle.locator('.keel-address__text')).toHaveText(shortened(obligation.address));
  await subtitle.getByRole('button', { name: `Copy ${obligation.address}` }).click();
  await expect(subtitle.getByText('Copied!')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(obligation.address);
});

test('the manager shows No cap for an unlimited cap, separators on big numbers, and owners with copy', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const manager = await sandboxWallet('manager');
  const market = (await world()).markets.find((m) => m.owner === manager.publicKey);
  if (!market) throw new Error('the sandbox has no market owned by the manager wallet');
  await page.goto(`${MANAGER}/manage-markets/${market.address}`);
  // The world leaves every reserve's borrow cap outside elevation groups at u64::MAX.
  const unlimited = figure(page, 'Borrow cap outside elevation groups').first();
  await expect(unlimited).toHaveText('No cap', { timeout: 20_000 });
  await expect(page.getByText(/18446744073709/)).toHaveCount(0);
  // The market's global allowed borrow: 45 billion dollars, with separators.
  await expect(figure(page, 'Global allowed borrow')).toHaveText(/^\$45,000,000,000(\.00)?$/);
  // Settings stored in bps read in percent with two decimals.
  await expect(figure(page, 'Referral fee')).toHaveText(/^[\d,]+\.\d{2}%$/);

  const owner = figure(page, 'Owner');
  await expect(owner.locator('.keel-address__text')).toHaveText(shortened(market.owner));
  // On one line: the shortened address never wraps.
  const box = await owner.locator('.keel-address').boundingBox();
  const line = await owner
    .locator('.keel-address__text')
    .evaluate((el) => Number.parseFloat(getComputedStyle(el).lineHeight));
  expect(box?.height ?? 0).toBeLessThan(line * 1.8);
  await owner.getByRole('button', { name: `Copy ${market.owner}` }).click();
  await expect(owner.getByText('Copied!')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(market.owner);
});

test('the points breakdown names each position and shows its address only shortened with copy', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const ordinary = await sandboxWallet('ordinary');
  const breakdown = (await (
    await fetch(`${API}/points/users/${ordinary.publicKey}/breakdown?env=localnet&source=Season3`)
  ).json()) as {
    strategiesBreakdown: { strategy: string }[];
    klendBreakdown: { obligation: string; market: string }[];
  };
  const { markets } = await world();
  const addresses = [
    ...breakdown.strategiesBreakdown.map((s) => s.strategy),
    ...breakdown.klendBreakdown.map((o) => o.obligation),
  ];
  expect(breakdown.klendBreakdown.length).toBeGreaterThan(0);
  await page.goto(`${V1}/points`);
  await expect(page.getByRole('tab', { name: 'My Breakdown' })).toBeVisible({ timeout: 30_000 });
  await connectSandboxWallet(page);
  await page.getByRole('tab', { name: 'My Breakdown' }).click();
  const positions = page.getByRole('region', { name: 'Points by position' });
  const rows = positions.locator('tbody tr');
  await expect(rows).toHaveCount(addresses.length, { timeout: 30_000 });
  for (const address of addresses) {
    const copy = positions.getByRole('button', { name: `Copy ${address}` });
    await expect(copy).toHaveCount(1);
    await expect(positions.locator(`.keel-address__text[title="${address}"]`)).toHaveText(
      shortened(address),
    );
  }
  // A lending position is named by its market, never by its address alone.
  for (const { obligation, market } of breakdown.klendBreakdown) {
    const name = markets.find((m) => m.address === market)?.name;
    if (!name) throw new Error(`no market ${market} in the world`);
    const row = rows.filter({ has: page.getByRole('button', { name: `Copy ${obligation}` }) });
    await expect(row.locator('td').first()).toContainText(name);
  }
  // Outside the copyable address, no cell prints a shortened address.
  const bare = await rows.locator('td').evaluateAll((cells) =>
    cells.map((cell) => {
      const copy = cell.cloneNode(true) as HTMLElement;
      for (const address of copy.querySelectorAll('.keel-address')) address.remove();
      return copy.textContent ?? '';
    }),
  );
  expect(
    bare.filter((text) => /[1-9A-HJ-NP-Za-km-z]{4}…[1-9A-HJ-NP-Za-km-z]{4}/.test(text)),
  ).toEqual([]);
});

/** How the liquidity lists name a strategy of the sandbox world: 'A-B (Exchange)'. */
async function strategyPairNames(): Promise<(address: string) => string> {
  const { strategies } = (await (await fetch(`${SANDBOX_CONTROL}/world`)).json()) as {
    strategies: { address: string; dex: string; tokenA: string; tokenB: string }[];
  };
  const exchanges: Record<string, string> = {
    ORCA: 'Orca',
    RAYDIUM: 'Raydium',
    METEORA: 'Meteora',
  };
  return (address) => {
    const strategy = strategies.find((s) => s.address === address);
    if (!strategy) throw new Error(`no strategy ${address} in the world`);
    return `${strategy.tokenA}-${strategy.tokenB} (${exchanges[strategy.dex]})`;
  };
}

test('the points breakdown names each liquidity strategy by its pair and exchange', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const ordinary = await sandboxWallet('ordinary');
  const breakdown = (await (
    await fetch(`${API}/points/users/${ordinary.publicKey}/breakdown?env=localnet&source=Season3`)
  ).json()) as { strategiesBreakdown: { strategy: string }[] };
  expect(breakdown.strategiesBreakdown.length).toBeGreaterThan(0);
  const pairName = await strategyPairNames();
  await page.goto(`${V1}/points`);
  await expect(page.getByRole('tab', { name: 'My Breakdown' })).toBeVisible({ timeout: 30_000 });
  await connectSandboxWallet(page);
  await page.getByRole('tab', { name: 'My Breakdown' }).click();
  const positions = page.getByRole('region', { name: 'Points by position' });
  for (const { strategy } of breakdown.strategiesBreakdown) {
    const row = positions
      .locator('tbody tr')
      .filter({ has: page.getByRole('button', { name: `Copy ${strategy}` }) });
    // As the liquidity lists name it: the pair, then the exchange.
    await expect(row.locator('.keel-points__position-name')).toContainText(pairName(strategy), {
      timeout: 30_000,
    });
  }
});

test('Rates & Boosts names each boosted strategy by its pair and exchange', async ({ page }) => {
  test.setTimeout(60_000);
  const rules = (await (await fetch(`${API}/points/rules?env=localnet`)).json()) as {
    strategies: { strategyRates: Record<string, unknown>; strategyBoosts: Record<string, unknown> };
  };
  const boosted = [
    ...new Set([
      ...Object.keys(rules.strategies.strategyRates),
      ...Object.keys(rules.strategies.strategyBoosts),
    ]),
  ];
  expect(boosted.length).toBeGreaterThan(0);
  const pairName = await strategyPairNames();
  await page.goto(`${V1}/points`);
  await page.getByRole('tab', { name: 'Rates & Boosts' }).click({ timeout: 30_000 });
  for (const address of boosted) {
    const row = page
      .locator('tbody tr')
      .filter({ has: page.getByRole('button', { name: `Copy ${address}` }) });
    await expect(row.locator('.keel-points__position-name')).toContainText(pairName(address), {
      timeout: 30_000,
    });
  }
});

test('the manager’s new elevation group previews what it will be, with no before column of dashes', async ({
  page,
}) => {
  const manager = await sandboxWallet('manager');
  const market = (await world()).markets.find((m) => m.owner === manager.publicKey);
  if (!market) throw new Error('the sandbox has no market owned by the manager wallet');
  await page.goto(`${MANAGER}/manage-markets/${market.address}`);
  await connectSandboxWallet(page, 'Sandbox Wallet (manager)');
  const section = page.getByRole('region', { name: 'Elevation groups' });
  await section.getByRole('button', { name: 'Add elevation group' }).click({ timeout: 20_000 });
  const form = section.getByRole('form', { name: /^Edit elevation group \d+$/ });
  await form.getByLabel('LTV (%)').fill('60');
  await form.getByLabel('Liquidation threshold (%)').fill('70');
  await form.getByLabel('Max liquidation bonus (%, stored in bps)').fill('5');
  await form.getByLabel('Max reserves as collateral').fill('2');
  await form.getByLabel('Debt reserve').selectOption({ index: 1 });
  const changes = form.getByLabel('Changes').locator('dd');
  await expect(form.getByLabel('Changes')).toBeVisible();
  // Six settings, each shown once as what the group will be: no '-' → value.
  await expect(changes).toHaveCount(6);
  await expect(form.getByLabel('Changes').locator('.keel-action-preview__before')).toHaveCount(0);
  for (const text of await changes.allTextContents()) expect(text.trim()).not.toMatch(/^-|→/);
  await expect(form.getByLabel('Changes')).toContainText('60');
  // Nothing is sent: the form is left open.
});

test('the manager reserve form reads a daily cap the program does not enforce as No cap', async ({
  page,
}) => {
  const manager = await sandboxWallet('manager');
  const market = (await world()).markets.find((m) => m.owner === manager.publicKey);
  if (!market) throw new Error('the sandbox has no market owned by the manager wallet');
  // The world leaves the daily caps of the manager's market off (no interval).
  const reserve = market.reserves.find((r) => r.depositWithdrawalCap.intervalSeconds === 0);
  if (!reserve) throw new Error(`no reserve without a daily cap in ${market.name}`);
  await page.goto(`${MANAGER}/manage-markets/${market.address}`);
  await connectSandboxWallet(page, 'Sandbox Wallet (manager)');
  const section = page.getByRole('region', { name: `${reserve.symbol} reserve` });
  await expect(figure(section, 'Daily withdrawal cap')).toHaveText('No cap', { timeout: 20_000 });
  await expect(figure(section, 'Daily borrow cap')).toHaveText('No cap');
  await section.getByRole('button', { name: `Edit ${reserve.symbol}` }).click();
  const form = section.getByRole('form', { name: `Edit ${reserve.symbol} reserve` });
  for (const label of ['Daily withdrawal cap', 'Daily borrow cap']) {
    const input = form.getByLabel(`${label} (tokens per day, empty for no cap)`);
    await expect(input).toHaveValue('');
    await expect(input).toHaveAttribute('placeholder', 'No cap');
  }
  // A cap typed in shows against 'No cap' in the changes.
  await form.getByLabel('Daily withdrawal cap (tokens per day, empty for no cap)').fill('1000');
  const changes = form.getByRole('list', { name: 'Changes' }).or(form.getByLabel('Changes'));
  await expect(changes).toContainText('No cap');
  // The typed cap, with or without separators (the manager's number format decides).
  await expect(changes).toContainText(/\b1,?000\b/);
  await expect(page.getByText(/9223372036|18446744073709/)).toHaveCount(0);
});
