import { InvalidDexError } from '@keel/chain-readers';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderScreen, shownToasts, withWallet } from '../../../testing/renderScreen';
import { type LiquidityWorld, seedLiquidity } from '../data/testing/seedLiquidity';
import {
  JITOSOL,
  liquidityTestKey,
  SOL,
  type StrategyFixture,
  strategyAddress,
  USDC,
  USDT,
} from '../data/testing/strategyFixtures';
import { STRATEGY_PAGE_SIZE } from './StrategyList';

const wallet = liquidityTestKey(60);
const strategies: StrategyFixture[] = [
  { n: 1, a: SOL, b: USDC, dex: 'ORCA', tvl: '2000000', apy7d: '0.12', rewardApy7d: '0.03' },
  { n: 2, a: JITOSOL, b: SOL, type: 'PEGGED', dex: 'RAYDIUM', tvl: '500000', apy7d: '0.05' },
  { n: 3, a: USDC, b: USDT, type: 'STABLE', dex: 'METEORA', tvl: '9000000', outOfRange: true },
  { n: 4, a: SOL, b: USDT, dex: 'ORCA', diy: true, admin: wallet, tvl: '1000' },
  { n: 5, a: JITOSOL, b: USDC, dex: 'RAYDIUM', diy: true, tvl: '10' },
  { n: 6, a: SOL, b: USDT, status: 'DEPRECATED', tvl: '1' },
];

function renderList(world: LiquidityWorld, connected?: string) {
  return renderScreen('liquidity', '/liquidity', {
    seeds: [seedLiquidity(world), ...(connected ? [withWallet(connected)] : [])],
  });
}

/** The pair names of the table's rows, top to bottom. */
async function pairs(name = 'Liquidity strategies') {
  const table = await screen.findByRole('table', { name });
  await waitFor(() => expect(within(table).queryAllByRole('link').length).toBeGreaterThan(0));
  return within(table)
    .getAllByRole('link')
    .map((link) => link.textContent);
}

describe('LiquidityListScreen', () => {
  it('lists the LIVE strategies by TVL with exchange, APYs and range, each linking to its strategy', async () => {
    renderList({ strategies });
    expect(await pairs()).toEqual([
      'USDC-USDT',
      'SOL-USDC',
      'JitoSOL-SOL',
      'SOL-USDT',
      'JitoSOL-USDC',
    ]);
    const row = screen.getByRole('link', { name: 'SOL-USDC' }).closest('tr') as HTMLElement;
    expect(within(row).getByText('Orca')).toBeTruthy();
    expect(within(row).getByText('$2.00M')).toBeTruthy();
    expect(within(row).getByText('12.00%')).toBeTruthy();
    expect(within(row).getByText('3.00%')).toBeTruthy();
    expect(within(row).getByText('In range')).toBeTruthy();
    const stable = screen.getByRole('link', { name: 'USDC-USDT' }).closest('tr') as HTMLElement;
    expect(within(stable).getByText('Meteora')).toBeTruthy();
    expect(within(stable).getByText('Out of range')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'SOL-USDC' }).getAttribute('href')).toBe(
      `/liquidity/${strategyAddress(strategies[0] as StrategyFixture)}`,
    );
  });

  it('narrows by exchange, type, token and search, and sorts', async () => {
    const user = userEvent.setup();
    renderList({ strategies });
    await pairs();
    const exchange = screen.getByRole('group', { name: 'Exchange' });
    await user.click(within(exchange).getByRole('button', { name: 'Raydium' }));
    expect(await pairs()).toEqual(['JitoSOL-SOL', 'JitoSOL-USDC']);
    await user.click(within(exchange).getByRole('button', { name: 'All' }));
    await user.click(
      within(screen.getByRole('group', { name: 'Type' })).getByRole('button', { name: 'Stable' }),
    );
    expect(await pairs()).toEqual(['USDC-USDT']);
    await user.click(
      within(screen.getByRole('group', { name: 'Type' })).getByRole('button', { name: 'All' }),
    );
    await user.selectOptions(screen.getByLabelText('Token'), USDT.mint);
    expect(await pairs()).toEqual(['USDC-USDT', 'SOL-USDT']);
    await user.selectOptions(screen.getByLabelText('Token'), '');
    await user.type(screen.getByLabelText('Search strategies'), 'jito');
    expect(await pairs()).toEqual(['JitoSOL-SOL', 'JitoSOL-USDC']);
    await user.clear(screen.getByLabelText('Search strategies'));
    await user.click(screen.getByRole('button', { name: 'TVL' }));
    expect((await pairs())[0]).toBe('JitoSOL-USDC');
  });

  it('shows Creator Vaults, and the connected wallet’s own', async () => {
    const user = userEvent.setup();
    renderList({ strategies }, wallet.toBase58());
    await pairs();
    await user.click(screen.getByRole('tab', { name: 'Creator Vaults' }));
    expect(await pairs('Creator Vaults')).toEqual(['SOL-USDT', 'JitoSOL-USDC']);
    await user.click(screen.getByRole('button', { name: 'My vaults' }));
    expect(await pairs('Creator Vaults')).toEqual(['SOL-USDT']);
  });

  it('pages a long list', async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: STRATEGY_PAGE_SIZE + 3 }, (_, i) => ({
      n: 10 + i,
      a: SOL,
      b: USDC,
      tvl: String(1000 - i),
    }));
    renderList({ strategies: many });
    expect(await pairs()).toHaveLength(STRATEGY_PAGE_SIZE);
    expect(screen.getByText(`Page 1 of 2 · ${many.length} strategies`)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await pairs()).toHaveLength(3);
  });

  it('shows skeleton rows, not rows in another order, while the metrics it sorts by load', async () => {
    renderList({ strategies, metricsPending: true });
    const table = await screen.findByRole('table', { name: 'Liquidity strategies' });
    // The list is in: one skeleton row for each row the page will have.
    await waitFor(() =>
      expect(table.querySelectorAll('.keel-table__row--loading')).toHaveLength(5),
    );
    expect(table.getAttribute('aria-busy')).toBe('true');
    expect(within(table).queryAllByRole('link')).toHaveLength(0);
  });

  it('shows the rows with unknown figures when the metrics fail, never an endless skeleton', async () => {
    const { toaster } = renderList({ strategies, metricsFail: true });
    expect(await pairs()).toHaveLength(5);
    const row = screen.getByRole('link', { name: 'SOL-USDC' }).closest('tr') as HTMLElement;
    expect(row.querySelector('.keel-skeleton')).toBeNull();
    expect(within(row).getAllByText('-').length).toBeGreaterThan(0);
    await waitFor(() =>
      expect(shownToasts(toaster).map((t) => t.message)).toContain('Failed to load strategies'),
    );
  });

  it("says 'Failed to load strategies' with a Retry when the list fails", async () => {
    const { toaster } = renderList({ strategies, listFails: true });
    const retry = await screen.findByRole('button', { name: 'Retry' });
    expect(shownToasts(toaster).map((t) => t.message)).toContain('Failed to load strategies');
    const inline = retry.closest('.keel-load-error') as HTMLElement;
    expect(within(inline).getByText('Failed to load strategies')).toBeTruthy();
  });

  it("says 'Failed to load DIY Vaults' when the strategy accounts fail in Creator Vaults", async () => {
    const user = userEvent.setup();
    const { toaster } = renderList({ strategies, accountsFail: true });
    // The rows still show, without their exchange.
    expect(await pairs()).toHaveLength(5);
    await user.click(screen.getByRole('tab', { name: 'Creator Vaults' }));
    await waitFor(() =>
      expect(shownToasts(toaster).map((t) => t.message)).toContain('Failed to load DIY Vaults'),
    );
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it("reports an unknown exchange as 'Invalid dex number' and still lists the strategies", async () => {
    const accountsError = new InvalidDexError('Invalid dex number', 7);
    const { toaster } = renderList({ strategies, accountsError });
    expect(await pairs()).toHaveLength(5);
    await waitFor(() =>
      expect(shownToasts(toaster)).toContainEqual({
        type: 'error',
        message: 'Failed to load strategies',
        description: 'Invalid dex number',
        key: 'strategies',
      }),
    );
    const inline = screen.getByRole('button', { name: 'Retry' }).closest('.keel-load-error');
    expect(inline?.textContent).toContain('Invalid dex number');
  });

  it("says 'Failed to fetch farm data' when the farms fail, and keeps the rows", async () => {
    const farmed = [{ ...(strategies[0] as StrategyFixture), farm: liquidityTestKey(70) }];
    const { toaster } = renderList({ strategies: farmed });
    expect(await pairs()).toEqual(['SOL-USDC']);
    await waitFor(() =>
      expect(shownToasts(toaster).map((t) => t.message)).toContain('Failed to fetch farm data'),
    );
    expect(screen.getByText('Farm')).toBeTruthy();
  });
});
