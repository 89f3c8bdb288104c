import { type LendingMarketState, toPublicKey } from '@keel/chain-readers';
import { formatPercent, shortenAddress } from '@keel/core-math';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { nameOfObligation } from '../../../../common/positionNames';
import { findLoadedTable } from '../../../../testing/findLoadedTable';
import { renderScreen, type ScreenSeed, withWallet } from '../../../../testing/renderScreen';
import { obligationView } from '../../data/obligationView';
import { reserveView } from '../../data/reserveView';
import { obligationFixture } from '../../data/testing/obligationFixture';
import { reserveFixture, testKey } from '../../data/testing/reserveFixture';
import {
  marketConfig,
  marketFixture,
  seedLending,
  TEST_SLOT_MS,
} from '../../data/testing/seedLending';

const main = testKey(110);
const other = testKey(111);
const sol = reserveFixture({
  address: testKey(112),
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
  address: testKey(113),
  market: main,
  symbol: 'USDC',
  decimals: 6,
  available: '100000',
  borrowed: '5000',
  price: '1',
});

/** 10 SOL ($1000) of collateral against `usd` dollars of USDC. */
const position = (n: number, usd: number | undefined) =>
  obligationFixture({
    address: testKey(n),
    market: main,
    owner: testKey(n + 100),
    deposits: [{ reserve: toPublicKey(sol.address), cTokens: 10_000_000_000n }],
    borrows: usd === undefined ? [] : [{ reserve: usdc.address, lamports: `${usd * 1_000_000}` }],
  });
const safe = position(120, 200);
const red = position(121, 820);
const orange = position(122, 720);
const idle = position(123, undefined);

function renderLiquidations(
  path: string,
  obligations = [safe, red, orange, idle],
  wallet: ScreenSeed[] = [],
) {
  const seed = seedLending([
    {
      config: marketConfig('Main Market', main.toBase58(), true),
      reserves: [sol, usdc],
      obligations,
      obligationAccounts: obligations,
    },
    { config: marketConfig('Jito Market', other.toBase58()), reserves: [], obligations: [] },
  ]);
  return renderScreen('lending.liquidate', path, { seeds: [seed, ...wallet] });
}

/** A connected wallet whose runtime can sign. */
const signing =
  (address: string): ScreenSeed =>
  (context) => {
    withWallet(address)(context);
    context.walletStore.getState().setRuntime({
      controls: {
        connect: async () => {},
        disconnect: async () => {},
        signer: () => {
          throw new Error('not in this test');
        },
      },
    });
  };

const expected = (obligation: typeof safe) => {
  const state: LendingMarketState = {
    market: marketFixture(main, 'Main Market'),
    reserves: [sol, usdc],
  };
  const views = state.reserves.map((r) =>
    reserveView(r, { slotDurationMs: TEST_SLOT_MS, nowSeconds: 0 }),
  );
  return obligationView(obligation, state, views);
};

describe('LiquidateScreen', () => {
  it('lists obligations with debt, closest to liquidation first, linking to their dashboards', async () => {
    renderLiquidations('/lending/liquidate');
    const table = await findLoadedTable(/Obligations by distance/);
    const rows = within(table).getAllByRole('row').slice(1);
    const links = rows.map((row) => within(row).getByRole('link').getAttribute('href'));
    expect(links).toEqual(
      [red, orange, safe].map(
        (o) => `/lending/dashboard/${main.toBase58()}/${o.address.toBase58()}`,
      ),
    );
  });

  it('names each obligation by its assets, its owner shortened with a copy button', async () => {
    renderLiquidations('/lending/liquidate');
    const table = await findLoadedTable(/Obligations by distance/);
    const first = within(table).getAllByRole('row')[1] as HTMLElement;
    const link = within(first).getByRole('link');
    expect(link.textContent).toBe(nameOfObligation(expected(red)));
    expect(link.getAttribute('title')).toBe(red.address.toBase58());
    expect(first.textContent).not.toContain(shortenAddress(red.address.toBase58()));
    const owner = red.owner.toBase58();
    expect(within(first).getByTitle(owner).textContent).toBe(shortenAddress(owner));
    expect(within(first).getByRole('button', { name: `Copy ${owner}` })).toBeInTheDocument();
  });

  it('shows the LTV core-math computes in its risk colour', async () => {
    renderLiquidations('/lending/liquidate');
    const table = await findLoadedTable(/Obligations by distance/);
    const [first, second, third] = within(table).getAllByRole('row').slice(1);
    const redView = expected(red);
    const ltv = (row: HTMLElement | undefined) =>
      (row as HTMLElement).querySelector('[data-risk]') as HTMLElement;
    expect(ltv(first).textContent).toBe(formatPercent(redView.stats.loanToValue));
    expect([ltv(first), ltv(second), ltv(third)].map((el) => el.dataset.risk)).toEqual([
      'red',
      'orange',
      'green',
    ]);
    expect(
      within(first as HTMLElement).getByText(formatPercent(redView.stats.liquidationLtv)),
    ).toBeTruthy();
  });

  it('offers Liquidate on a liquidatable obligation of another wallet, opening its form', async () => {
    const user = userEvent.setup();
    renderLiquidations('/lending/liquidate', undefined, [signing(testKey(900).toBase58())]);
    const table = await findLoadedTable(/Obligations by distance/);
    const buttons = within(table).getAllByRole('button', { name: /^Liquidate / });
    expect(buttons.map((b) => b.getAttribute('aria-label'))).toEqual([
      `Liquidate ${shortenAddress(red.address.toBase58())}`,
    ]);
    await user.click(buttons[0] as HTMLElement);
    expect(
      await screen.findByRole('dialog', {
        name: `Liquidate ${shortenAddress(red.address.toBase58())}`,
      }),
    ).toBeInTheDocument();
  });

  it('no Liquidate for the wallet’s own obligation', async () => {
    renderLiquidations('/lending/liquidate', undefined, [signing(red.owner.toBase58())]);
    const table = await findLoadedTable(/Obligations by distance/);
    expect(within(table).queryByRole('button', { name: /^Liquidate / })).toBeNull();
  });

  it('no Liquidate for a read-only wallet', async () => {
    renderLiquidations('/lending/liquidate', undefined, [
      withWallet(testKey(900).toBase58(), false),
    ]);
    const table = await findLoadedTable(/Obligations by distance/);
    expect(within(table).queryByRole('button', { name: /^Liquidate / })).toBeNull();
  });

  it('shows the empty state for a market without obligations', async () => {
    renderLiquidations(`/lending/liquidate?market=${other.toBase58()}`);
    expect(await screen.findByText('No obligations with debt in this market')).toBeTruthy();
  });
});
