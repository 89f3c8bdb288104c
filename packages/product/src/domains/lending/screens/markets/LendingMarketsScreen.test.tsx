import type { FetchLike } from '@keel/api-client';
import type { Reserve } from '@keel/chain-readers';
import { formatApy } from '@keel/core-math';
import { createToaster, type Toaster } from '@keel/ui-kit';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { findLoadedTable } from '../../../../testing/findLoadedTable';
import { renderScreen, shownToasts } from '../../../../testing/renderScreen';
import { reserveView } from '../../data/reserveView';
import { reserveFixture, testKey } from '../../data/testing/reserveFixture';
import {
  marketConfig,
  type SeededApi,
  seedLending,
  TEST_SLOT_MS,
} from '../../data/testing/seedLending';

const mainAddress = testKey(10);
const jitoAddress = testKey(11);

const sol = reserveFixture({
  address: testKey(20),
  market: mainAddress,
  symbol: 'SOL',
  decimals: 9,
  available: '300',
  borrowed: '700',
  price: '150',
});
const usdc = reserveFixture({
  address: testKey(21),
  market: mainAddress,
  symbol: 'USDC',
  decimals: 6,
  available: '900000',
  borrowed: '100000',
  price: '1',
});
const hidden = reserveFixture({
  address: testKey(22),
  market: mainAddress,
  symbol: 'HIDE',
  decimals: 6,
  available: '10',
  borrowed: '0',
  price: '1',
  status: 'Hidden',
});
const jitoSol = reserveFixture({
  address: testKey(23),
  market: jitoAddress,
  symbol: 'JitoSOL',
  decimals: 9,
  available: '50',
  borrowed: '5',
  price: '170',
});

/** SOL with reward farms on both sides, whose read fails (the test chain has no RPC). */
const farmedSol = reserveFixture({
  address: testKey(24),
  market: mainAddress,
  symbol: 'SOL',
  decimals: 9,
  available: '300',
  borrowed: '700',
  price: '150',
  farmCollateral: testKey(25),
  farmDebt: testKey(26),
});

function renderMarkets(
  path = '/lending',
  showHidden = false,
  {
    mainReserves = [sol, usdc, hidden],
    toaster,
    api,
  }: { mainReserves?: Reserve[]; toaster?: Toaster; api?: SeededApi } = {},
) {
  const seed = seedLending(
    [
      { config: marketConfig('Jito Market', jitoAddress.toBase58()), reserves: [jitoSol] },
      {
        config: marketConfig('Main Market', mainAddress.toBase58(), true),
        reserves: mainReserves,
        assetTiers: { [sol.address.toBase58()]: 'Regular' },
      },
    ],
    api,
  );
  return renderScreen('lending.markets', path, {
    seeds: [seed],
    flags: { hiddenReserves: showHidden },
    ...(toaster ? { toaster } : {}),
  });
}

const rowSymbols = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent?.slice(1));

describe('LendingMarketsScreen', () => {
  it("lists markets in metadata order with the new flag, and the primary market's Active reserves", async () => {
    renderMarkets();
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Main Market', 'Jito MarketNew']);
    const table = await findLoadedTable('Main Market reserves');
    expect(rowSymbols(table).sort()).toEqual(['SOL', 'USDC']);
  });

  it('shows Hidden reserves with the hidden-reserves flag', async () => {
    renderMarkets('/lending', true);
    const table = await findLoadedTable('Main Market reserves');
    expect(rowSymbols(table).sort()).toEqual(['HIDE', 'SOL', 'USDC']);
  });

  it('shows the supply APY core-math computes and the asset tier', async () => {
    renderMarkets();
    const expected = reserveView(sol, { slotDurationMs: TEST_SLOT_MS, nowSeconds: 0 });
    const row = (await screen.findByRole('link', { name: /SOL/ })).closest('tr') as HTMLElement;
    // The APYs show once the staking yields have answered (they could change the figure).
    await waitFor(() =>
      expect(within(row).getAllByRole('button')[0]?.textContent).toBe(
        formatApy(expected.apys.totalDepositApy),
      ),
    );
    expect(within(row).getAllByRole('button')[1]?.textContent).toBe(
      formatApy(expected.apys.totalBorrowApy),
    );
    expect(within(row).getByText('Regular')).toBeTruthy();
  });

  it('sorts by supply APY and filters by the search text', async () => {
    const user = userEvent.setup();
    renderMarkets();
    const table = await findLoadedTable('Main Market reserves');
    await user.click(within(table).getByRole('button', { name: /Supply APY/ }));
    // SOL is 70 % utilised, USDC 10 %: SOL pays more.
    expect(rowSymbols(table)).toEqual(['SOL', 'USDC']);
    await user.type(screen.getByLabelText('Search assets'), 'usd');
    expect(rowSymbols(table)).toEqual(['USDC']);
    await user.clear(screen.getByLabelText('Search assets'));
    await user.type(screen.getByLabelText('Search assets'), 'zzz');
    expect(within(table).getByText('No reserves match')).toBeTruthy();
  });

  it('opens the market named by the market parameter and adds extra markets', async () => {
    renderMarkets(
      `/lending?market=${jitoAddress.toBase58()}&extraMarkets=${mainAddress.toBase58()}`,
    );
    expect(await screen.findByRole('table', { name: 'Jito Market reserves' })).toBeTruthy();
    expect(await findLoadedTable('Main Market reserves')).toBeTruthy();
  });

  it("raises 'Failed to fetch farm data' once for the market and lists its reserves without rewards", async () => {
    const toaster = createToaster();
    renderMarkets('/lending', false, { mainReserves: [farmedSol, usdc], toaster });
    const row = (await screen.findByRole('link', { name: /SOL/ })).closest('tr') as HTMLElement;
    await waitFor(() =>
      expect(shownToasts(toaster)).toEqual([
        {
          type: 'error',
          message: 'Failed to fetch farm data',
          description: undefined,
          key: `farm-data-${mainAddress.toBase58()}`,
        },
      ]),
    );
    const withoutRewards = reserveView(farmedSol, { slotDurationMs: TEST_SLOT_MS, nowSeconds: 0 });
    // The APYs settle in the render after the toast: the views follow their inputs deferred.
    await waitFor(() =>
      expect(within(row).getAllByRole('button')[0]?.textContent).toBe(
        formatApy(withoutRewards.apys.totalDepositApy),
      ),
    );
  });

  it("shows the reserves at once and joins a staking token's APY when the staking yields answer", async () => {
    const requested: string[] = [];
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const body = JSON.stringify([
      { apy: '0.0745', tokenMint: jitoSol.liquidity.mintPubkey.toBase58() },
    ]);
    const fetch: FetchLike = async (url) => {
      requested.push(url);
      if (!url.includes('/v2/staking-yields/median')) throw new Error('offline');
      await answered;
      return { ok: true, status: 200, text: async () => body };
    };
    const syntheticDollarYieldUrl = 'http://yields.test.invalid/staking';
    renderMarkets(`/lending?market=${jitoAddress.toBase58()}`, false, {
      api: { fetch, syntheticDollarYieldUrl },
    });
    const row = (await screen.findByRole('link', { name: /JitoSOL/ })).closest('tr') as HTMLElement;
    const supplyCell = () => within(row).getAllByRole('button')[0]?.textContent;
    const plain = reserveView(jitoSol, { slotDurationMs: TEST_SLOT_MS, nowSeconds: 0 });
    // The staking yields are still pending: a loading state, not a figure that will jump.
    expect(within(row).getByRole('status', { name: 'Supply APY loading' })).toBeTruthy();
    answer();
    await waitFor(() =>
      expect(supplyCell()).toBe(formatApy(plain.apys.totalDepositApy.plus('0.0745'))),
    );
    // No staked synthetic dollar in this market: its yields document is not asked for.
    expect(requested.some((url) => url.startsWith(syntheticDollarYieldUrl))).toBe(false);
  });

  it('raises no farm toast for a market whose reserves have no farms', async () => {
    const toaster = createToaster();
    renderMarkets('/lending', false, { toaster });
    await findLoadedTable('Main Market reserves');
    expect(shownToasts(toaster)).toEqual([]);
  });

  it('shows stablecoin amounts with 2 decimals and other tokens with up to 6', async () => {
    const odd = reserveFixture({
      address: testKey(27),
      market: mainAddress,
      symbol: 'USDC',
      decimals: 6,
      available: '512.345678',
      borrowed: '0',
      price: '1',
    });
    const bonk = reserveFixture({
      address: testKey(28),
      market: mainAddress,
      symbol: 'BONK',
      decimals: 9,
      available: '512.345678912',
      borrowed: '0',
      price: '0.00002',
    });
    renderMarkets('/lending', false, { mainReserves: [odd, bonk] });
    const cell = async (name: RegExp) =>
      within((await screen.findByRole('link', { name })).closest('tr') as HTMLElement).getAllByRole(
        'cell',
      )[3]?.textContent;
    expect(await cell(/USDC/)).toMatch(/^512\.34 USDC/);
    expect(await cell(/BONK/)).toMatch(/^512\.345678 BONK/);
  });
});
