import type { FetchLike, TokenInfo } from '@keel/api-client';
import { formatUsd, MathDecimal } from '@keel/core-math';
import type { Toaster } from '@keel/ui-kit';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen, shownToasts, withWallet } from '../../../../testing/renderScreen';
import { testKey } from '../../../lending/data/testing/reserveFixture';
import { type PortfolioWorld, seedPortfolio } from '../../../portfolio/data/testing/seedPortfolio';

const owner = testKey(170).toBase58();
const solMint = testKey(171);
const usdcMint = testKey(172);
/** 4 shares (2.5 in the wallet, 1.5 staked) at $4: $16, on Raydium. */
const gaining = {
  address: testKey(173),
  shareMint: testKey(174),
  dex: 'RAYDIUM' as const,
  tokenAMint: solMint,
  tokenBMint: usdcMint,
  walletShares: 2_500_000n,
  stakedShares: 1_500_000n,
  value: { sharePrice: new MathDecimal(4), tvlUsd: new MathDecimal(4000) },
};
/** 10 shares at $2: $20, on Orca, in loss. */
const losing = {
  address: testKey(175),
  shareMint: testKey(176),
  tokenAMint: usdcMint,
  tokenBMint: solMint,
  walletShares: 10_000_000n,
  value: { sharePrice: new MathDecimal(2), tvlUsd: new MathDecimal(2000) },
};
const tokens = [
  { address: solMint.toBase58(), symbol: 'SOL', name: 'Solana', decimals: 9 },
  { address: usdcMint.toBase58(), symbol: 'USDC', name: 'USD Coin', decimals: 6 },
] as TokenInfo[];

const json = (body: unknown) =>
  Promise.resolve({ ok: true, status: 200, text: async () => JSON.stringify(body) });
const failure = () => Promise.resolve({ ok: false, status: 500, text: async () => '{}' });

/** The API's user PnL and fees and rewards per strategy; the ones not listed fail. */
function userApi(
  answers: Record<string, { pnl?: string; feesUsd?: string; rewardsUsd?: string }>,
): FetchLike {
  return (url) => {
    const { pathname } = new URL(url);
    const strategy = pathname.split('/')[3] ?? '';
    const answer = answers[strategy];
    if (pathname.endsWith('/pnl') && answer?.pnl !== undefined) {
      const triple = { usd: answer.pnl, sol: '0', a: '0', b: '0' };
      return json({ totalPnl: triple, totalCostBasis: triple });
    }
    if (pathname.endsWith('/latest-position') && answer?.feesUsd !== undefined) {
      return json({
        feesAEarned: '0',
        feesBEarned: '0',
        feesAEarnedUsd: answer.feesUsd,
        feesBEarnedUsd: '0',
        acmeRewards0EarnedUsd: answer.rewardsUsd ?? '0',
      });
    }
    return failure();
  };
}

function renderV1(world: Omit<PortfolioWorld, 'wallet'>, connected: string | null = owner) {
  return renderScreen('liquidityPortfolioV1', '/liquidity/my-portfolio/v1', {
    seeds: [
      seedPortfolio({ wallet: owner, tokens, ...world }),
      ...(connected ? [withWallet(connected)] : []),
    ],
  });
}

/** Every toast shown from now on (error toasts close after 4 s). */
function recordToasts(toaster: Toaster) {
  const seen: ReturnType<typeof shownToasts> = [];
  toaster.subscribe(() => seen.push(...shownToasts(toaster)));
  return seen;
}

/** The cells of the table's row whose first cell reads `name`. */
async function rowCells(name: string): Promise<string[]> {
  const table = await screen.findByRole('table', { name: 'Liquidity positions' });
  const row = within(table)
    .getAllByRole('row')
    .find((r) => r.querySelector('td')?.textContent?.startsWith(name));
  if (!row) throw new Error(`No row ${name}`);
  return within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent ?? '');
}

describe('LiquidityPortfolioV1Screen', () => {
  it('lists the positions with shares, value, signed PnL and earnings, and their totals', async () => {
    renderV1({
      strategies: [gaining, losing],
      fetch: userApi({
        [gaining.address.toBase58()]: { pnl: '3.5', feesUsd: '1.25', rewardsUsd: '0.75' },
        [losing.address.toBase58()]: { pnl: '-1.2', feesUsd: '0.5' },
      }),
    });
    await waitFor(async () => expect((await rowCells('SOL-USDC'))[3]).toBe('+$3.50'));
    expect(await rowCells('SOL-USDC')).toEqual([
      'SOL-USDC Raydium',
      '4 (1.5 staked)',
      formatUsd(16),
      '+$3.50',
      formatUsd(2),
    ]);
    expect(await rowCells('USDC-SOL')).toEqual([
      'USDC-SOL Orca',
      '10',
      formatUsd(20),
      '-$1.20',
      formatUsd(0.5),
    ]);
    expect(await rowCells('Total')).toEqual(['Total', '', formatUsd(36), '+$2.30', formatUsd(2.5)]);
    const link = screen.getByRole('link', { name: 'SOL-USDC (Raydium)' });
    expect(link).toHaveAttribute('href', `/liquidity/${gaining.address.toBase58()}`);
  });

  it("shows 'Pending' until the PnL is in", async () => {
    const never: FetchLike = () => new Promise(() => {});
    renderV1({ strategies: [gaining], fetch: never });
    expect((await rowCells('SOL-USDC'))[3]).toBe(' Pending');
    expect((await rowCells('Total'))[3]).toBe(' Pending');
  });

  // The 'Loading error' toasts of these fallbacks are the app client's (app/apiClient.test.ts).
  it('shows zero PnL and zero earnings when their reads fail (D§8)', async () => {
    renderV1({ strategies: [gaining], fetch: userApi({}) });
    await waitFor(async () =>
      expect(await rowCells('SOL-USDC')).toEqual([
        'SOL-USDC Raydium',
        '4 (1.5 staked)',
        formatUsd(16),
        '$0.00',
        formatUsd(0),
      ]),
    );
  });

  it('says why a position without a share price, and so the total, has no value', async () => {
    renderV1({
      strategies: [gaining, { ...losing, value: null }],
      fetch: userApi({}),
    });
    const table = await screen.findByRole('table', { name: 'Liquidity positions' });
    const unpriced = await within(table).findByTitle('No share price');
    expect(unpriced).toHaveTextContent('-');
    expect(await rowCells('USDC-SOL')).toContain('-');
    expect(
      within(table).getByTitle('Not summed: a position has no share price'),
    ).toHaveAccessibleName('Not summed: a position has no share price');
  });

  it('says when there is nothing', async () => {
    renderV1({ strategies: [] });
    expect(await screen.findByText('No liquidity positions yet.')).toBeTruthy();
  });

  it('asks to connect a wallet', async () => {
    renderV1({ strategies: [gaining] }, null);
    expect(await screen.findByText('Connect a wallet to see your portfolio.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Connect Wallet' })).toBeTruthy();
  });

  it('raises the portfolio toasts and offers a retry when the reads fail', async () => {
    const { toaster } = renderV1({ strategies: [gaining], walletReadFails: true });
    const seen = recordToasts(toaster);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Failed to load user positions')).toBeTruthy();
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeTruthy();
    await waitFor(() =>
      expect(seen).toContainEqual(
        expect.objectContaining({
          message: 'Failed to load user positions',
          key: `liquidity-positions-${owner}`,
        }),
      ),
    );
  });

  it("raises 'Failed to load strategies' when the strategy list fails", async () => {
    const { toaster } = renderV1({ strategies: [gaining], listFails: true });
    const seen = recordToasts(toaster);
    expect(await screen.findByRole('alert')).toBeTruthy();
    await waitFor(() =>
      expect(seen).toContainEqual(
        expect.objectContaining({ message: 'Failed to load strategies', key: 'strategies' }),
      ),
    );
  });
});
