import { formatApy } from '@keel/core-math';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { findLoadedTable } from '../../../testing/findLoadedTable';
import { renderScreen } from '../../../testing/renderScreen';
import { reserveView } from '../../lending/data/reserveView';
import { TEST_SLOT_MS } from '../../lending/data/testing/seedLending';
import { mainMarket, metricsRow, seedMultiply, sol, usdc } from '../data/testing/multiplyFixtures';

const main = mainMarket.toBase58();
const metrics = {
  [main]: [metricsRow(sol, usdc, 'Leverage', '20000'), metricsRow(usdc, sol, 'Multiply', '999')],
};

function renderList(v3: boolean, routeId = 'lending.leverage', path = '/lending/leverage') {
  return renderScreen(routeId, path, { seeds: [seedMultiply({ metrics })], flags: { v3 } });
}

const rowOf = (table: HTMLElement, pair: string) => {
  const link = within(table).getByRole('link', { name: pair });
  return link.closest('tr') as HTMLElement;
};
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('LeverageListScreen', () => {
  it('lists the leverage pairs by side and traded asset (D§5 rule), max leverage, borrow APY, liquidity and TVL', async () => {
    renderList(false);
    const table = await findLoadedTable('Main Market pairs');
    // The Jito market lists multiply pairs only.
    expect(screen.queryByRole('table', { name: 'Jito Market pairs' })).toBeNull();
    // The borrow APY shows once the rewards and staking yields it includes are in.
    await waitFor(() => expect(cells(rowOf(table, 'Long SOL'))[2]).not.toBe('…'));
    const long = cells(rowOf(table, 'Long SOL'));
    const usdcView = reserveView(usdc, { slotDurationMs: TEST_SLOT_MS, nowSeconds: 0 });
    // The pair stays beside the name (after the logos' fallback initials).
    expect(long[0]).toMatch(/Long SOLSOL\/USDC$/);
    expect(long.slice(1)).toEqual([
      '2.5x',
      formatApy(usdcView.apys.totalBorrowApy),
      '$900.00K',
      '$20.00K',
    ]);
    // USDC against SOL is short SOL; its metrics row is tagged Multiply: no Leverage position
    // holds the pair, so its Leverage TVL is $0.
    const short = cells(rowOf(table, 'Short SOL'));
    expect(short[0]).toMatch(/Short SOLUSDC\/SOL$/);
    expect(short.at(-1)).toBe('$0.00');
    expect(within(table).queryByRole('link', { name: 'USDC/SOL' })).toBeNull();
  });

  it('links by market, deposit, borrow and side without the v3 flag', async () => {
    renderList(false);
    const table = await findLoadedTable('Main Market pairs');
    const [d, b] = [sol, usdc].map((r) => r.address.toBase58());
    expect(within(table).getByRole('link', { name: 'Long SOL' }).getAttribute('href')).toBe(
      `/lending/leverage/${main}/${d}/${b}/long`,
    );
    expect(within(table).getByRole('link', { name: 'Short SOL' }).getAttribute('href')).toBe(
      `/lending/leverage/${main}/${b}/${d}/short`,
    );
  });

  it('links by market slug, base and quote with the v3 flag (short reversed)', async () => {
    renderList(true, 'v3.leverage', '/markets/leverage');
    const table = await findLoadedTable('Main Market pairs');
    expect(within(table).getByRole('link', { name: 'Long SOL' }).getAttribute('href')).toBe(
      '/leverage/main/SOL/USDC',
    );
    expect(within(table).getByRole('link', { name: 'Short SOL' }).getAttribute('href')).toBe(
      '/leverage/main/SOL/USDC',
    );
  });

  it('narrows by symbol', async () => {
    const user = userEvent.setup();
    renderList(false, 'lending.leverage.unprefixed', '/leverage');
    const table = await findLoadedTable('Main Market pairs');
    await user.type(screen.getByLabelText('Search pairs'), 'zzz');
    expect(within(table).getByText('No pairs match')).toBeTruthy();
  });
});
