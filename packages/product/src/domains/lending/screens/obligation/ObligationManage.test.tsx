import type { MarketConfig } from '@keel/api-client';
import { toPublicKey, vanillaObligationPda } from '@keel/chain-readers';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen, withWallet } from '../../../../testing/renderScreen';
import { obligationFixture } from '../../data/testing/obligationFixture';
import { reserveFixture, testKey } from '../../data/testing/reserveFixture';
import { seedLending } from '../../data/testing/seedLending';

const market = testKey(180);
const owner = testKey(181);
const config: MarketConfig = {
  name: 'Main Market',
  lendingMarket: market.toBase58(),
  isPrimary: true,
  description: '',
  lookupTable: '',
  isCurated: false,
};
const sol = reserveFixture({
  address: testKey(182),
  market,
  symbol: 'SOL',
  decimals: 9,
  available: '1000',
  borrowed: '0',
  price: '100',
});
const usdc = reserveFixture({
  address: testKey(183),
  market,
  symbol: 'USDC',
  decimals: 6,
  available: '100000',
  borrowed: '5000',
  price: '1',
});

function renderDashboard(
  obligationAddress = vanillaObligationPda(owner, market).address,
  wallet = owner,
) {
  const obligation = obligationFixture({
    address: toPublicKey(obligationAddress),
    market,
    owner,
    deposits: [{ reserve: toPublicKey(sol.address), cTokens: 2_000_000_000n }],
    borrows: [{ reserve: toPublicKey(usdc.address), lamports: '40000000' }],
  });
  return renderScreen(
    'lending.dashboard',
    `/lending/dashboard/${market.toBase58()}/${obligationAddress.toBase58()}`,
    {
      seeds: [
        seedLending([{ config, reserves: [sol, usdc], obligationAccounts: [obligation] }]),
        withWallet(wallet.toBase58()),
      ],
    },
  );
}

describe('obligation dashboard manage buttons', () => {
  it("the owner's main obligation: supply / withdraw on deposits, borrow / repay on borrows", async () => {
    renderDashboard();
    const deposits = await screen.findByRole('table', { name: 'Deposits' });
    expect(within(deposits).getByRole('button', { name: 'Withdraw SOL' })).toBeInTheDocument();
    expect(within(deposits).getByRole('button', { name: 'Supply SOL' })).toBeInTheDocument();
    // On a phone the buttons close the row's card instead of sitting among its fields.
    expect(
      within(deposits).getByRole('button', { name: 'Supply SOL' }).closest('td')?.className,
    ).toContain('keel-table__cell--card-actions');
    const borrows = screen.getByRole('table', { name: 'Borrows' });
    within(borrows).getByRole('button', { name: 'Repay USDC' }).click();
    expect(await screen.findByRole('dialog', { name: 'Repay USDC' })).toBeInTheDocument();
  });

  it('a viewer and another obligation of the wallet get no buttons', async () => {
    const view = renderDashboard(undefined, testKey(184));
    await screen.findByRole('table', { name: 'Deposits' });
    expect(screen.queryByRole('button', { name: 'Withdraw SOL' })).toBeNull();
    view.unmount();
    renderDashboard(testKey(185));
    await screen.findByRole('table', { name: 'Deposits' });
    expect(screen.queryByRole('button', { name: 'Withdraw SOL' })).toBeNull();
  });
});
