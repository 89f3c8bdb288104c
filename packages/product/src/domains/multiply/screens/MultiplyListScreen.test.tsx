import { toPublicKey } from '@keel/chain-readers';
import { formatLeverage } from '@keel/core-math';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { findLoadedTable } from '../../../testing/findLoadedTable';
import { renderScreen, withWallet } from '../../../testing/renderScreen';
import { obligationFixture } from '../../lending/data/testing/obligationFixture';
import { testKey } from '../../lending/data/testing/reserveFixture';
import {
  jitoMarket,
  jitoSol,
  jitoSolDebt,
  type MultiplySeedOptions,
  mainMarket,
  metricsRow,
  mSol,
  seedMultiply,
  sol,
  usdc,
} from '../data/testing/multiplyFixtures';

const wallet = testKey(600).toBase58();
const jito = jitoMarket.toBase58();
const metrics = { [jito]: [metricsRow(jitoSol, jitoSolDebt, 'Multiply', '12345')] };

function renderList(path = '/multiply', options: MultiplySeedOptions = { metrics }, seeds = []) {
  return renderScreen(
    path.startsWith('/lending') ? 'lending.multiply' : 'lending.multiply.unprefixed',
    path,
    { seeds: [seedMultiply(options), ...seeds] },
  );
}

const rowsOf = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);
const pairNames = (table: HTMLElement) =>
  rowsOf(table).map((row) => within(row).getByRole('link').textContent);
const rowOf = (table: HTMLElement, pair: string) => {
  const row = rowsOf(table).find((r) => within(r).queryByRole('link', { name: pair }));
  if (!row) throw new Error(`no row ${pair}`);
  return row;
};
const cellsOf = (table: HTMLElement, pair: string) => {
  const row = rowOf(table, pair);
  return within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
};

describe('MultiplyListScreen', () => {
  it("lists the resources' multiply pairs by market with max leverage, net APY, TVL and liquidity", async () => {
    renderList();
    const table = await findLoadedTable('Jito Market pairs');
    expect(screen.getByRole('heading', { name: 'Jito Market' })).toBeTruthy();
    // The Main Market lists leverage pairs only: no multiply section.
    expect(screen.queryByRole('heading', { name: 'Main Market' })).toBeNull();
    // Default sort: TVL, highest first; a pair without a metrics row ($0) last.
    expect(pairNames(table)).toEqual(['JitoSOL/SOL', 'mSOL/SOL']);
    // The APYs show once the rewards and staking yields they include are in.
    await waitFor(() => expect(cellsOf(table, 'JitoSOL/SOL')[2]).not.toBe('…'));
    const [, maxLeverage, atMax, atChosen, tvl, liquidity] = cellsOf(table, 'JitoSOL/SOL');
    expect(maxLeverage).toBe('10.0x');
    expect(atMax).toMatch(/%$/);
    expect(atChosen).toMatch(/%$/);
    expect(tvl).toBe('$12.35K');
    expect(liquidity).toBe('$100.00K');
    // mSOL has no deposits: net APY is undefined (D§5), a dash that says so; no position holds
    // the pair (no metrics row): TVL $0.
    expect(cellsOf(table, 'mSOL/SOL').slice(1)).toEqual(['4.0x', '-', '-', '$0.00', '$100.00K']);
    expect(within(rowOf(table, 'mSOL/SOL')).getAllByTitle('No deposits yet')).toHaveLength(2);
    expect(screen.getByRole('columnheader', { name: /Net APY at 1\.1x/ })).toBeTruthy();
  });

  it('recomputes the chosen-leverage net APY when the slider moves', async () => {
    renderList();
    const table = await findLoadedTable('Jito Market pairs');
    // The APYs show once the rewards and staking yields they include are in.
    await waitFor(() => expect(cellsOf(table, 'JitoSOL/SOL')[3]).not.toBe('…'));
    const before = cellsOf(table, 'JitoSOL/SOL')[3];
    const slider = screen.getByRole('slider', { name: 'Leverage for net APY' });
    expect(slider.getAttribute('aria-valuetext')).toBe(formatLeverage(1.1));
    fireEvent.change(slider, { target: { value: '5' } });
    expect(screen.getByRole('columnheader', { name: /Net APY at 5\.0x/ })).toBeTruthy();
    expect(cellsOf(table, 'JitoSOL/SOL')[3]).not.toBe(before);
    // A pair whose max is below the chosen leverage shows its APY at its max.
    fireEvent.change(slider, { target: { value: '10' } });
    expect(cellsOf(table, 'JitoSOL/SOL')[3]).toBe(cellsOf(table, 'JitoSOL/SOL')[2]);
  });

  it('narrows by symbol and sorts by a column', async () => {
    const user = userEvent.setup();
    renderList();
    const table = await findLoadedTable('Jito Market pairs');
    await user.click(within(table).getByRole('button', { name: /Max leverage/ }));
    expect(pairNames(table)).toEqual(['JitoSOL/SOL', 'mSOL/SOL']);
    await user.click(within(table).getByRole('button', { name: /Max leverage/ }));
    expect(pairNames(table)).toEqual(['mSOL/SOL', 'JitoSOL/SOL']);
    await user.type(screen.getByLabelText('Search pairs'), 'msol');
    expect(pairNames(table)).toEqual(['mSOL/SOL']);
    await user.clear(screen.getByLabelText('Search pairs'));
    await user.type(screen.getByLabelText('Search pairs'), 'zzz');
    expect(within(table).getByText('No pairs match')).toBeTruthy();
  });

  it("links each row to its vault route under the list's base", async () => {
    renderList('/lending/multiply');
    const link = await screen.findByRole('link', { name: 'JitoSOL/SOL' });
    expect(link.getAttribute('href')).toBe(
      `/lending/multiply/${jito}/${jitoSol.address.toBase58()}/${jitoSolDebt.address.toBase58()}`,
    );
  });

  it("puts the wallet's open Multiply positions first whatever the sort", async () => {
    const position = obligationFixture({
      address: testKey(601),
      market: jitoMarket,
      owner: testKey(600),
      tag: 'Multiply',
      deposits: [{ reserve: toPublicKey(mSol.address), cTokens: 1_000_000_000n }],
      borrows: [{ reserve: toPublicKey(jitoSolDebt.address), lamports: '500000000' }],
    });
    renderScreen('lending.multiply.unprefixed', '/multiply', {
      seeds: [
        seedMultiply({
          metrics,
          markets: {
            jito: { walletObligations: { wallet, obligations: [position] } },
            main: { walletObligations: { wallet, obligations: [] } },
          },
        }),
        withWallet(wallet),
      ],
    });
    const table = await findLoadedTable('Jito Market pairs');
    await waitFor(() => expect(pairNames(table)).toEqual(['mSOL/SOL', 'JitoSOL/SOL']));
    expect(within(rowsOf(table)[0] as HTMLElement).getByText('Your position')).toBeTruthy();
  });

  it('adds the extraMultiply pair of the URL under its market', async () => {
    const extra = [mainMarket, sol.address, usdc.address].map((k) => k.toBase58()).join(',');
    renderList(`/multiply?extraMultiply=${extra}`);
    const table = await findLoadedTable('Main Market pairs');
    await waitFor(() => expect(pairNames(table)).toEqual(['SOL/USDC']));
    // 75 % over USDC's 125 % borrow factor: 2.5x.
    expect(cellsOf(table, 'SOL/USDC')[1]).toBe('2.5x');
  });

  it('says when the resources failed, with Retry', async () => {
    renderList('/multiply', { resourcesFail: true });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Failed to load Acme resources')).toBeTruthy();
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it("shows a market's failure in its section and TVL '-' when the metrics failed", async () => {
    renderList('/multiply', { markets: { jito: { marketReadFails: true } } });
    const section = await screen.findByRole('region', { name: 'Jito Market' });
    const alert = await within(section).findByRole('alert');
    expect(within(alert).getByText('Failed to load lending market')).toBeTruthy();
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it("shows TVL '-' and a Retry note when the leverage metrics failed", async () => {
    renderList('/multiply', {});
    const table = await findLoadedTable('Jito Market pairs');
    await screen.findByText(/TVL could not be loaded/);
    expect(cellsOf(table, 'JitoSOL/SOL')[4]).toBe('-');
    expect(within(rowOf(table, 'JitoSOL/SOL')).getByTitle('TVL not loaded')).toBeTruthy();
  });
});
