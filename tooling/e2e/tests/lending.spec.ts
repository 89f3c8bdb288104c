import { toPublicKey } from '@keel/chain-readers';
import { expect, test } from '@playwright/test';
import { collectPageErrors } from '../support/pageErrors';

const V1 = 'http://127.0.0.1:5173';
const V3 = 'http://127.0.0.1:5174';
const CONTROL = 'http://127.0.0.1:8898';

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
interface World {
  markets: WorldMarket[];
}

async function world(): Promise<World> {
  const response = await fetch(`${CONTROL}/world`);
  return (await response.json()) as World;
}

test('the markets list shows the seeded markets and the Active reserves of the selected one', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  const { markets } = await world();
  await page.goto(`${V1}/lending`);
  const tabs = page.getByRole('tablist', { name: 'Lending markets' });
  for (const market of markets) {
    await expect(tabs.getByRole('tab', { name: new RegExp(market.name) })).toBeVisible();
  }
  const main = markets[0] as WorldMarket;
  const table = page.getByRole('table', { name: `${main.name} reserves` });
  const active = main.reserves.filter((r) => r.status === 'Active');
  for (const reserve of active) {
    await expect(table.getByRole('link', { name: reserve.symbol, exact: true })).toBeVisible();
  }
  await expect(table.locator('tbody tr')).toHaveCount(active.length);
  expect(errors).toEqual([]);
});

test('switching market writes the market parameter and shows that market', async ({ page }) => {
  const { markets } = await world();
  const target = markets[2] as WorldMarket;
  await page.goto(`${V3}/markets`);
  await page.getByRole('tab', { name: new RegExp(target.name) }).click();
  await expect(page).toHaveURL(new RegExp(`market=${target.address}`));
  const table = page.getByRole('table', { name: `${target.name} reserves` });
  const first = target.reserves.find((r) => r.status === 'Active') as WorldReserve;
  await expect(table.getByRole('link', { name: first.symbol, exact: true })).toBeVisible();
});

async function chainReserve(marketAddress: string, reserveAddress: string) {
  const { findReserve, readLendingMarket, readRecentSlotDurationMs } = await import(
    '@keel/chain-readers'
  );
  const { Connection, PublicKey } = await import('@solana/web3.js');
  const connection = new Connection('http://127.0.0.1:8899', 'processed');
  const state = await readLendingMarket(connection, new PublicKey(marketAddress));
  const reserve = findReserve(state, new PublicKey(reserveAddress));
  const slotDurationMs = await readRecentSlotDurationMs(connection);
  return { reserve, slotDurationMs };
}

function figure(page: import('@playwright/test').Page, label: string) {
  return page.locator(`.keel-figures__item:has(> dt:text-is("${label}")) > dd`);
}

test('a reserve page shows the figures core-math computes from the chain', async ({ page }) => {
  const errors = collectPageErrors(page);
  const { markets } = await world();
  const main = markets[0] as WorldMarket;
  const seeded = main.reserves.find((r) => r.status === 'Active') as WorldReserve;
  const { reserve, slotDurationMs } = await chainReserve(main.address, seeded.address);
  const math = await import('@keel/core-math');
  const utilization = math.reserveUtilization(reserve.liquidity);
  const rates = math.reserveRates({
    curve: reserve.config.borrowRateCurve,
    utilization,
    hostFixedInterestRateBps: reserve.config.hostFixedInterestRateBps,
    protocolTakeRatePct: reserve.config.protocolTakeRatePct,
    slotDurationMs,
  });

  await page.goto(`${V1}/lending/reserve/${main.address}/${seeded.address}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Reserve');
  await expect(figure(page, 'Price')).toHaveText(math.formatUsd(reserve.liquidity.marketPrice));
  await expect(figure(page, 'Utilization')).toHaveText(math.formatPercent(utilization));
  await expect(figure(page, 'Lending supply APY')).toHaveText(math.formatApy(rates.supplyApy));
  await expect(figure(page, 'Lending borrow APY')).toHaveText(math.formatApy(rates.borrowApy));
  await expect(figure(page, 'Max LTV')).toHaveText(
    math.formatPercent(math.percentToFraction(reserve.config.loanToValuePct), { decimals: 0 }),
  );
  await expect(figure(page, 'Asset tier')).toHaveText(/Regular|Isolated Collateral|Isolated Debt/);
  expect(errors).toEqual([]);
});

test("a liquid-staking reserve's supply APY carries its staking yield from the API", async ({
  page,
}) => {
  const { markets } = await world();
  const main = markets[0] as WorldMarket;
  const jito = main.reserves.find((r) => r.symbol === 'JitoSOL' && r.status === 'Active');
  if (!jito) throw new Error('the main market has no Active JitoSOL reserve');
  const { reserve } = await chainReserve(main.address, jito.address);
  const response = await fetch('http://127.0.0.1:8787/v2/staking-yields/median');
  const yields = (await response.json()) as { tokenMint: string; apy: string }[];
  const listed = yields.find((y) => y.tokenMint === reserve.liquidity.mintPubkey.toBase58());
  if (!listed) throw new Error('the sandbox lists no staking yield for JitoSOL');
  const math = await import('@keel/core-math');

  await page.goto(`${V1}/lending/reserve/${main.address}/${jito.address}`);
  await expect(figure(page, 'Staking APY')).toHaveText(math.formatApy(listed.apy));
});

test('a reserve that is not in the market shows the not-found state', async ({ page }) => {
  const { markets } = await world();
  const main = markets[0] as WorldMarket;
  const other = (markets[1] as WorldMarket).reserves[0] as WorldReserve;
  await page.goto(`${V3}/markets/reserve/${main.address}/${other.address}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Reserve');
  await expect(page.getByText(`Reserve ${other.address} is not found`)).toBeVisible();
});

interface WorldObligation {
  address: string;
  marketAddress: string;
  scenario: string;
}

async function expectedObligation(obligationAddress: string) {
  const cr = await import('@keel/chain-readers');
  const math = await import('@keel/core-math');
  const { Connection, PublicKey } = await import('@solana/web3.js');
  const connection = new Connection('http://127.0.0.1:8899', 'processed');
  const [obligation] = await cr.readObligations(connection, [new PublicKey(obligationAddress)]);
  if (!obligation) throw new Error('obligation missing');
  const state = await cr.readLendingMarket(connection, obligation.lendingMarket);
  const reserveOf = (key: import('@solana/web3.js').PublicKey) => cr.findReserve(state, key);
  const deposits = obligation.deposits.map((d) => {
    const r = reserveOf(toPublicKey(d.depositReserve));
    const lamports = math.cTokensToLiquidity(
      d.depositedAmount,
      math.reserveTotalSupply(r.liquidity),
      r.collateral.mintTotalSupply,
    );
    return {
      symbol: r.config.tokenInfo.name,
      input: {
        reserve: r.address.toBase58(),
        amount: math.lamportsToAmount(lamports, r.liquidity.mintDecimals),
        price: r.liquidity.marketPrice,
        loanToValuePct: r.config.loanToValuePct,
        liquidationThresholdPct: r.config.liquidationThresholdPct,
        elevationGroups: r.config.elevationGroups,
      },
    };
  });
  const borrows = obligation.borrows.map((b) => {
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
  });
  const groups = state.market.elevationGroups.map((g) => ({
    id: g.id,
    ltvPct: g.ltvPct,
    liquidationThresholdPct: g.liquidationThresholdPct,
  }));
  const stats = math.obligationStats({
    deposits: deposits.map((d) => d.input),
    borrows,
    elevationGroup: math.elevationGroupById(groups, obligation.elevationGroup),
  });
  return {
    market: obligation.lendingMarket.toBase58(),
    symbols: deposits.map((d) => d.symbol),
    ltv: math.formatPercent(stats.loanToValue),
    netValue: math.formatUsd(stats.netAccountValue),
    colour: math.riskColour(stats.loanToValue, {
      maxLtv: stats.maxLtv,
      liquidationLtv: stats.liquidationLtv,
    }),
  };
}

async function walletObligations(): Promise<WorldObligation[]> {
  const response = await fetch(`${CONTROL}/world`);
  const data = (await response.json()) as { wallets: { obligations?: WorldObligation[] }[] };
  return data.wallets[0]?.obligations ?? [];
}

test("the sandbox wallet's obligation dashboard shows its deposits and LTV", async ({ page }) => {
  const errors = collectPageErrors(page);
  const healthy = (await walletObligations()).find((o) => o.scenario === 'healthy');
  if (!healthy) throw new Error('no healthy obligation in the world');
  const expected = await expectedObligation(healthy.address);
  await page.goto(`${V1}/lending/dashboard/${expected.market}/${healthy.address}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lending dashboard');
  const deposits = page.getByRole('table', { name: 'Deposits' });
  for (const symbol of expected.symbols) {
    await expect(deposits.getByRole('link', { name: symbol, exact: true })).toBeVisible();
  }
  await expect(figure(page, 'LTV')).toHaveText(expected.ltv);
  await expect(figure(page, 'Net account value')).toHaveText(expected.netValue);
  await expect(figure(page, 'LTV').locator('[data-risk]')).toHaveAttribute(
    'data-risk',
    expected.colour,
  );
  await expect(figure(page, 'PnL')).toHaveText(/^[+-]\$[\d,]+\.\d\d$/);
  expect(errors).toEqual([]);
});

test('the near-liquidation obligation is coloured as the risk rule says', async ({ page }) => {
  const near = (await walletObligations()).find((o) => o.scenario === 'near-liquidation');
  if (!near) throw new Error('no near-liquidation obligation in the world');
  const expected = await expectedObligation(near.address);
  expect(expected.colour).not.toBe('green');
  await page.goto(`${V3}/lending/obligation/${near.address}`);
  await expect(figure(page, 'LTV').locator('[data-risk]')).toHaveAttribute(
    'data-risk',
    expected.colour,
  );
});

test('the v3 landing page shows live lending figures', async ({ page }) => {
  const errors = collectPageErrors(page);
  const { markets } = await world();
  await page.goto(`${V3}/`);
  const figures = page.getByRole('definition');
  await expect(figure(page, 'Markets')).toHaveText(String(markets.length));
  await expect(figure(page, 'Total supplied')).toHaveText(/^\$[\d.]+[KMBT]?$/);
  await expect(figure(page, 'Best supply APY')).toHaveText(/%/);
  await expect(figures.first()).toBeVisible();
  for (const name of ['Earn', 'Markets', 'Multiply', 'Liquidity', 'Leverage']) {
    await expect(page.getByRole('link', { name, exact: true }).first()).toBeVisible();
  }
  expect(errors).toEqual([]);
});

test('addresses that are not lending accounts show the not-found states without errors', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  // A token mint: a real account of the wrong program and type.
  const mint = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';
  await page.goto(`${V1}/reserve/${mint}/${mint}`);
  await expect(page.getByText(`Reserve ${mint} is not found`)).toBeVisible();
  await page.goto(`${V1}/obligation/${mint}`);
  await expect(page.getByText(`Obligation ${mint} is not found`)).toBeVisible();
  expect(errors).toEqual([]);
});

test('the reserves table sorts by supply APY, highest first', async ({ page }) => {
  const { markets } = await world();
  const main = markets[0] as WorldMarket;
  await page.goto(`${V1}/lending`);
  const table = page.getByRole('table', { name: `${main.name} reserves` });
  await expect(table.locator('tbody tr')).toHaveCount(
    main.reserves.filter((r) => r.status === 'Active').length,
  );
  await table.getByRole('button', { name: /Supply APY/ }).click();
  await expect(table.getByRole('columnheader', { name: /Supply APY/ })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  // APYs show once rewards and staking yields are in (no figure that jumps).
  await expect(table.getByRole('status', { name: /APY loading/ })).toHaveCount(0);
  const texts = await table.locator('tbody tr td:nth-child(2) button').allTextContents();
  const values = texts.map((text) => Number.parseFloat(text.replace(/[^\d.-]/g, '')));
  expect(values.length).toBeGreaterThan(1);
  expect([...values].sort((a, b) => b - a)).toEqual(values);
});
