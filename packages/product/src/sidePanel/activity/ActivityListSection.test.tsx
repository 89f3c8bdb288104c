import { toPublicKey } from '@keel/chain-readers';
import { MathDecimal } from '@keel/core-math';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AppContext } from '../../app/createAppContext';
import { obligationFixture } from '../../domains/lending/data/testing/obligationFixture';
import { reserveFixture, testKey } from '../../domains/lending/data/testing/reserveFixture';
import { marketConfig, seedLending } from '../../domains/lending/data/testing/seedLending';
import {
  earnTx,
  obligationTx,
  strategyTx,
} from '../../domains/portfolio/data/testing/activityFixtures';
import {
  seededPortfolioServices,
  seedPortfolio,
} from '../../domains/portfolio/data/testing/seedPortfolio';
import { flagTable } from '../../flags/flagTable';
import { renderInApp, shownToasts } from '../../testing/renderScreen';
import { ActivityListSection } from './ActivityListSection';

const EXPLORER = 'https://explorer.test';
const noFlags = Object.fromEntries(Object.keys(flagTable).map((name) => [name, false]));
const owner = testKey(170);
const wallet = owner.toBase58();
const main = testKey(171);
const strategy = testKey(172).toBase58();
const sol = reserveFixture({
  address: testKey(173),
  market: main,
  symbol: 'SOL',
  decimals: 9,
  available: '1000',
  borrowed: '0',
  price: '100',
});
const multiply = obligationFixture({
  address: testKey(174),
  market: main,
  owner,
  tag: 'Multiply',
  deposits: [{ reserve: toPublicKey(sol.address), cTokens: 1_000_000_000n }],
  borrows: [],
});
const DAY = 86_400_000;
const T0 = Date.UTC(2025, 2, 1);

type Source = 'lending' | 'strategies' | 'earn';

function renderSection(failing: Source[] = []) {
  const lending = seedLending([
    {
      config: marketConfig('Main Market', main.toBase58(), true),
      reserves: [sol],
      walletObligations: { wallet, obligations: [multiply] },
    },
  ]);
  const answers = (context: AppContext) => {
    const { brand } = context.config;
    context.config = {
      ...context.config,
      brand: { ...brand, links: { ...brand.links, explorer: EXPLORER } },
    };
    const { api } = seededPortfolioServices(context.queryClient);
    const set = (source: Source, key: readonly unknown[], data: unknown) => {
      if (!failing.includes(source)) context.queryClient.setQueryData(key, data);
    };
    set(
      'lending',
      api.lending.obligationTransactions(main.toBase58(), multiply.address.toBase58()).queryKey,
      [
        obligationTx('lend-1', T0 - 2 * DAY),
        obligationTx('lend-2', T0 - 2 * DAY, { isSecondPartOfCompositeIx: true }),
        obligationTx('lend-3', T0, {
          transactionDisplayName: 'Withdraw',
          liquidityTokenAmount: new MathDecimal('-0.5'),
          liquidityUsdValue: new MathDecimal('-50'),
        }),
      ],
    );
    set('strategies', api.strategies.shareholderTransactions(wallet).queryKey, [
      strategyTx(strategy, 'liq-1', T0 - DAY),
    ]);
    set('earn', api.earn.userTransactions(wallet).queryKey, [earnTx('earn-1', T0 - 3 * DAY)]);
  };
  return renderInApp(<ActivityListSection owner={wallet} />, {
    seeds: [lending, seedPortfolio({ wallet }), answers],
    flags: { ...noFlags, lending: true },
  });
}

const rows = () =>
  within(screen.getByRole('list', { name: 'Transaction history' })).getAllByRole('listitem');

describe('ActivityListSection', () => {
  it('lists the transactions of every product, newest first, each opening the explorer', async () => {
    renderSection();
    await waitFor(() => expect(rows()).toHaveLength(4));
    const [withdraw, liquidity, deposit, earn] = rows();
    expect(withdraw).toHaveTextContent('Withdraw');
    expect(withdraw).toHaveTextContent('Multiply');
    expect(withdraw).toHaveTextContent('0.5 SOL');
    expect(withdraw).toHaveTextContent('2025-03-01T00:00:00Z');
    expect(within(withdraw as HTMLElement).getByRole('link')).toHaveAttribute(
      'href',
      `${EXPLORER}/tx/lend-3?cluster=localnet`,
    );
    expect(liquidity).toHaveTextContent('Deposit and invest');
    expect(liquidity).toHaveTextContent('Liquidity');
    expect(liquidity).toHaveTextContent('$250.50');
    expect(deposit).toHaveTextContent('Deposit');
    expect(earn).toHaveTextContent('Earn');
    // The composite instruction's second half is not a row of its own.
    expect(screen.queryByRole('link', { name: /lend-2/ })).toBeNull();
  });

  it.each<Source>(['lending', 'strategies', 'earn'])(
    "a failed %s source raises 'Failed to load transactions history' and the rest stays",
    async (source) => {
      const { toaster } = renderSection([source]);
      await waitFor(() =>
        expect(shownToasts(toaster)).toEqual([
          {
            type: 'error',
            message: 'Failed to load transactions history',
            description: undefined,
            key: `transactions-history-${wallet}`,
          },
        ]),
      );
      const expected = { lending: 2, strategies: 1, earn: 1 };
      const total = 4 - expected[source];
      await waitFor(() => expect(rows()).toHaveLength(total));
      expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    },
  );
});
