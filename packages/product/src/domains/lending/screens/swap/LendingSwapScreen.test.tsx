import type { MarketConfig } from '@keel/api-client';
import { toPublicKey, vanillaObligationPda } from '@keel/chain-readers';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderScreen, withWallet } from '../../../../testing/renderScreen';
import { obligationFixture } from '../../data/testing/obligationFixture';
import { reserveFixture, testKey } from '../../data/testing/reserveFixture';
import { seedLending } from '../../data/testing/seedLending';

const market = testKey(280);
const owner = testKey(281);
const config: MarketConfig = {
  name: 'Main Market',
  lendingMarket: market.toBase58(),
  isPrimary: true,
  description: '',
  lookupTable: '',
  isCurated: false,
};
const fixture = (n: number, symbol: string, decimals: number, price: string) =>
  reserveFixture({
    address: testKey(n),
    market,
    symbol,
    decimals,
    mint: testKey(n + 10),
    available: '100000',
    borrowed: '1000',
    price,
  });
const sol = fixture(282, 'SOL', 9, '100');
const jito = fixture(283, 'JitoSOL', 9, '110');
const usdc = fixture(284, 'USDC', 6, '1');
const obligationAddress = vanillaObligationPda(owner, market).address;
const obligation = obligationFixture({
  address: toPublicKey(obligationAddress),
  market,
  owner,
  deposits: [{ reserve: toPublicKey(sol.address), cTokens: 2_000_000_000n }],
  borrows: [{ reserve: toPublicKey(usdc.address), lamports: '40000000' }],
});

function renderSwap(options: { wallet?: string; obligations?: boolean; path?: string } = {}) {
  const wallet = options.wallet;
  return renderScreen('lending.swap', options.path ?? '/lending/swap', {
    seeds: [
      seedLending([
        {
          config,
          reserves: [sol, jito, usdc],
          obligationAccounts: [obligation],
          ...(wallet
            ? {
                walletObligations: {
                  wallet,
                  obligations: options.obligations === false ? [] : [obligation],
                },
              }
            : {}),
        },
      ]),
      ...(wallet ? [withWallet(wallet)] : []),
    ],
  });
}

describe('/lending/swap', () => {
  it('asks to connect a wallet', async () => {
    renderSwap();
    expect(
      await screen.findByText('Connect a wallet to swap collateral or debt'),
    ).toBeInTheDocument();
  });

  it('a wallet without a position gets an empty state leading to the markets', async () => {
    renderSwap({ wallet: testKey(290).toBase58(), obligations: false });
    expect(
      await screen.findByText('You have no lending position with collateral to swap.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the markets' })).toHaveAttribute(
      'href',
      '/lending',
    );
  });

  it('swaps collateral from a deposit into another reserve of the market', async () => {
    renderSwap({ wallet: owner.toBase58() });
    const form = await screen.findByRole('region', { name: 'Swap inside a position' });
    const from = await within(form).findByLabelText('From', { exact: true });
    expect(from).toHaveValue(sol.address.toBase58());
    const to = within(form).getByLabelText('To', { exact: true });
    const targets = within(to)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(targets).toEqual(['JitoSOL', 'USDC']);
    await userEvent.type(within(form).getByRole('textbox', { name: /Collateral to swap/ }), '5');
    expect(await within(form).findByText('Above the collateral')).toBeInTheDocument();
    const submit = form.querySelector('.keel-action-submit');
    expect(submit).toBeDisabled();
  });

  it('?mode=debt opens the debt side on the obligation’s borrows', async () => {
    renderSwap({
      wallet: owner.toBase58(),
      path: `/lending/swap?obligation=${obligationAddress.toBase58()}&mode=debt`,
    });
    const form = await screen.findByRole('region', { name: 'Swap inside a position' });
    const from = await within(form).findByLabelText('From', { exact: true });
    expect(from).toHaveValue(usdc.address.toBase58());
    expect(within(form).getByRole('button', { name: 'Debt' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });
});

describe('the obligation dashboard', () => {
  it('leads its owner to swap the collateral or the debt', async () => {
    renderScreen(
      'lending.dashboard',
      `/lending/dashboard/${market.toBase58()}/${obligationAddress.toBase58()}`,
      {
        seeds: [
          seedLending([{ config, reserves: [sol, jito, usdc], obligationAccounts: [obligation] }]),
          withWallet(owner.toBase58()),
        ],
      },
    );
    const collateral = await screen.findByRole('link', { name: 'Swap collateral' });
    expect(collateral).toHaveAttribute(
      'href',
      `/lending/swap?obligation=${obligationAddress.toBase58()}`,
    );
    expect(screen.getByRole('link', { name: 'Swap debt' })).toHaveAttribute(
      'href',
      `/lending/swap?obligation=${obligationAddress.toBase58()}&mode=debt`,
    );
  });
});
