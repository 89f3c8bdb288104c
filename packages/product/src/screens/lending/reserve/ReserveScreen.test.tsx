import type { MarketConfig } from '@keel/api-client';
import type { Reserve } from '@keel/chain-readers';
import { formatApy, formatPercent, formatUsd } from '@keel/core-math';
import { createToaster } from '@keel/ui-kit';
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { reserveView } from '../../../data/lending/reserveView';
import {
  LendingTestProviders,
  seededQueryClient,
  shownToasts,
  TEST_SLOT_MS,
} from '../../../data/lending/testing/lendingTestServices';
import { reserveFixture, testKey } from '../../../data/lending/testing/reserveFixture';
import type { RouteDef } from '../../../routing/types';
import ReserveScreen from './ReserveScreen';

const route: RouteDef = {
  id: 'lending.reserve',
  path: '/lending/reserve/:marketAddress/:reserveAddress',
  screen: 'reserve',
  title: 'Reserve',
  description: 'Rates, caps, risk parameters and history of a {product} lending reserve.',
};

const market = testKey(30);
const sol = reserveFixture({
  address: testKey(31),
  market,
  symbol: 'SOL',
  decimals: 9,
  available: '250',
  borrowed: '750',
  price: '142.5',
});
const config: MarketConfig = {
  name: 'Main Market',
  lendingMarket: market.toBase58(),
  isPrimary: true,
  description: '',
  lookupTable: '',
  isCurated: false,
};

function renderReserve(
  reserveAddress: string,
  {
    reserves = [sol],
    marketReadFails = false,
  }: { reserves?: Reserve[]; marketReadFails?: boolean } = {},
) {
  const client = seededQueryClient([
    {
      config,
      reserves,
      marketReadFails,
      assetTiers: { [sol.address.toBase58()]: 'Isolated Collateral' },
    },
  ]);
  const params = { marketAddress: market.toBase58(), reserveAddress };
  const toaster = createToaster();
  render(
    <LendingTestProviders
      client={client}
      path={`/lending/reserve/${params.marketAddress}/${reserveAddress}`}
      pattern={route.path}
      toaster={toaster}
    >
      <ReserveScreen route={route} params={params} />
    </LendingTestProviders>,
  );
  return { toaster };
}

const figure = (label: string) =>
  screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('ReserveScreen', () => {
  it('shows the figures of the reserve view with the route title as heading', async () => {
    renderReserve(sol.address.toBase58());
    expect(await screen.findByText('SOL reserve')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Reserve');
    const view = reserveView(sol, { slotDurationMs: TEST_SLOT_MS, nowSeconds: 0 });
    expect(figure('Price')).toBe(formatUsd(view.price));
    expect(figure('Utilization')).toBe(formatPercent(view.utilization));
    expect(figure('Lending supply APY')).toBe(formatApy(view.apys.lendingDepositApy));
    expect(figure('Borrow APY')).toBe(formatApy(view.apys.totalBorrowApy));
    expect(figure('Asset tier')).toBe('Isolated Collateral');
    expect(figure('Daily withdrawal cap')).toBe('No cap');
  });

  it("says 'Reserve {address} is not found' for a reserve outside the market", async () => {
    const missing = testKey(99).toBase58();
    renderReserve(missing);
    expect(await screen.findByText(`Reserve ${missing} is not found`)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Reserve');
  });

  it("raises 'Failed to load lending market' with its description besides the inline retry", async () => {
    const { toaster } = renderReserve(sol.address.toBase58(), { marketReadFails: true });
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(shownToasts(toaster)).toEqual([
      {
        type: 'error',
        message: 'Failed to load lending market',
        description: 'Lending market data will not be available',
        key: `lending-market-${market.toBase58()}`,
      },
    ]);
  });

  it("raises 'Failed to fetch farm data' and shows the APYs without rewards", async () => {
    const farmed = reserveFixture({
      address: testKey(32),
      market,
      symbol: 'USDC',
      decimals: 6,
      available: '900000.123456',
      borrowed: '100000',
      price: '1',
      farmDebt: testKey(33),
    });
    const { toaster } = renderReserve(farmed.address.toBase58(), { reserves: [farmed] });
    expect(await screen.findByText('USDC reserve')).toBeTruthy();
    await waitFor(() =>
      expect(shownToasts(toaster)).toEqual([
        {
          type: 'error',
          message: 'Failed to fetch farm data',
          description: undefined,
          key: `farm-data-${market.toBase58()}`,
        },
      ]),
    );
    const view = reserveView(farmed, { slotDurationMs: TEST_SLOT_MS, nowSeconds: 0 });
    expect(figure('Borrow APY')).toBe(formatApy(view.apys.totalBorrowApy));
    expect(figure('Borrow rewards APY')).toBe(formatApy(0));
    // A stablecoin: 2 decimals.
    expect(figure('Available liquidity')).toBe('900,000.12 USDC');
  });
});
