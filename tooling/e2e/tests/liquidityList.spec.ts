import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/axe';
import { revealHorizontalOverflow } from '../support/overflow';
import { collectPageErrors } from '../support/pageErrors';
import { connectSandboxWallet, SANDBOX_CONTROL, sandboxWallet } from '../support/wallet';

const V1 = 'http://127.0.0.1:5173';
const DEX_LABEL = { ORCA: 'Orca', RAYDIUM: 'Raydium', METEORA: 'Meteora' } as const;

interface WorldStrategy {
  address: string;
  dex: keyof typeof DEX_LABEL;
  tokenA: string;
  tokenB: string;
  status: 'LIVE' | 'DEPRECATED';
  tvlUsd: string;
  isDiyVault: boolean;
  adminAuthority: string;
}

async function liveStrategies(): Promise<WorldStrategy[]> {
  const world = (await (await fetch(`${SANDBOX_CONTROL}/world`)).json()) as {
    strategies: WorldStrategy[];
  };
  return world.strategies.filter((s) => s.status === 'LIVE');
}

const countText = (n: number) => new RegExp(`(^|· )${n} strateg(y|ies)$`);
const rows = (page: Page, name = 'Liquidity strategies') =>
  page.getByRole('table', { name }).locator('tbody tr');
const pager = (page: Page) => page.getByRole('navigation', { name: 'Strategy list pages' });
const listed = (page: Page) => pager(page).locator('.keel-strategies__count');

/** The strategy address a row links to. */
async function rowAddresses(page: Page, name?: string): Promise<string[]> {
  const hrefs = await rows(page, name)
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return hrefs.map((href) => href.split('/').pop() ?? '');
}

test('the list shows the LIVE strategies by TVL with their exchange; filters, search and sort narrow and order it', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  const live = await liveStrategies();
  expect(live.length).toBeGreaterThan(25);
  const byAddress = new Map(live.map((s) => [s.address, s]));
  await page.goto(`${V1}/liquidity`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Liquidity');
  await expect(listed(page)).toHaveText(countText(live.length));
  // The first page: the highest TVLs, each with the exchange of its strategy account.
  const byTvl = [...live].sort((a, b) => Number(b.tvlUsd) - Number(a.tvlUsd));
  await expect(rows(page).first().getByRole('cell').nth(1)).toHaveText(/Orca|Raydium|Meteora/);
  const first = await rowAddresses(page);
  expect(first).toEqual(byTvl.slice(0, first.length).map((s) => s.address));
  const exchanges = await rows(page).evaluateAll((trs) =>
    trs.map((tr) => tr.querySelectorAll('td')[1]?.textContent ?? ''),
  );
  expect(exchanges).toEqual(first.map((a) => DEX_LABEL[byAddress.get(a)?.dex ?? 'ORCA']));

  // Exchange filter.
  const meteora = live.filter((s) => s.dex === 'METEORA');
  await page
    .getByRole('group', { name: 'Exchange' })
    .getByRole('button', { name: 'Meteora' })
    .click();
  await expect(listed(page)).toHaveText(countText(meteora.length));
  for (const cell of await rows(page).locator('td:nth-child(2)').all()) {
    await expect(cell).toHaveText('Meteora');
  }
  await page.getByRole('group', { name: 'Exchange' }).getByRole('button', { name: 'All' }).click();

  // Search: a symbol found in few pairs leaves exactly those.
  const symbols = [...new Set(live.flatMap((s) => [s.tokenA, s.tokenB]))];
  const has = (s: WorldStrategy, needle: string) =>
    [s.tokenA, s.tokenB].some((symbol) => symbol.toLowerCase().includes(needle.toLowerCase()));
  const needle = symbols.find((symbol) => {
    const n = live.filter((s) => has(s, symbol)).length;
    return n > 0 && n <= 3;
  });
  if (!needle) throw new Error('no symbol in three or fewer LIVE strategies');
  await page.getByLabel('Search strategies').fill(needle);
  const found = live.filter((s) => has(s, needle)).map((s) => s.address);
  await expect(rows(page)).toHaveCount(found.length);
  expect((await rowAddresses(page)).sort()).toEqual([...found].sort());
  await page.getByLabel('Search strategies').fill('');

  // Sort: TVL again makes it ascending, the smallest first.
  await expect(listed(page)).toHaveText(countText(live.length));
  const tvlHeader = page.getByRole('columnheader', { name: 'TVL' });
  await tvlHeader.getByRole('button').click();
  await expect(tvlHeader).toHaveAttribute('aria-sort', 'ascending');
  const math = await import('@keel/core-math');
  const smallest = byTvl[byTvl.length - 1] as WorldStrategy;
  await expect(rows(page).first().locator('td:nth-child(3)')).toHaveText(
    math.formatCompact(smallest.tvlUsd, { prefix: '$' }),
  );

  // Next page.
  await pager(page).getByRole('button', { name: 'Next' }).click();
  await expect(pager(page)).toContainText(`Page 2 of ${Math.ceil(live.length / 25)}`);
  expect(errors).toEqual([]);
});

test('the list has no serious accessibility violations, and a row opens its strategy route', async ({
  page,
}) => {
  await page.goto(`${V1}/liquidity`);
  await expect(rows(page).first().locator('td:nth-child(2)')).toHaveText(/Orca|Raydium|Meteora/);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expectNoSeriousViolations(page, page.locator('body'));
  const link = rows(page).first().getByRole('link');
  const href = await link.getAttribute('href');
  expect(href).toMatch(/^\/liquidity\/[1-9A-HJ-NP-Za-km-z]{32,44}$/);
  await link.click();
  await expect(page).toHaveURL(`${V1}${href}`);
});

test('Creator Vaults lists the DIY vaults, and the connected wallet’s own', async ({ page }) => {
  const live = await liveStrategies();
  const diy = live.filter((s) => s.isDiyVault);
  const ordinary = await sandboxWallet('ordinary');
  const mine = diy.filter((s) => s.adminAuthority === ordinary.publicKey);
  expect(mine.length).toBeGreaterThan(0);
  await page.goto(`${V1}/liquidity`);
  await page.getByRole('tab', { name: 'Creator Vaults' }).click();
  await expect(listed(page)).toHaveText(countText(diy.length));
  expect((await rowAddresses(page, 'Creator Vaults')).sort()).toEqual(
    diy.map((s) => s.address).sort(),
  );
  await page.getByRole('button', { name: 'My vaults' }).click();
  await expect(page.getByText('Connect a wallet to see the vaults you administer.')).toBeVisible();
  await connectSandboxWallet(page);
  await expect(rows(page, 'Creator Vaults')).toHaveCount(mine.length);
  expect((await rowAddresses(page, 'Creator Vaults')).sort()).toEqual(
    mine.map((s) => s.address).sort(),
  );
});

test('at 375 px each strategy is a card that fits the screen, its APY in view', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`${V1}/liquidity`);
  await expect(rows(page).first()).toBeVisible();
  // The app root clips horizontal overflow; lift the clip so a too-wide list would show.
  await revealHorizontalOverflow(page);
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    viewport: window.innerWidth,
    table: document.querySelector('.keel-table-scroll')?.scrollWidth ?? 0,
  }));
  expect(widths.page).toBeLessThanOrEqual(widths.viewport);
  expect(widths.table).toBeLessThanOrEqual(widths.viewport);
  await expect(rows(page).first()).toHaveCSS('display', 'flex');
  const apy = rows(page).first().locator('td[data-label="APY"]');
  await apy.scrollIntoViewIfNeeded();
  await expect(apy).toBeInViewport({ ratio: 1 });
  await expect(apy).toHaveText(/%$/);
});
