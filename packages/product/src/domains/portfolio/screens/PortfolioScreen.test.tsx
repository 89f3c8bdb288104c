import { type LendingMarketState, toPublicKey } from '@keel/chain-readers';
import {
  formatPercent,
  formatPortfolioTotal,
  formatStakedAmount,
  formatUsd,
  MathDecimal,
} from '@keel/core-math';
import { nativeToTokens, type Voter } from '@keel/governance-registry';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { flagTable } from '../../../flags/flagTable';
import { testBrand } from '../../../testing/renderApp';
import { renderInApp, renderScreen, shownToasts, withWallet } from '../../../testing/renderScreen';
import {
  NATIVE_DECIMALS,
  realmFixture,
  registrarFixture,
  voterFixture,
} from '../../governance/data/testing/governanceFixtures';
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
import { type PortfolioWorld, seedPortfolio } from '../data/testing/seedPortfolio';
import { PortfolioNetValue } from './PortfolioNetValue';

const realm = realmFixture(testBrand.name);
const registrar = registrarFixture(realm);
const noFlags = Object.fromEntries(Object.keys(flagTable).map((name) => [name, false]));
const owner = testKey(160);
const other = testKey(161).toBase58();
const main = testKey(162);
const sol = reserveFixture({
  address: testKey(163),
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
  address: testKey(164),
  market: main,
  symbol: 'USDC',
  decimals: 6,
  available: '100000',
  borrowed: '5000',
  price: '1',
});
const lend = obligationFixture({
  address: testKey(165),
  market: main,
  owner,
  deposits: [{ reserve: toPublicKey(sol.address), cTokens: 10_000_000_000n }],
  borrows: [{ reserve: toPublicKey(usdc.address), lamports: '400000000' }],
});
const multiply = obligationFixture({
  address: testKey(166),
  market: main,
  owner,
  tag: 'Multiply',
  deposits: [{ reserve: toPublicKey(sol.address), cTokens: 2_000_000_000n }],
  borrows: [{ reserve: toPublicKey(usdc.address), lamports: '50000000' }],
});

function viewOf(obligation: typeof lend) {
  const state: LendingMarketState = {
    market: marketFixture(main, 'Main Market'),
    reserves: [sol, usdc],
  };
  const views = state.reserves.map((r) =>
    reserveView(r, { slotDurationMs: TEST_SLOT_MS, nowSeconds: 0 }),
  );
  return obligationView(obligation, state, views);
}

function netValue(obligation: typeof lend) {
  return viewOf(obligation).stats.netAccountValue;
}

/** A strategy the owner holds 2.5 shares of in the wallet and 1.5 staked, at $4 a share. */
const held = {
  address: testKey(167),
  shareMint: testKey(168),
  walletShares: 2_500_000n,
  stakedShares: 1_500_000n,
  value: { sharePrice: new MathDecimal(4), tvlUsd: new MathDecimal(4000) },
};

function renderPortfolio(
  path: string,
  connected: string | null,
  voter: Voter | null = null,
  liquidity: Omit<PortfolioWorld, 'wallet'> = {},
) {
  const seed = seedLending([
    {
      config: marketConfig('Main Market', main.toBase58(), true),
      reserves: [sol, usdc],
      walletObligations: { wallet: owner.toBase58(), obligations: [lend, multiply] },
    },
  ]);
  // Without a voter the wallet never staked: no staking row, nothing added to the total.
  const governance = seedGovernance({
    realm,
    registrar,
    voter: { wallet: owner.toBase58(), voter },
  });
  const portfolio = seedPortfolio({ wallet: owner.toBase58(), ...liquidity });
  return renderScreen('portfolio', path, {
    seeds: [seed, governance, portfolio, ...(connected ? [withWallet(connected)] : [])],
    flags: { ...noFlags, lending: true },
  });
}

describe('PortfolioScreen', () => {
  it('shows the connected wallet’s positions by product, with the total net value', async () => {
    renderPortfolio('/my-portfolio', owner.toBase58());
    const borrowLend = await screen.findByRole('region', { name: 'Borrow/Lend positions' });
    // Named by market and assets, not by its address.
    const link = await within(borrowLend).findByRole('link', { name: /Main Market · SOL \/ USDC/ });
    expect(link.textContent).not.toContain(lend.address.toBase58().slice(0, 4));
    expect(link).toHaveAttribute(
      'href',
      `/lending/dashboard/${main.toBase58()}/${lend.address.toBase58()}`,
    );
    expect(await within(borrowLend).findByText(formatUsd(netValue(lend)))).toBeTruthy();
    const multiplyGroup = screen.getByRole('region', { name: 'Multiply positions' });
    expect(await within(multiplyGroup).findByText(formatUsd(netValue(multiply)))).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Long/Short positions' })).toBeNull();
    const total = formatPortfolioTotal(netValue(lend).add(netValue(multiply)));
    expect(await screen.findByText(total)).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Viewing another wallet' })).toBeNull();
  });

  it('shows a viewer whose portfolio it is, and copies the address', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderPortfolio(`/my-portfolio/${owner.toBase58()}`, other);
    const banner = await screen.findByRole('region', { name: 'Viewing another wallet' });
    const full = owner.toBase58();
    expect(banner).toHaveTextContent(
      `You are viewing the portfolio of ${full.slice(0, 4)}…${full.slice(-4)}`,
    );
    expect(within(banner).getByTitle(full)).toBeTruthy();
    await user.click(within(banner).getByRole('button', { name: `Copy ${full}` }));
    expect(writeText).toHaveBeenCalledWith(owner.toBase58());
    expect(await within(banner).findByText('Copied!')).toBeTruthy();
    expect(await screen.findByRole('region', { name: 'Borrow/Lend positions' })).toBeTruthy();
  });

  it('only logs a clipboard failure', async () => {
    const user = userEvent.setup();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const writeText = vi.fn().mockRejectedValue(new Error('denied'));
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderPortfolio(`/my-portfolio/${owner.toBase58()}`, null);
    const banner = await screen.findByRole('region', { name: 'Viewing another wallet' });
    await user.click(within(banner).getByRole('button', { name: `Copy ${owner.toBase58()}` }));
    expect(warn).toHaveBeenCalled();
    expect(within(banner).queryByText('Copied!')).toBeNull();
    warn.mockRestore();
  });

  it('lists the staked native token while its price loads, beside the other positions', async () => {
    const voter = voterFixture(registrar);
    // Screen tests have no product API: the latest price stays loading.
    renderPortfolio('/my-portfolio', owner.toBase58(), voter);
    const staking = await screen.findByRole('region', { name: 'Staking positions' });
    // Everything deposited, locked or not.
    const deposited = voter.deposits.reduce(
      (sum, d) => sum + (d.isUsed ? d.amountDepositedNative : 0n),
      0n,
    );
    expect(
      within(staking).getByText(formatStakedAmount(nativeToTokens(deposited, NATIVE_DECIMALS))),
    ).toBeTruthy();
    expect(within(staking).getByText('…')).toBeTruthy();
    const borrowLend = screen.getByRole('region', { name: 'Borrow/Lend positions' });
    expect(await within(borrowLend).findByText(formatUsd(netValue(lend)))).toBeTruthy();
  });

  it('asks to connect a wallet without an owner in the route', async () => {
    renderPortfolio('/my-portfolio', null);
    expect(await screen.findByText('Connect a wallet to see your portfolio.')).toBeTruthy();
  });

  it('sums the same total for the side panel’s positions toggle', async () => {
    const realmSeed = seedGovernance({
      realm,
      registrar,
      voter: { wallet: owner.toBase58(), voter: null },
    });
    const lending = seedLending([
      {
        config: marketConfig('Main Market', main.toBase58(), true),
        reserves: [sol, usdc],
        walletObligations: { wallet: owner.toBase58(), obligations: [lend, multiply] },
      },
    ]);
    renderInApp(<PortfolioNetValue owner={owner.toBase58()} />, {
      seeds: [lending, realmSeed, seedPortfolio({ wallet: owner.toBase58(), strategies: [held] })],
      flags: { ...noFlags, lending: true },
    });
    const total = formatPortfolioTotal(netValue(lend).add(netValue(multiply)).add(16));
    expect(await screen.findByText(total)).toBeTruthy();
  });

  it('says why the side panel’s net value is missing when a source fails', async () => {
    const realmSeed = seedGovernance({
      realm,
      registrar,
      voter: { wallet: owner.toBase58(), voter: null },
    });
    const lending = seedLending([
      {
        config: marketConfig('Main Market', main.toBase58(), true),
        reserves: [sol, usdc],
        walletObligations: { wallet: owner.toBase58(), obligations: [lend] },
      },
    ]);
    renderInApp(<PortfolioNetValue owner={owner.toBase58()} />, {
      seeds: [
        lending,
        realmSeed,
        seedPortfolio({ wallet: owner.toBase58(), strategies: [held], walletReadFails: true }),
      ],
      flags: { ...noFlags, lending: true },
    });
    const dash = await screen.findByTitle('Liquidity positions could not be valued');
    expect(dash).toHaveTextContent('-');
    expect(screen.getByText('Liquidity positions could not be valued')).toBeTruthy();
  });

  it('lists liquidity positions at their share price, each opening its strategy', async () => {
    renderPortfolio('/my-portfolio', owner.toBase58(), null, { strategies: [held] });
    const liquidity = await screen.findByRole('region', { name: 'Liquidity positions' });
    const link = within(liquidity).getByRole('link');
    expect(link).toHaveAttribute('href', `/liquidity/${held.address.toBase58()}`);
    // (2.5 + 1.5) shares × $4.
    expect(within(liquidity).getByText(formatUsd(16))).toBeTruthy();
    expect(within(liquidity).getByText('4 shares · 1.5 staked')).toBeTruthy();
    const total = formatPortfolioTotal(netValue(lend).add(netValue(multiply)).add(16));
    expect(await screen.findByText(total)).toBeTruthy();
  });

  it('omits strategies without shares', async () => {
    const empty = { ...held, walletShares: 0n, stakedShares: 0n };
    renderPortfolio('/my-portfolio', owner.toBase58(), null, { strategies: [empty] });
    expect(await screen.findByRole('region', { name: 'Borrow/Lend positions' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Liquidity positions' })).toBeNull();
    const total = formatPortfolioTotal(netValue(lend).add(netValue(multiply)));
    expect(await screen.findByText(total)).toBeTruthy();
  });

  it('says when the liquidity read fails and keeps the other positions', async () => {
    const { toaster } = renderPortfolio('/my-portfolio', owner.toBase58(), null, {
      strategies: [held],
      walletReadFails: true,
    });
    await waitFor(() =>
      expect(shownToasts(toaster)).toContainEqual({
        type: 'error',
        message: 'Failed to load user positions',
        description: undefined,
        key: `liquidity-positions-${owner.toBase58()}`,
      }),
    );
    const borrowLend = screen.getByRole('region', { name: 'Borrow/Lend positions' });
    expect(await within(borrowLend).findByText(formatUsd(netValue(lend)))).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Liquidity positions' })).toBeNull();
  });

  it("raises 'Failed to load strategies' when the strategy list fails", async () => {
    const { toaster } = renderPortfolio('/my-portfolio', owner.toBase58(), null, {
      strategies: [held],
      listFails: true,
    });
    await waitFor(() =>
      expect(shownToasts(toaster)).toContainEqual({
        type: 'error',
        message: 'Failed to load strategies',
        description: undefined,
        key: 'strategies',
      }),
    );
    expect(await screen.findByRole('region', { name: 'Multiply positions' })).toBeTruthy();
  });
  it('shows each obligation’s PnL with its sign and its net APY', async () => {
    renderPortfolio('/my-portfolio', owner.toBase58(), null, {
      obligationPnls: [
        { market: main.toBase58(), obligation: lend.address.toBase58(), usd: '25.21' },
        { market: main.toBase58(), obligation: multiply.address.toBase58(), usd: '-3.5' },
      ],
    });
    const borrowLend = await screen.findByRole('region', { name: 'Borrow/Lend positions' });
    expect(await within(borrowLend).findByText('+$25.21')).toBeTruthy();
    const apy = viewOf(lend).netApy;
    expect(apy).toBeDefined();
    expect(await within(borrowLend).findByText(formatPercent(apy))).toBeTruthy();
    const multiplyGroup = screen.getByRole('region', { name: 'Multiply positions' });
    expect(await within(multiplyGroup).findByText('-$3.50')).toBeTruthy();
  });

  it('filters positions by the stablecoin they hold, and by the stars the user keeps', async () => {
    const user = userEvent.setup();
    const { context } = renderPortfolio('/my-portfolio', owner.toBase58());
    const borrowLend = await screen.findByRole('region', { name: 'Borrow/Lend positions' });
    await within(borrowLend).findByText(formatUsd(netValue(lend)));
    const filter = screen.getByRole('group', { name: 'Market filter' });
    // Both obligations owe USDC.
    await user.click(within(filter).getByRole('button', { name: 'USDC' }));
    expect(screen.getByRole('region', { name: 'Multiply positions' })).toBeTruthy();
    expect(within(borrowLend).getByRole('link', { name: /SOL \/ USDC/ })).toBeTruthy();
    await user.click(within(filter).getByRole('button', { name: 'USDG' }));
    expect(await screen.findByText('No positions match this filter.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /SOL \/ USDC/ })).toBeNull();
    await user.click(within(filter).getByRole('button', { name: 'Starred positions' }));
    expect(
      await screen.findByText('No starred positions. Star a position with ☆ to keep it here.'),
    ).toBeTruthy();
    await user.click(within(filter).getByRole('button', { name: 'All' }));
    // Each star names its own position.
    const star = await screen.findByRole('button', { name: 'Star Main Market · SOL / USDC' });
    await user.click(star);
    await user.click(within(filter).getByRole('button', { name: 'Starred positions' }));
    await waitFor(() =>
      expect(screen.getAllByRole('button', { name: /^Star Main Market/ })).toHaveLength(1),
    );
    expect(screen.getByRole('button', { name: 'Star Main Market · SOL / USDC' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const { storage, storageKeys } = context.services;
    expect(storage.getItem(storageKeys.starredPositions)).toBe(
      JSON.stringify([lend.address.toBase58()]),
    );
  });

  it('sums the figures per product on the Stats tab', async () => {
    const user = userEvent.setup();
    renderPortfolio('/my-portfolio', owner.toBase58(), null, {
      obligationPnls: [
        { market: main.toBase58(), obligation: lend.address.toBase58(), usd: '10' },
        { market: main.toBase58(), obligation: multiply.address.toBase58(), usd: '-4' },
      ],
    });
    await user.click(await screen.findByRole('tab', { name: 'Stats' }));
    const table = await screen.findByRole('table', { name: 'Position statistics' });
    const total = netValue(lend).add(netValue(multiply));
    await waitFor(() => expect(within(table).getByText('+$6.00')).toBeTruthy());
    const rows = within(table).getAllByRole('row');
    const totalRow = rows.find((row) => row.textContent?.startsWith('Total'));
    expect(totalRow?.textContent).toContain(formatUsd(total));
    expect(totalRow?.textContent).toContain('2');
  });

  it('switches the headline between the net value and the wallet balance', async () => {
    const user = userEvent.setup();
    renderPortfolio('/my-portfolio', owner.toBase58());
    const toggle = await screen.findByRole('group', { name: 'Summary' });
    expect(within(toggle).getByRole('button', { name: /positions/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByText('Net value', { selector: 'dt' })).toBeTruthy();
    await user.click(within(toggle).getByRole('button', { name: 'Wallet balance' }));
    expect(await screen.findByText('Wallet balance', { selector: 'dt' })).toBeTruthy();
  });
});
