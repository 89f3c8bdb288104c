import type { MarketConfig } from '@keel/api-client';
import type { Reserve } from '@keel/chain-readers';
import {
  formatApy,
  formatCompact,
  formatPercent,
  formatTokenAmount,
  formatUsd,
} from '@keel/core-math';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen, shownToasts } from '../../../../testing/renderScreen';
import { reserveView } from '../../data/reserveView';
import { reserveFixture, testKey } from '../../data/testing/reserveFixture';
import { marketFailedToast, seedLending, TEST_SLOT_MS } from '../../data/testing/seedLending';

const market = testKey(130);
const sol = reserveFixture({
  address: testKey(131),
  market,
  symbol: 'SOL',
  decimals: 9,
  available: '400',
  borrowed: '600',
  price: '150',
});
const config: MarketConfig = {
  name: 'Main Market',
  lendingMarket: market.toBase58(),
  isPrimary: true,
  description: '',
  lookupTable: '',
  isCurated: false,
};

function renderVault(
  marketAddress: string,
  reserveAddress: string,
  {
    reserves = [sol],
    marketReadFails = false,
  }: { reserves?: Reserve[]; marketReadFails?: boolean } = {},
) {
  return renderScreen('lending.vault', `/lending/vault/${marketAddress}/${reserveAddress}`, {
    seeds: [seedLending([{ config, reserves, marketReadFails }])],
  });
}

const figure = (label: string) =>
  screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('VaultScreen', () => {
  it('shows the supply, borrow and collateral figures of the reserve view', async () => {
    renderVault(market.toBase58(), sol.address.toBase58());
    expect(await screen.findByText('SOL vault')).toBeTruthy();
    const view = reserveView(sol, { slotDurationMs: TEST_SLOT_MS, nowSeconds: 0 });
    // '…' until the market's farms have answered, then the total with its rewards.
    await waitFor(() => expect(figure('Supply APY')).toBe(formatApy(view.apys.totalDepositApy)));
    expect(figure('Borrow APY')).toBe(formatApy(view.apys.totalBorrowApy));
    expect(figure('Total supplied')).toBe(formatTokenAmount(view.totalSupply, { symbol: 'SOL' }));
    expect(figure('Available to borrow (USD)')).toBe(
      formatCompact(view.availableLiquidityUsd, { prefix: '$' }),
    );
    expect(figure('Utilization')).toBe(formatPercent(view.utilization));
    expect(figure('Price')).toBe(formatUsd(view.price));
    expect(screen.getByRole('link', { name: 'Reserve details' })).toHaveAttribute(
      'href',
      `/lending/reserve/${market.toBase58()}/${sol.address.toBase58()}`,
    );
  });

  it('says the reserve is not found for an unknown reserve', async () => {
    const missing = testKey(199).toBase58();
    renderVault(market.toBase58(), missing);
    expect(await screen.findByText(`Reserve ${missing} is not found`)).toBeTruthy();
  });

  it('says an unknown reserve is not found, and a malformed address is an invalid link', async () => {
    const unknown = testKey(139).toBase58();
    const { unmount } = renderVault(market.toBase58(), unknown);
    expect(await screen.findByText(`Reserve ${unknown} is not found`)).toBeTruthy();
    unmount();
    renderVault('not-an-address', sol.address.toBase58());
    expect(await screen.findByRole('heading', { level: 1, name: 'Invalid link' })).toBeTruthy();
  });

  it("raises 'Failed to load lending market' with its description besides the inline retry", async () => {
    const { toaster } = renderVault(market.toBase58(), sol.address.toBase58(), {
      marketReadFails: true,
    });
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(shownToasts(toaster)).toEqual([marketFailedToast(market.toBase58())]);
  });

  it("raises 'Failed to fetch farm data' and shows stablecoin amounts with 2 decimals", async () => {
    const farmed = reserveFixture({
      address: testKey(145),
      market,
      symbol: 'USDT',
      decimals: 6,
      available: '250.987654',
      borrowed: '749.5',
      price: '1',
      farmCollateral: testKey(146),
    });
    const { toaster } = renderVault(market.toBase58(), farmed.address.toBase58(), {
      reserves: [farmed],
    });
    expect(await screen.findByText('USDT vault')).toBeTruthy();
    await waitFor(() =>
      expect(shownToasts(toaster).map((t) => [t.message, t.key])).toEqual([
        ['Failed to fetch farm data', `farm-data-${market.toBase58()}`],
      ]),
    );
    // The figures settle in the render after the toast: the views follow their inputs deferred.
    await waitFor(() => expect(figure('Supply rewards APY')).toBe(formatApy(0)));
    expect(figure('Total supplied')).toBe('1,000.48 USDT');
    expect(figure('Available to borrow')).toBe('250.98 USDT');
  });
});
