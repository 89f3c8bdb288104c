import type { Reserve } from '@keel/chain-readers';
import { formatApy } from '@keel/core-math';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { findLoadedTable } from '../../../../testing/findLoadedTable';
import { renderScreen, shownToasts } from '../../../../testing/renderScreen';
import { reserveView } from '../../data/reserveView';
import { reserveFixture, testKey } from '../../data/testing/reserveFixture';
import { marketConfig, seedLending, TEST_SLOT_MS } from '../../data/testing/seedLending';

const main = testKey(140);
const jito = testKey(141);
const sol = reserveFixture({
  address: testKey(142),
  market: main,
  symbol: 'SOL',
  decimals: 9,
  available: '300',
  borrowed: '700',
  price: '150',
});
const usdc = reserveFixture({
  address: testKey(143),
  market: main,
  symbol: 'USDC',
  decimals: 6,
  available: '900000',
  borrowed: '100000',
  price: '1',
});
const paused = reserveFixture({
  address: testKey(144),
  market: main,
  symbol: 'OLD',
  decimals: 6,
  available: '1',
  borrowed: '0',
  price: '1',
  status: 'Obsolete',
});

function renderVaults(path = '/lending/vaults', mainReserves: Reserve[] = [sol, usdc, paused]) {
  const seed = seedLending([
    { config: marketConfig('Main Market', main.toBase58(), true), reserves: mainReserves },
    { config: marketConfig('Jito Market', jito.toBase58()), reserves: [] },
  ]);
  return renderScreen('lending.vaults', path, { seeds: [seed] });
}

const vaultLinks = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getByRole('link').getAttribute('href'));

describe('VaultsScreen', () => {
  it("lists the selected market's Active reserves as vaults linking to their vault pages", async () => {
    renderVaults();
    const table = await findLoadedTable('Main Market vaults');
    // Largest total supplied first: $1.0M of USDC before $150k of SOL.
    expect(vaultLinks(table)).toEqual([
      `/lending/vault/${main.toBase58()}/${usdc.address.toBase58()}`,
      `/lending/vault/${main.toBase58()}/${sol.address.toBase58()}`,
    ]);
  });

  it('shows the supply APY core-math computes and sorts by it', async () => {
    const user = userEvent.setup();
    renderVaults();
    const table = await findLoadedTable('Main Market vaults');
    await user.click(within(table).getByRole('button', { name: /Supply APY/ }));
    const expected = reserveView(sol, { slotDurationMs: TEST_SLOT_MS, nowSeconds: 0 });
    const firstRow = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(within(firstRow).getByRole('link').textContent).toContain('SOL');
    // The APYs show once the rewards and staking yields they include are in.
    await waitFor(() =>
      expect(within(firstRow).getAllByRole('button')[0]?.textContent).toBe(
        formatApy(expected.apys.totalDepositApy),
      ),
    );
  });

  it('shows the empty state for a market without vaults', async () => {
    renderVaults(`/lending/vaults?market=${jito.toBase58()}`);
    expect(await screen.findByText('No vaults in this market')).toBeTruthy();
  });

  it("raises 'Failed to fetch farm data' once for the market and still lists its vaults", async () => {
    const farmed = reserveFixture({
      address: testKey(147),
      market: main,
      symbol: 'USDC',
      decimals: 6,
      available: '900000',
      borrowed: '100000',
      price: '1',
      farmCollateral: testKey(148),
      farmDebt: testKey(149),
    });
    const { toaster } = renderVaults('/lending/vaults', [sol, farmed]);
    const table = await findLoadedTable('Main Market vaults');
    await waitFor(() =>
      expect(shownToasts(toaster).map((t) => [t.message, t.key])).toEqual([
        ['Failed to fetch farm data', `farm-data-${main.toBase58()}`],
      ]),
    );
    expect(within(table).getAllByRole('row')).toHaveLength(3);
  });
});
