import { toPublicKey } from '@keel/chain-readers';
import { MathDecimal } from '@keel/core-math';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppContext } from '../../../app/createAppContext';
import { flagTable } from '../../../flags/flagTable';
import { renderScreen, withWallet } from '../../../testing/renderScreen';
import { obligationFixture } from '../../lending/data/testing/obligationFixture';
import { reserveFixture, testKey } from '../../lending/data/testing/reserveFixture';
import { marketConfig, seedLending } from '../../lending/data/testing/seedLending';
import { earnTx, obligationTx, strategyTx } from '../data/testing/activityFixtures';
import { seededPortfolioServices, seedPortfolio } from '../data/testing/seedPortfolio';

const noFlags = Object.fromEntries(Object.keys(flagTable).map((name) => [name, false]));
const owner = testKey(180);
const wallet = owner.toBase58();
const main = testKey(181);
const sol = reserveFixture({
  address: testKey(182),
  market: main,
  symbol: 'SOL',
  decimals: 9,
  available: '1000',
  borrowed: '0',
  price: '100',
});
const lend = obligationFixture({
  address: testKey(183),
  market: main,
  owner,
  deposits: [{ reserve: toPublicKey(sol.address), cTokens: 1_000_000_000n }],
  borrows: [],
});
const DAY = 86_400_000;
const T0 = Date.UTC(2025, 2, 1, 9);

function renderPortfolio() {
  const answers = (context: AppContext) => {
    const { api } = seededPortfolioServices(context.queryClient);
    const set = (key: readonly unknown[], data: unknown) =>
      context.queryClient.setQueryData(key, data);
    set(api.lending.obligationTransactions(main.toBase58(), lend.address.toBase58()).queryKey, [
      obligationTx('lend-1', T0 - DAY),
      obligationTx('lend-2', T0, {
        transactionDisplayName: 'Withdraw',
        liquidityTokenAmount: new MathDecimal('-0.5'),
      }),
    ]);
    set(api.strategies.shareholderTransactions(wallet).queryKey, [
      strategyTx(testKey(184).toBase58(), 'liq-1', T0 - 2 * DAY),
    ]);
    set(api.earn.userTransactions(wallet).queryKey, [earnTx('earn-1', T0 - 3 * DAY)]);
  };
  return renderScreen('portfolio', '/my-portfolio', {
    seeds: [
      seedLending([
        {
          config: marketConfig('Main Market', main.toBase58(), true),
          reserves: [sol],
          walletObligations: { wallet, obligations: [lend] },
        },
      ]),
      seedPortfolio({ wallet }),
      answers,
      withWallet(wallet),
    ],
    flags: { ...noFlags, lending: true },
  });
}

describe('the portfolio’s Transactions tab', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('shows the wallet’s transaction history beside My Positions', async () => {
    const user = userEvent.setup();
    renderPortfolio();
    const tabs = await screen.findByRole('tablist', { name: 'Portfolio' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['My Positions', 'Transactions']);
    expect(await screen.findByRole('region', { name: 'Borrow/Lend positions' })).toBeTruthy();
    await user.click(within(tabs).getByRole('tab', { name: 'Transactions' }));
    const list = await screen.findByRole('list', { name: 'Transaction history' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(4));
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Withdraw');
  });

  it("exports a position's transactions over a date range as a CSV file", async () => {
    const user = userEvent.setup();
    const blobs: Blob[] = [];
    const createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:csv';
    });
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const downloads: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      downloads.push(this.download);
    });
    renderPortfolio();
    await user.click(await screen.findByRole('tab', { name: 'Transactions' }));
    const form = await screen.findByRole('form', { name: 'Export transactions' });
    await waitFor(() =>
      expect(within(form).getByRole('button', { name: /Export CSV/ })).toHaveTextContent('(4)'),
    );
    await user.selectOptions(
      within(form).getByLabelText('Position'),
      // An open obligation is named by its market and assets.
      await within(form).findByRole('option', { name: 'Main Market · SOL' }),
    );
    const from = within(form).getByLabelText('From');
    const to = within(form).getByLabelText('To');
    await user.clear(from);
    await user.type(from, '2025-02-01');
    await user.clear(to);
    await user.type(to, '2025-03-01');
    await user.click(within(form).getByRole('button', { name: 'Export CSV (2)' }));
    expect(downloads).toEqual([`${wallet}-transactions-2025-02-01-2025-03-01.csv`]);
    expect(blobs[0]?.type).toBe('text/csv;charset=utf-8');
    const text = await blobs[0]?.text();
    expect(text).toBe(
      [
        'date_utc,product,action,token,amount,usd_value,fee_sol,signature',
        '2025-02-28T09:00:00Z,Borrow/Lend,Deposit,SOL,1.5,150,,lend-1',
        '2025-03-01T09:00:00Z,Borrow/Lend,Withdraw,SOL,0.5,150,,lend-2',
        '',
      ].join('\r\n'),
    );
  });
});
