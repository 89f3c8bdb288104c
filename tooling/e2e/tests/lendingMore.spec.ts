import { toPublicKey } from '@keel/chain-readers';
import { expect, type Page, test } from '@playwright/test';
import { collectPageErrors } from '../support/pageErrors';

const V1 = 'http://127.0.0.1:5173';
const V3 = 'http://127.0.0.1:5174';
const CONTROL = 'http://127.0.0.1:8898';
const RPC = 'http://127.0.0.1:8899';
const API_CONTROL = 'http://127.0.0.1:8787/__control';

interface WorldReserve {
  address: string;
  symbol: string;
  status: 'Active' | 'Hidden' | 'Obsolete';
}
interface WorldMarket {
  name: string;
  address: string;
  reserves: WorldReserve[];
}

async function markets(): Promise<WorldMarket[]> {
  const response = await fetch(`${CONTROL}/world`);
  return ((await response.json()) as { markets: WorldMarket[] }).markets;
}

function figure(page: Page, label: string) {
  return page.locator(`.keel-figures__item:has(> dt:text-is("${label}")) > dd`);
}

async function connection() {
  const { Connection } = await import('@solana/web3.js');
  return new Connection(RPC, 'processed');
}

test('a vault page shows the figures core-math computes from the chain', async ({ page }) => {
  const errors = collectPageErrors(page);
  const main = (await markets())[0] as WorldMarket;
  // The second Active reserve: the reserve spec already covers the first.
  const seeded = main.reserves.filter((r) => r.status === 'Active')[1] as WorldReserve;
  const cr = await import('@keel/chain-readers');
  const math = await import('@keel/core-math');
  const { PublicKey } = await import('@solana/web3.js');
  const rpc = await connection();
  /** What the page must show, from the reserve as the chain holds it now. */
  const expectedFigures = async () => {
    const state = await cr.readLendingMarket(rpc, new PublicKey(main.address));
    const reserve = cr.findReserve(state, new PublicKey(seeded.address));
    const slotDurationMs = await cr.readRecentSlotDurationMs(rpc);
    const utilization = math.reserveUtilization(reserve.liquidity);
    const rates = math.reserveRates({
      curve: reserve.config.borrowRateCurve,
      utilization,
      hostFixedInterestRateBps: reserve.config.hostFixedInterestRateBps,
      protocolTakeRatePct: reserve.config.protocolTakeRatePct,
      slotDurationMs,
    });
    const symbol = reserve.config.tokenInfo.name;
    const decimals = reserve.liquidity.mintDecimals;
    const amount = (raw: Parameters<typeof math.lamportsToAmount>[0]) =>
      math.formatTokenAmount(math.lamportsToAmount(raw, decimals), {
        ...math.tokenAmountDisplay(symbol),
        symbol,
      });
    return {
      symbol,
      figures: {
        'Lending supply APY': math.formatApy(rates.supplyApy),
        'Lending borrow APY': math.formatApy(rates.borrowApy),
        Utilization: math.formatPercent(utilization),
        'Total supplied': amount(math.reserveTotalSupply(reserve.liquidity)),
        'Available to borrow': amount(reserve.liquidity.availableAmount),
        Price: math.formatUsd(reserve.liquidity.marketPrice),
        'Max LTV': math.formatPercent(math.percentToFraction(reserve.config.loanToValuePct), {
          decimals: 0,
        }),
      },
    };
  };
  const { symbol } = await expectedFigures();

  await page.goto(`${V1}/lending/vault/${main.address}/${seeded.address}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lending vault');
  await expect(page.getByText(`${symbol} vault`)).toBeVisible();
  // Other tests write to the same market: a write between the page's read and this one moves
  // the reserve (interest accrues at each refresh), so the page is read again until both agree.
  let attempt = 0;
  await expect(async () => {
    if (attempt > 0) await page.reload();
    attempt += 1;
    await expect(figure(page, 'Total supplied')).not.toHaveText('', { timeout: 10_000 });
    const { figures } = await expectedFigures();
    for (const [label, text] of Object.entries(figures)) {
      await expect(figure(page, label)).toHaveText(text, { timeout: 2_000 });
    }
  }).toPass({ timeout: 45_000 });
  // The logo comes from the sandbox CDN and loads (no letter fallback); the symbol is written
  // beside it, so the image itself is silent to screen readers.
  const logo = page.locator('.keel-vault__heading img');
  await expect(logo).toHaveAttribute('alt', '');
  await expect(page.locator('.keel-vault__heading')).toContainText(symbol);
  await expect
    .poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  expect(errors).toEqual([]);
});

test('the vaults list shows the Active reserves of the selected market as vaults', async ({
  page,
}) => {
  const all = await markets();
  const target = all[1] as WorldMarket;
  await page.goto(`${V1}/lending/vaults?market=${target.address}`);
  const table = page.getByRole('table', { name: `${target.name} vaults` });
  const active = target.reserves.filter((r) => r.status === 'Active');
  await expect(table.locator('tbody tr')).toHaveCount(active.length);
  const first = active[0] as WorldReserve;
  await table.getByRole('link', { name: first.symbol, exact: true }).click();
  await expect(page).toHaveURL(`${V1}/lending/vault/${target.address}/${first.address}`);
});

test('vault addresses that are malformed or of the wrong type show the not-found state', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  const main = (await markets())[0] as WorldMarket;
  const mint = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';
  await page.goto(`${V1}/lending/vault/${mint}/${mint}`);
  await expect(page.getByText(`Reserve ${mint} is not found`)).toBeVisible();
  await page.goto(`${V3}/lending/vault/${main.address}/${mint}`);
  await expect(page.getByText(`Reserve ${mint} is not found`)).toBeVisible();
  expect(errors).toEqual([]);
});

/** Every obligation of a market valued by core-math, in the liquidation order. */
async function expectedLiquidationOrder(marketAddress: string) {
  const cr = await import('@keel/chain-readers');
  const math = await import('@keel/core-math');
  const { PublicKey } = await import('@solana/web3.js');
  const rpc = await connection();
  const market = new PublicKey(marketAddress);
  const [state, obligations] = await Promise.all([
    cr.readLendingMarket(rpc, market),
    cr.readMarketObligations(rpc, market),
  ]);
  const groups = state.market.elevationGroups.map((g) => ({
    id: g.id,
    ltvPct: g.ltvPct,
    liquidationThresholdPct: g.liquidationThresholdPct,
  }));
  const valued = obligations.map((obligation) => {
    const reserveOf = (key: import('@solana/web3.js').PublicKey) => cr.findReserve(state, key);
    const stats = math.obligationStats({
      deposits: obligation.deposits.map((d) => {
        const r = reserveOf(toPublicKey(d.depositReserve));
        const lamports = math.cTokensToLiquidity(
          d.depositedAmount,
          math.reserveTotalSupply(r.liquidity),
          r.collateral.mintTotalSupply,
        );
        return {
          reserve: r.address.toBase58(),
          amount: math.lamportsToAmount(lamports, r.liquidity.mintDecimals),
          price: r.liquidity.marketPrice,
          loanToValuePct: r.config.loanToValuePct,
          liquidationThresholdPct: r.config.liquidationThresholdPct,
          elevationGroups: r.config.elevationGroups,
        };
      }),
      borrows: obligation.borrows.map((b) => {
        const r = reserveOf(toPublicKey(b.borrowReserve));
        return {
          reserve: r.address.toBase58(),
          amount: math.lamportsToAmount(
            math.accruedBorrowAmount(
              b.borrowedAmount,
              r.liquidity.cumulativeBorrowRate,
              b.cumulativeBorrowRate,
            ),
            r.liquidity.mintDecimals,
          ),
          price: r.liquidity.marketPrice,
          borrowFactorPct: r.config.borrowFactorPct,
          elevationGroups: r.config.elevationGroups,
        };
      }),
      elevationGroup: math.elevationGroupById(groups, obligation.elevationGroup),
    });
    return { address: obligation.address.toBase58(), stats };
  });
  return valued
    .filter((o) => o.stats.hasDebt)
    .sort(
      (a, b) =>
        a.stats.liquidationDelta.comparedTo(b.stats.liquidationDelta) ||
        b.stats.loanToValue.comparedTo(a.stats.loanToValue) ||
        a.address.localeCompare(b.address),
    )
    .map((o) => ({
      address: o.address,
      ltv: math.formatPercent(o.stats.loanToValue),
      colour: math.riskColour(o.stats.loanToValue, {
        maxLtv: o.stats.maxLtv,
        liquidationLtv: o.stats.liquidationLtv,
      }),
    }));
}

test('the liquidation list orders obligations by distance to liquidation, as core-math computes', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  for (const market of (await markets()).slice(0, 2)) {
    const all = await expectedLiquidationOrder(market.address);
    expect(all.length).toBeGreaterThan(0);
    // The list pages 20 obligations at a time: the first page holds the closest 20.
    const expected = all.slice(0, 20);
    await page.goto(`${V1}/lending/liquidate?market=${market.address}`);
    const table = page.getByRole('table', { name: 'Obligations by distance to liquidation' });
    const rows = table.locator('tbody tr');
    await expect(rows).toHaveCount(expected.length);
    const hrefs = await rows
      .locator('a')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs).toEqual(expected.map((o) => `/lending/dashboard/${market.address}/${o.address}`));
    const risk = rows.locator('[data-risk]');
    await expect(risk).toHaveText(expected.map((o) => o.ltv));
    expect(await risk.evaluateAll((els) => els.map((el) => el.getAttribute('data-risk')))).toEqual(
      expected.map((o) => o.colour),
    );
  }
  expect(errors).toEqual([]);
});

test('a lending market that fails to load shows the toast and leaves the page usable', async ({
  page,
}) => {
  // The market and its reserves come from the chain, not the API: the failure is injected on
  // this page's RPC traffic only, so specs running beside it are untouched.
  await page.route(
    (url) => url.port === '8899',
    async (route) => {
      const body = route.request().postData() ?? '';
      if (body.includes('getProgramAccounts') || body.includes('getMultipleAccounts')) {
        await route.fulfill({ status: 503, body: 'unavailable' });
        return;
      }
      await route.continue();
    },
  );
  await page.goto(`${V1}/lending`);
  const toast = page.getByRole('status').or(page.getByRole('alert')).filter({
    hasText: 'Lending market data will not be available',
  });
  await expect(toast.first()).toContainText('Failed to load lending market', { timeout: 20_000 });
  await expect(page.getByRole('tablist', { name: 'Lending markets' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retry' }).first()).toBeVisible();
});

test.describe('with API faults', () => {
  let faultId: number | undefined;
  test.afterEach(async () => {
    // Only this test's fault: others may be using theirs.
    if (faultId !== undefined)
      await fetch(`${API_CONTROL}/faults/${faultId}`, { method: 'DELETE' });
    faultId = undefined;
  });

  test('a reserve history failure leaves the rest of the reserve page working', async ({
    page,
  }) => {
    const all = await markets();
    const market = all[2] as WorldMarket;
    const reserve = market.reserves.find((r) => r.status === 'Active') as WorldReserve;
    const response = await fetch(`${API_CONTROL}/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      // Scoped to this reserve's history so no other spec meets it.
      body: JSON.stringify({
        path: `/*-market/${market.address}/reserves/${reserve.address}/metrics/history`,
        status: 500,
        times: 50,
      }),
    });
    expect(response.status).toBe(201);
    faultId = ((await response.json()) as { id: number }).id;
    await page.goto(`${V1}/lending/reserve/${market.address}/${reserve.address}`);
    await expect(page.getByText('History is not available')).toBeVisible({ timeout: 25_000 });
    await expect(figure(page, 'Price')).toHaveText(/^\$/);
    await expect(figure(page, 'Utilization')).toHaveText(/%$/);
  });
});
