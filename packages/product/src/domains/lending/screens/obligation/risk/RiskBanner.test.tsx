import type { MarketConfig } from '@keel/api-client';
import { type LendingMarketState, toPublicKey, vanillaObligationPda } from '@keel/chain-readers';
import { formatPercent, riskColour } from '@keel/core-math';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderScreen, withWallet } from '../../../../../testing/renderScreen';
import { obligationView } from '../../../data/obligationView';
import { reserveView } from '../../../data/reserveView';
import { obligationFixture } from '../../../data/testing/obligationFixture';
import { reserveFixture, testKey } from '../../../data/testing/reserveFixture';
import { marketFixture, seedLending, TEST_SLOT_MS } from '../../../data/testing/seedLending';

const market = testKey(190);
const owner = testKey(191);
const config: MarketConfig = {
  name: 'JLP Market',
  lendingMarket: market.toBase58(),
  isPrimary: true,
  description: '',
  lookupTable: '',
  isCurated: false,
};
// Max LTV 74 %, liquidation LTV 79 %: the JLP market's thresholds.
const jlp = reserveFixture({
  address: testKey(192),
  market,
  symbol: 'JLP',
  decimals: 6,
  available: '100000',
  borrowed: '0',
  price: '1',
  loanToValuePct: 74,
  liquidationThresholdPct: 79,
});
const usdc = reserveFixture({
  address: testKey(193),
  market,
  symbol: 'USDC',
  decimals: 6,
  available: '100000',
  borrowed: '5000',
  price: '1',
});
const address = vanillaObligationPda(owner, market).address;

/** 1,000 JLP deposited ($1,000) against `debt` USDC: LTV = debt / 1,000. */
function position(debt: string) {
  return obligationFixture({
    address: toPublicKey(address),
    market,
    owner,
    deposits: [{ reserve: toPublicKey(jlp.address), cTokens: 1_000_000_000n }],
    borrows: [{ reserve: toPublicKey(usdc.address), lamports: `${debt}000000` }],
  });
}

function expectedView(obligation: ReturnType<typeof position>) {
  const state: LendingMarketState = {
    market: marketFixture(market, 'JLP Market'),
    reserves: [jlp, usdc],
  };
  const views = state.reserves.map((r) =>
    reserveView(r, { slotDurationMs: TEST_SLOT_MS, nowSeconds: 0 }),
  );
  return obligationView(obligation, state, views);
}

function renderDashboard(debt: string, wallet = owner) {
  const obligation = position(debt);
  renderScreen('lending.dashboard', `/lending/dashboard/${market.toBase58()}/${address}`, {
    seeds: [
      seedLending([{ config, reserves: [jlp, usdc], obligationAccounts: [obligation] }]),
      withWallet(wallet.toBase58()),
    ],
  });
  return expectedView(obligation);
}

describe('the at-risk banner of the obligation dashboard', () => {
  it('past the max LTV: an orange banner with the LTV against both thresholds, a gauge and the two actions', async () => {
    const view = renderDashboard('775');
    const { loanToValue, maxLtv, liquidationLtv } = view.stats;
    expect(riskColour(loanToValue, { maxLtv, liquidationLtv })).toBe('orange');
    const banner = await screen.findByRole('region', { name: 'Position at risk' });
    expect(banner).toHaveAttribute('data-risk', 'orange');
    expect(banner).toHaveClass('keel-risk-banner--orange');
    expect(banner).toHaveTextContent(
      `LTV ${formatPercent(loanToValue)} · max ${formatPercent(maxLtv)} · liquidation ${formatPercent(liquidationLtv)}`,
    );
    expect(banner).toHaveTextContent('LTV 77.50% · max 74.00% · liquidation 79.00%');
    const gauge = within(banner).getByRole('meter', { name: 'LTV' });
    expect(gauge).toHaveAttribute('value', '0.775');
    expect(gauge).toHaveAttribute('low', '0.74');
    expect(gauge).toHaveAttribute('high', '0.79');
    expect(gauge).toHaveAttribute(
      'aria-valuetext',
      '77.50%, max LTV 74.00%, liquidation LTV 79.00%',
    );
    // The banner comes before every other figure of the dashboard.
    const figures = screen.getByRole('region', { name: 'Position' });
    expect(banner.compareDocumentPosition(figures) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    await userEvent.click(within(banner).getByRole('button', { name: 'Repay' }));
    const repay = await screen.findByRole('dialog', { name: 'Repay USDC' });
    expect(within(repay).getByRole('tab', { name: 'Repay' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.click(within(repay).getByRole('button', { name: /close/i }));
    await userEvent.click(within(banner).getByRole('button', { name: 'Add collateral' }));
    const supply = await screen.findByRole('dialog', { name: 'Supply JLP' });
    expect(within(supply).getByRole('tab', { name: 'Supply' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('at the liquidation LTV: the red banner', async () => {
    renderDashboard('800');
    const banner = await screen.findByRole('region', { name: 'Position can be liquidated' });
    expect(banner).toHaveAttribute('data-risk', 'red');
    expect(banner).toHaveTextContent('LTV 80.00% · max 74.00% · liquidation 79.00%');
  });

  it('below the max LTV: no banner', async () => {
    renderDashboard('700');
    await screen.findByRole('region', { name: 'Position' });
    expect(screen.queryByRole('meter')).toBeNull();
    expect(screen.queryByRole('region', { name: /^Position (at risk|can be)/ })).toBeNull();
  });

  it('a viewer sees the banner and the gauge, without the actions', async () => {
    renderDashboard('775', testKey(194));
    const banner = await screen.findByRole('region', { name: 'Position at risk' });
    expect(within(banner).getByRole('meter')).toBeInTheDocument();
    expect(within(banner).queryByRole('button')).toBeNull();
  });
});
