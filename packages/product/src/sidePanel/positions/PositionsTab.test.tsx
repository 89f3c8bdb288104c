import { type LendingMarketState, toPublicKey } from '@keel/chain-readers';
import { formatUsd, MathDecimal } from '@keel/core-math';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Analytics } from '../../analytics/analytics';
import { obligationView } from '../../domains/lending/data/obligationView';
import { reserveView } from '../../domains/lending/data/reserveView';
import { obligationFixture } from '../../domains/lending/data/testing/obligationFixture';
import { reserveFixture, testKey } from '../../domains/lending/data/testing/reserveFixture';
import {
  marketConfig,
  marketFixture,
  seedLending,
  TEST_SLOT_MS,
} from '../../domains/lending/data/testing/seedLending';
import { seedPortfolio } from '../../domains/portfolio/data/testing/seedPortfolio';
import { flagTable } from '../../flags/flagTable';
import { renderInApp, shownToasts } from '../../testing/renderScreen';
import { PositionsTab } from './PositionsTab';

const noFlags = Object.fromEntries(Object.keys(flagTable).map((name) => [name, false]));

const wallet = testKey(150).toBase58();
const main = testKey(151);
const jito = testKey(152);
const sol = reserveFixture({
  address: testKey(153),
  market: main,
  symbol: 'SOL',
  decimals: 9,
  available: '1000',
  borrowed: '0',
  price: '100',
  loanToValuePct: 70,
  liquidationThresholdPct: 80,
});
const usdc = reserveFixture({
  address: testKey(154),
  market: main,
  symbol: 'USDC',
  decimals: 6,
  available: '100000',
  borrowed: '5000',
  price: '1',
});
const mine = obligationFixture({
  address: testKey(155),
  market: main,
  owner: testKey(150),
  deposits: [{ reserve: toPublicKey(sol.address), cTokens: 10_000_000_000n }],
  borrows: [{ reserve: toPublicKey(usdc.address), lamports: '400000000' }],
});
const multiply = obligationFixture({
  address: testKey(158),
  market: main,
  owner: testKey(150),
  tag: 'Multiply',
  deposits: [{ reserve: toPublicKey(sol.address), cTokens: 1_000_000_000n }],
  borrows: [{ reserve: toPublicKey(usdc.address), lamports: '50000000' }],
});
const leverage = obligationFixture({
  address: testKey(159),
  market: main,
  owner: testKey(150),
  tag: 'Leverage',
  deposits: [{ reserve: toPublicKey(sol.address), cTokens: 1_000_000_000n }],
  borrows: [{ reserve: toPublicKey(usdc.address), lamports: '50000000' }],
});

const strategy = {
  address: testKey(156),
  shareMint: testKey(157),
  walletShares: 3_000_000n,
  value: { sharePrice: new MathDecimal(2), tvlUsd: new MathDecimal(100) },
};

function renderTab(
  walletObligations: (typeof mine)[],
  { v3 = false, jitoFails = false, strategies = [strategy], liquidityFails = false } = {},
) {
  const seed = seedLending([
    {
      config: marketConfig('Main Market', main.toBase58(), true),
      reserves: [sol, usdc],
      walletObligations: { wallet, obligations: walletObligations },
    },
    {
      config: marketConfig('Jito Market', jito.toBase58()),
      reserves: [],
      // Unseeded, the read reaches the test chain context, which has no RPC, and fails.
      ...(jitoFails ? {} : { walletObligations: { wallet, obligations: [] } }),
    },
  ]);
  const analytics: Analytics = { sampled: true, pageView: vi.fn(), track: vi.fn() };
  const onNavigate = vi.fn();
  const { toaster } = renderInApp(<PositionsTab address={wallet} onNavigate={onNavigate} />, {
    seeds: [
      seed,
      seedPortfolio({ wallet, strategies, walletReadFails: liquidityFails }),
      (context) => {
        context.analytics = analytics;
      },
    ],
    // Only lending (and v3 when asked): the tab's links follow the generation.
    flags: { ...noFlags, lending: true, v3 },
  });
  return { analytics, onNavigate, toaster };
}

describe('PositionsTab', () => {
  it("lists the wallet's obligations with the net value core-math computes", async () => {
    renderTab([mine]);
    const link = await screen.findByRole('link', { name: /Main Market/ });
    expect(link).toHaveAttribute(
      'href',
      `/lending/dashboard/${main.toBase58()}/${mine.address.toBase58()}`,
    );
    const state: LendingMarketState = {
      market: marketFixture(main, 'Main Market'),
      reserves: [sol, usdc],
    };
    const views = state.reserves.map((r) =>
      reserveView(r, { slotDurationMs: TEST_SLOT_MS, nowSeconds: 0 }),
    );
    const expected = obligationView(mine, state, views);
    expect(await screen.findByText(formatUsd(expected.stats.netAccountValue))).toBeTruthy();
  });

  it('closes the panel and records the click', async () => {
    const user = userEvent.setup();
    const { analytics, onNavigate } = renderTab([mine]);
    await user.click(await screen.findByRole('link', { name: /Main Market/ }));
    expect(onNavigate).toHaveBeenCalledTimes(1);
    expect(analytics.track).toHaveBeenCalledWith('side_panel:positions:Borrow/Lend', {
      market: main.toBase58(),
      obligation: mine.address.toBase58(),
    });
  });

  it('lists the liquidity positions at their share price, each opening its strategy', async () => {
    const user = userEvent.setup();
    const { analytics, onNavigate } = renderTab([mine]);
    const list = await screen.findByRole('list', { name: 'Liquidity positions' });
    const link = within(list).getByRole('link');
    expect(link).toHaveAttribute('href', `/liquidity/${strategy.address.toBase58()}`);
    expect(within(list).getByText(formatUsd(6))).toBeTruthy();
    await user.click(link);
    expect(onNavigate).toHaveBeenCalledTimes(1);
    expect(analytics.track).toHaveBeenCalledWith('side_panel:positions:Liquidity', {
      strategy: strategy.address.toBase58(),
    });
  });

  it('says when the liquidity read fails, with a retry, and keeps the obligations', async () => {
    const { toaster } = renderTab([mine], { liquidityFails: true });
    const retry = await screen.findByRole('button', { name: 'Retry' });
    expect(retry.closest('.keel-positions__error')).toHaveTextContent(
      'Failed to load user positions',
    );
    expect(await screen.findByRole('link', { name: /Main Market/ })).toBeTruthy();
    expect(shownToasts(toaster)).toEqual([
      {
        type: 'error',
        message: 'Failed to load user positions',
        description: undefined,
        key: `liquidity-positions-${wallet}`,
      },
    ]);
  });

  it('puts multiply and leverage positions in their accordions, opening their vaults (D§2)', async () => {
    const user = userEvent.setup();
    const { analytics, onNavigate } = renderTab([mine, multiply, leverage]);
    const multiplyList = await screen.findByRole('list', { name: 'Multiply positions' });
    const m = main.toBase58();
    const [s, u] = [sol.address.toBase58(), usdc.address.toBase58()];
    expect(within(multiplyList).getByRole('link')).toHaveAttribute(
      'href',
      `/lending/multiply/${m}/${s}/${u}`,
    );
    const leverageList = screen.getByRole('list', { name: 'Long/Short positions' });
    expect(within(leverageList).getByRole('link')).toHaveAttribute(
      'href',
      `/lending/leverage/${m}/${s}/${u}`,
    );
    expect(
      within(screen.getByRole('list', { name: 'Borrow/Lend positions' })).getAllByRole('link'),
    ).toHaveLength(1);
    await user.click(within(multiplyList).getByRole('link'));
    expect(onNavigate).toHaveBeenCalledTimes(1);
    expect(analytics.track).toHaveBeenCalledWith('side_panel:positions:Multiply', {
      market: m,
      obligation: multiply.address.toBase58(),
    });
  });

  it('opens a long with the v3 flag by market slug, collateral as base', async () => {
    renderTab([leverage], { v3: true });
    const leverageList = await screen.findByRole('list', { name: 'Long/Short positions' });
    await waitFor(() =>
      expect(within(leverageList).getByRole('link')).toHaveAttribute(
        'href',
        '/leverage/main/SOL/USDC',
      ),
    );
  });

  it('links to the v3 dashboard when the v3 flag is on', async () => {
    renderTab([mine], { v3: true });
    expect(await screen.findByRole('link', { name: /Main Market/ })).toHaveAttribute(
      'href',
      `/markets/dashboard/${main.toBase58()}/${mine.address.toBase58()}`,
    );
  });

  it("says 'No positions' for a wallet without obligations, raising no toast", async () => {
    const { toaster } = renderTab([], { strategies: [] });
    expect(await screen.findByText('No liquidity positions')).toBeTruthy();
    // Borrow/Lend, Multiply and Long/Short.
    expect(await screen.findAllByText('No positions')).toHaveLength(3);
    expect(shownToasts(toaster)).toEqual([]);
  });

  it('shows the failure with a retry and still lists the markets that answered', async () => {
    renderTab([mine], { jitoFails: true });
    const retry = await screen.findByRole('button', { name: 'Retry' });
    expect(retry.closest('.keel-positions__error')?.textContent).toContain(
      'Failed to load user positions',
    );
    expect(await screen.findByRole('link', { name: /Main Market/ })).toBeTruthy();
  });

  it("raises the 'Failed to load user positions' error toast once", async () => {
    const { toaster } = renderTab([mine], { jitoFails: true });
    await screen.findByRole('button', { name: 'Retry' });
    expect(shownToasts(toaster)).toEqual([
      {
        type: 'error',
        message: 'Failed to load user positions',
        description: undefined,
        key: `user-positions-${wallet}`,
      },
    ]);
  });

  it('lists the at-risk positions first, most urgent first, and says how many', async () => {
    const user = userEvent.setup();
    // 1 SOL ($100) at max LTV 70 %, liquidation LTV 80 %: 75 USDC is orange, 85 USDC red.
    const orange = obligationFixture({
      address: testKey(400),
      market: main,
      owner: testKey(150),
      deposits: [{ reserve: toPublicKey(sol.address), cTokens: 1_000_000_000n }],
      borrows: [{ reserve: toPublicKey(usdc.address), lamports: '75000000' }],
    });
    const red = obligationFixture({
      address: testKey(401),
      market: main,
      owner: testKey(150),
      tag: 'Multiply',
      deposits: [{ reserve: toPublicKey(sol.address), cTokens: 1_000_000_000n }],
      borrows: [{ reserve: toPublicKey(usdc.address), lamports: '85000000' }],
    });
    const { onNavigate } = renderTab([mine, orange, red], { strategies: [] });
    const heading = await screen.findByRole('heading', { name: '2 positions at risk' });
    const atRisk = heading.closest('section') as HTMLElement;
    const links = within(atRisk).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      `/lending/dashboard/${main.toBase58()}/${red.address.toBase58()}`,
      `/lending/dashboard/${main.toBase58()}/${orange.address.toBase58()}`,
    ]);
    expect(links[0]).toHaveTextContent('LTV 85.00% · max 70.00% · liquidation 80.00%');
    expect(within(links[0] as HTMLElement).getByText(/^LTV/)).toHaveAttribute('data-risk', 'red');
    expect(links[1]).toHaveTextContent('LTV 75.00% · max 70.00% · liquidation 80.00%');
    // Above every accordion.
    const liquidity = screen.getByText('Liquidity', { selector: 'summary' });
    expect(
      atRisk.compareDocumentPosition(liquidity) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    // Within its accordion, the at-risk position comes before the healthy one.
    const borrowLend = screen.getByRole('list', { name: 'Borrow/Lend positions' });
    const rows = within(borrowLend).getAllByRole('link');
    expect(rows.map((row) => row.getAttribute('href'))).toEqual([
      `/lending/dashboard/${main.toBase58()}/${orange.address.toBase58()}`,
      `/lending/dashboard/${main.toBase58()}/${mine.address.toBase58()}`,
    ]);
    await user.click(links[1] as HTMLElement);
    expect(onNavigate).toHaveBeenCalledTimes(1);
  });

  it('says nothing about risk when every position is healthy', async () => {
    renderTab([mine], { strategies: [] });
    await screen.findByText(/LTV 40\.00%/);
    expect(screen.queryByRole('heading', { name: /at risk/ })).toBeNull();
  });
});
