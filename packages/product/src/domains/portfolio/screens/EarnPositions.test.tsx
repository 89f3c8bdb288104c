import { type LendingMarketState, toPublicKey } from '@keel/chain-readers';
import { formatApy, formatPortfolioTotal, formatUsd } from '@keel/core-math';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { flagTable } from '../../../flags/flagTable';
import { testBrand } from '../../../testing/renderApp';
import { renderInApp, renderScreen, shownToasts, withWallet } from '../../../testing/renderScreen';
import { realmFixture, registrarFixture } from '../../governance/data/testing/governanceFixtures';
import { seedGovernance } from '../../governance/data/testing/seedGovernance';
import { obligationView } from '../../lending/data/obligationView';
import { reserveView } from '../../lending/data/reserveView';
import { obligationFixture } from '../../lending/data/testing/obligationFixture';
import { reserveFixture, testKey } from '../../lending/data/testing/reserveFixture';
import {
  marketConfig,
  marketFixture,
  seedLending,
  TEST_SLOT_MS,
} from '../../lending/data/testing/seedLending';
import {
  EARN_SOL_VAULT,
  EARN_USDC_VAULT,
  type EarnApiWorld,
  earnApi,
  seedEarnSymbols,
} from '../data/testing/earnFixtures';
import { seedPortfolio } from '../data/testing/seedPortfolio';
import { PortfolioNetValue } from './PortfolioNetValue';

const noFlags = Object.fromEntries(Object.keys(flagTable).map((name) => [name, false]));
const realm = realmFixture(testBrand.name);
const registrar = registrarFixture(realm);
const owner = testKey(190);
const main = testKey(191);
const sol = reserveFixture({
  address: testKey(192),
  market: main,
  symbol: 'SOL',
  decimals: 9,
  available: '1000',
  borrowed: '0',
  price: '100',
});
const lend = obligationFixture({
  address: testKey(193),
  market: main,
  owner,
  deposits: [{ reserve: toPublicKey(sol.address), cTokens: 10_000_000_000n }],
  borrows: [],
});

function lendValue() {
  const state: LendingMarketState = { market: marketFixture(main, 'Main Market'), reserves: [sol] };
  const views = state.reserves.map((r) =>
    reserveView(r, { slotDurationMs: TEST_SLOT_MS, nowSeconds: 0 }),
  );
  return obligationView(lend, state, views).stats.netAccountValue;
}

function seeds(world: Partial<EarnApiWorld> = {}, calls: string[] = []) {
  const wallet = owner.toBase58();
  return [
    seedLending(
      [
        {
          config: marketConfig('Main Market', main.toBase58(), true),
          reserves: [sol],
          walletObligations: { wallet, obligations: [lend] },
        },
      ],
      earnApi({ wallet, pnls: { [EARN_USDC_VAULT]: '3.5' }, ...world }, calls),
    ),
    seedEarnSymbols,
    seedGovernance({ realm, registrar, voter: { wallet, voter: null } }),
    seedPortfolio({ wallet }),
  ];
}

function renderPortfolio({
  earn = true,
  world = {},
  calls = [],
}: {
  earn?: boolean;
  world?: Partial<EarnApiWorld>;
  calls?: string[];
} = {}) {
  return renderScreen('portfolio', '/my-portfolio', {
    seeds: [...seeds(world, calls), withWallet(owner.toBase58())],
    flags: { ...noFlags, lending: true, earn },
  });
}

describe('the Earn group of the portfolio', () => {
  it('lists each held vault after the lending groups, valued at shares × share price', async () => {
    renderPortfolio();
    const earn = await screen.findByRole('region', { name: 'Earn positions' });
    const links = within(earn).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      `/earn/lend/${EARN_USDC_VAULT}`,
      `/earn/lend/${EARN_SOL_VAULT}`,
    ]);
    const [usdc, sol] = links as [HTMLElement, HTMLElement];
    // 100 shares × $1.2 and (1.5 staked + 0.5) × $180; the vault without shares is left out.
    await waitFor(() => expect(usdc).toHaveTextContent(formatUsd(120)));
    expect(sol).toHaveTextContent(formatUsd(360));
    expect(within(earn).queryByText(/Test Empty Earn/)).toBeNull();
    expect(usdc).toHaveTextContent('Test USDC Earn');
    expect(usdc).toHaveTextContent('USDC · 100 shares');
    expect(usdc).toHaveTextContent(`APY ${formatApy('0.0612')}`);
    // The API's PnL with its sign; a vault whose PnL the API cannot give shows '-'.
    await waitFor(() => expect(usdc).toHaveTextContent('PnL +$3.50'));
    await waitFor(() => expect(sol).toHaveTextContent('PnL -'));
    const groups = screen
      .getAllByRole('region', { name: / positions$/ })
      .map((region) => region.getAttribute('aria-label'));
    expect(groups.indexOf('Earn positions')).toBeGreaterThan(
      groups.indexOf('Borrow/Lend positions'),
    );
    // The total counts the earn holdings.
    const total = formatPortfolioTotal(lendValue().add(480));
    expect(await screen.findByText(total)).toBeTruthy();
  });

  it('shows no Earn group and reads no vault without the earn flag', async () => {
    const calls: string[] = [];
    renderPortfolio({ earn: false, calls });
    expect(await screen.findByRole('region', { name: 'Borrow/Lend positions' })).toBeTruthy();
    expect(
      await screen.findByText(formatPortfolioTotal(lendValue()), {
        selector: '.keel-portfolio__summary dd',
      }),
    ).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Earn positions' })).toBeNull();
    expect(calls.filter((path) => path.startsWith('/kvaults'))).toEqual([]);
  });

  it('says when the positions read fails, keeps the other groups, and retries', async () => {
    const user = userEvent.setup();
    let failing = true;
    const { toaster } = renderPortfolio({ world: { positionsFail: () => failing } });
    const alert = await screen.findByRole('alert', { name: 'Earn positions failed' });
    expect(alert).toHaveTextContent('Failed to load user positions');
    await waitFor(() =>
      expect(shownToasts(toaster)).toContainEqual({
        type: 'error',
        message: 'Failed to load user positions',
        description: undefined,
        key: `earn-positions-${owner.toBase58()}`,
      }),
    );
    const borrowLend = screen.getByRole('region', { name: 'Borrow/Lend positions' });
    expect(await within(borrowLend).findByText(formatUsd(lendValue()))).toBeTruthy();
    // The total would be too small without the earn holdings: it says it is unknown, and why.
    const headline = document.querySelector('.keel-portfolio__summary dd') as HTMLElement;
    await waitFor(() =>
      expect(within(headline).getByTitle('Earn positions could not be valued')).toHaveTextContent(
        '-',
      ),
    );
    expect(headline).toHaveTextContent('-Earn positions could not be valued');
    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    const earn = await screen.findByRole('region', { name: 'Earn positions' });
    await waitFor(() => expect(within(earn).getAllByRole('link')).toHaveLength(2));
  });

  it("shows a vault under its token's filter, and reports the group to Stats", async () => {
    const user = userEvent.setup();
    renderPortfolio();
    const earn = await screen.findByRole('region', { name: 'Earn positions' });
    await waitFor(() => expect(within(earn).getAllByRole('link')[0]).toHaveTextContent('USDC ·'));
    const filter = screen.getByRole('group', { name: 'Market filter' });
    await user.click(within(filter).getByRole('button', { name: 'USDC' }));
    expect(within(earn).getAllByRole('link')).toHaveLength(1);
    expect(within(earn).getByRole('link')).toHaveAttribute('href', `/earn/lend/${EARN_USDC_VAULT}`);
    await user.click(within(filter).getByRole('button', { name: 'All' }));
    await user.click(screen.getByRole('tab', { name: 'Stats' }));
    const table = await screen.findByRole('table', { name: 'Position statistics' });
    const row = await within(table).findByRole('row', { name: /^Earn/ });
    expect(row).toHaveTextContent(formatUsd(480));
    expect(within(row).getAllByRole('cell')[1]).toHaveTextContent('2');
  });

  it("shows a viewer another wallet's vaults read-only", async () => {
    renderScreen('portfolio', `/my-portfolio/${owner.toBase58()}`, {
      seeds: [...seeds(), withWallet(testKey(199).toBase58())],
      flags: { ...noFlags, lending: true, earn: true },
    });
    expect(await screen.findByRole('region', { name: 'Viewing another wallet' })).toBeTruthy();
    const earn = await screen.findByRole('region', { name: 'Earn positions' });
    await waitFor(() =>
      expect(within(earn).getAllByRole('link')[0]).toHaveTextContent(formatUsd(120)),
    );
    expect(within(earn).queryByRole('button', { name: /^(Deposit|Withdraw)/ })).toBeNull();
  });

  it("adds the holdings to the side panel's net value", async () => {
    renderInApp(<PortfolioNetValue owner={owner.toBase58()} />, {
      seeds: seeds(),
      flags: { ...noFlags, lending: true, earn: true },
    });
    expect(await screen.findByText(formatPortfolioTotal(lendValue().add(480)))).toBeTruthy();
  });
});
