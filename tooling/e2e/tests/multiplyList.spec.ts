import { expect, type Locator, type Page, test } from '@playwright/test';
import { revealHorizontalOverflow } from '../support/overflow';
import { collectPageErrors } from '../support/pageErrors';

const V1 = 'http://127.0.0.1:5173';
const CONTROL = 'http://127.0.0.1:8898';
const CDN = 'http://127.0.0.1:8787/cdn';
const RPC = 'http://127.0.0.1:8899';

interface WorldMarket {
  name: string;
  address: string;
  reserves: { address: string; symbol: string; status: 'Active' | 'Hidden' | 'Obsolete' }[];
}

interface CdnPair {
  depositReserveAddress: string;
  borrowReserveAddress: string;
  collTokenSymbol: string;
  debtTokenSymbol: string;
  strategyType: string;
}

interface ListedPair {
  market: WorldMarket;
  pair: CdnPair;
  name: string;
}

/** The world's multiply pairs as the list shows them: markets in world order, Active reserves. */
async function multiplyPairs(): Promise<ListedPair[]> {
  const world = (await (await fetch(`${CONTROL}/world`)).json()) as { markets: WorldMarket[] };
  const resources = (await (await fetch(`${CDN}/resources.json`)).json()) as Record<
    string,
    { multiplyVaultPairsByMarket: Record<string, CdnPair[]> }
  >;
  // The localnet client reads the mainnet-beta section (the sandbox has no localnet one).
  const byMarket = resources['mainnet-beta']?.multiplyVaultPairsByMarket ?? {};
  return world.markets.flatMap((market) => {
    const active = (address: string) =>
      market.reserves.some((r) => r.address === address && r.status === 'Active');
    return (byMarket[market.address] ?? [])
      .filter((pair) => pair.strategyType === 'multiply')
      .filter((pair) => active(pair.depositReserveAddress) && active(pair.borrowReserveAddress))
      .map((pair) => ({ market, pair, name: `${pair.collTokenSymbol}/${pair.debtTokenSymbol}` }));
  });
}

/** Max leverage of a pair, computed by core-math from the market and reserves read over RPC. */
async function expectedMaxLeverage(listed: ListedPair): Promise<string> {
  const cr = await import('@keel/chain-readers');
  const math = await import('@keel/core-math');
  const { Connection, PublicKey } = await import('@solana/web3.js');
  const state = await cr.readLendingMarket(
    new Connection(RPC, 'processed'),
    new PublicKey(listed.market.address),
  );
  const reserve = (address: string) => cr.findReserve(state, new PublicKey(address));
  const coll = reserve(listed.pair.depositReserveAddress);
  const debt = reserve(listed.pair.borrowReserveAddress);
  const result = math.maxPairLeverage({
    collateral: {
      address: listed.pair.depositReserveAddress,
      loanToValuePct: coll.config.loanToValuePct,
      elevationGroups: coll.config.elevationGroups,
      disableUsageAsCollOutsideEmode: coll.config.disableUsageAsCollOutsideEmode,
    },
    debt: {
      address: listed.pair.borrowReserveAddress,
      borrowFactorPct: debt.config.borrowFactorPct,
      elevationGroups: debt.config.elevationGroups,
    },
    elevationGroups: state.market.elevationGroups.map((group) => ({
      ...group,
      debtReserve: group.debtReserve.toBase58(),
    })),
  });
  return math.formatLeverage(result.maxLeverage);
}

function pairRow(table: Locator, page: Page, name: string): Locator {
  return table.getByRole('row').filter({ has: page.getByRole('link', { name, exact: true }) });
}

test('the Multiply list shows the world pairs by market with their max leverage', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  const pairs = await multiplyPairs();
  expect(pairs.length).toBeGreaterThan(0);
  await page.goto(`${V1}/multiply`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Multiply');
  const markets = [...new Map(pairs.map((p) => [p.market.address, p.market])).values()];
  // One section per market with pairs.
  const titles = page.locator('section.keel-pairs__market h2');
  await expect(titles).toHaveCount(markets.length);
  expect((await titles.allTextContents()).sort()).toEqual(markets.map((m) => m.name).sort());
  for (const market of markets) {
    const table = page.getByRole('table', { name: `${market.name} pairs` });
    const own = pairs.filter((p) => p.market.address === market.address);
    await expect(table.locator('tbody tr')).toHaveCount(own.length);
    for (const listed of own) {
      const row = pairRow(table, page, listed.name);
      await expect(row.getByRole('cell').nth(1)).toHaveText(await expectedMaxLeverage(listed));
    }
  }
  expect(errors).toEqual([]);
});

test('moving the leverage slider changes the net APY column', async ({ page }) => {
  const [first] = await multiplyPairs();
  if (!first) throw new Error('the world lists no multiply pair');
  await page.goto(`${V1}/lending/multiply`);
  const table = page.getByRole('table', { name: `${first.market.name} pairs` });
  const chosenApy = pairRow(table, page, first.name).getByRole('cell').nth(3);
  await expect(table.getByRole('columnheader', { name: /Net APY at 1\.1x/ })).toBeVisible();
  await expect(chosenApy).toHaveText(/%$/);
  const before = await chosenApy.textContent();
  // Keyboard: the slider is a native range input.
  const slider = page.getByRole('slider', { name: 'Leverage for net APY' });
  await slider.focus();
  await page.keyboard.press('End');
  await expect(slider).toHaveAttribute('aria-valuetext', '10.0x');
  await expect(table.getByRole('columnheader', { name: /Net APY at 10\.0x/ })).toBeVisible();
  await expect(chosenApy).not.toHaveText(before ?? '');
});

test('search narrows the pairs and a row opens its vault page with the open preview', async ({
  page,
}) => {
  const pairs = await multiplyPairs();
  // A collateral symbol no other pair's symbols contain: the search leaves exactly its pair.
  const matches = (p: ListedPair, needle: string) =>
    [p.pair.collTokenSymbol, p.pair.debtTokenSymbol].some((s) => s.toLowerCase().includes(needle));
  const target = pairs.find(
    (p) =>
      pairs.filter((other) => matches(other, p.pair.collTokenSymbol.toLowerCase())).length === 1,
  );
  if (!target) throw new Error('no multiply pair with a collateral of its own');
  await page.goto(`${V1}/multiply`);
  await expect(page.locator('tbody tr').first()).toBeVisible();
  await page.getByLabel('Search pairs').fill(target.pair.collTokenSymbol);
  const links = page.locator('tbody tr').getByRole('link');
  await expect(links).toHaveText([target.name]);
  await links.first().click();
  await expect(page).toHaveURL(
    `${V1}/multiply/${target.market.address}/${target.pair.depositReserveAddress}/${target.pair.borrowReserveAddress}`,
  );
  // The vault page: the pair, its max leverage as the list showed it, and the open preview.
  await expect(page.getByRole('heading', { name: target.name })).toBeVisible();
  await expect(
    page.locator('.keel-figures__item:has(> dt:text-is("Max leverage")) > dd'),
  ).toHaveText(await expectedMaxLeverage(target));
  await page.getByLabel(/Deposit amount/).fill('2');
  const slider = page.getByRole('slider', { name: 'Leverage' });
  await slider.focus();
  await page.keyboard.press('End');
  const preview = page.locator('dl[aria-label="Position preview"]');
  const row = (label: string) => preview.locator(`div:has(> dt:text-is("${label}")) > dd`);
  await expect(row('Collateral')).toHaveText(
    new RegExp(`^[\\d,.]+ ${target.pair.collTokenSymbol}$`),
  );
  await expect(row('LTV')).toHaveText(/%$/);
  // Without a wallet, the form asks for one where its submit would be.
  await expect(page.getByText('Connect a wallet to open a position')).toBeVisible();
});

test('at 375 px each pair is a card that fits the screen, not a table to scroll', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`${V1}/multiply`);
  await expect(page.locator('tbody tr').first()).toBeVisible();
  // The app root clips horizontal overflow; lift the clip so a too-wide list would show.
  await revealHorizontalOverflow(page);
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    viewport: window.innerWidth,
    table: document.querySelector('.keel-table-scroll')?.scrollWidth ?? 0,
  }));
  expect(widths.page).toBeLessThanOrEqual(widths.viewport);
  // The rows are cards as wide as the phone: nothing to scroll sideways.
  expect(widths.table).toBeLessThanOrEqual(widths.viewport);
  await expect(page.locator('tbody tr').first()).toHaveCSS('display', 'flex');
});
