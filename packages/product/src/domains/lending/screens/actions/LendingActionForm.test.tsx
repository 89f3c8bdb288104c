import type { MarketConfig } from '@keel/api-client';
import { chainKeys, KLEND_PROGRAM_ID, type TokenAccount, toPublicKey } from '@keel/chain-readers';
import { formatApy } from '@keel/core-math';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { GATE_REASONS } from '../../../../actions/actionGate';
import { AMOUNT_REASONS } from '../../../../actions/amountProblem';
import { renderInApp, type ScreenSeed, withWallet } from '../../../../testing/renderScreen';
import { LENDING_REASONS } from '../../data/actionLimits';
import { reserveView } from '../../data/reserveView';
import { obligationFixture } from '../../data/testing/obligationFixture';
import { reserveFixture, testKey } from '../../data/testing/reserveFixture';
import { seedLending, TEST_ENDPOINT, TEST_SLOT_MS } from '../../data/testing/seedLending';
import { actionAddresses, setupAccounts } from '../../data/writeAddresses';
import { LendingActionForm } from './LendingActionForm';

const market = testKey(70);
const wallet = testKey(71);
const usdc = reserveFixture({
  address: testKey(72),
  market,
  symbol: 'USDC',
  decimals: 6,
  available: '10000',
  borrowed: '5000',
  price: '1',
  loanToValuePct: 80,
  liquidationThresholdPct: 85,
});
const config: MarketConfig = {
  name: 'Main Market',
  lendingMarket: market.toBase58(),
  isPrimary: true,
  description: '',
  lookupTable: '',
  isCurated: false,
};
const addresses = actionAddresses(wallet.toBase58(), market.toBase58(), usdc);

/** The wallet holds `usdcBalance` USDC and, when `supplied` is set, has supplied that many. */
function walletSeed({
  usdcBalance,
  supplied,
}: {
  usdcBalance: string;
  supplied?: bigint;
}): ScreenSeed {
  return ({ queryClient }) => {
    queryClient.setQueryData(chainKeys.nativeBalance(TEST_ENDPOINT, wallet), 5_000_000_000n);
    const account = {
      address: addresses.tokenAccount,
      mint: usdc.liquidity.mintPubkey,
      owner: wallet,
      amount: BigInt(Number(usdcBalance) * 1e6),
    } as unknown as TokenAccount;
    queryClient.setQueryData(chainKeys.tokenAccounts(TEST_ENDPOINT, wallet), [account]);
    queryClient.setQueryData(
      chainKeys.walletAccountsExist(TEST_ENDPOINT, wallet, setupAccounts(addresses)),
      setupAccounts(addresses).map(() => supplied !== undefined),
    );
    if (supplied !== undefined) {
      queryClient.setQueryData(
        chainKeys.obligation(TEST_ENDPOINT, addresses.obligation, KLEND_PROGRAM_ID),
        obligationFixture({
          address: toPublicKey(addresses.obligation),
          market,
          owner: wallet,
          deposits: [{ reserve: toPublicKey(usdc.address), cTokens: supplied }],
          borrows: [],
        }),
      );
    }
  };
}

/** A connected wallet that can sign (and refuses to, should a test get that far). */
const signingWallet: ScreenSeed = (context) => {
  withWallet(wallet.toBase58())(context);
  context.walletStore.getState().setRuntime({
    controls: {
      disconnect: async () => {},
      connect: async () => {},
      signer: () => ({
        publicKey: toPublicKey(wallet),
        signTransaction: () => Promise.reject(new Error('User rejected the request.')),
      }),
    },
  });
};

function renderForm(
  action: 'supply' | 'withdraw' | 'borrow' | 'repay',
  seeds: ScreenSeed[],
  flags: { withdrawOnly?: boolean; skipActionLimits?: boolean } = {},
) {
  return renderInApp(
    <LendingActionForm
      market={market.toBase58()}
      reserve={usdc.address.toBase58()}
      action={action}
    />,
    {
      seeds: [seedLending([{ config, reserves: [usdc] }]), signingWallet, ...seeds],
      flags: { withdrawOnly: false, geoBlock: false, ...flags },
    },
  );
}

describe('LendingActionForm', () => {
  it('asks for a wallet when none is connected', async () => {
    renderInApp(
      <LendingActionForm
        market={market.toBase58()}
        reserve={usdc.address.toBase58()}
        action="supply"
      />,
      { seeds: [seedLending([{ config, reserves: [usdc] }])], flags: { geoBlock: false } },
    );
    expect(await screen.findByText('Connect a wallet to supply')).toBeInTheDocument();
  });

  it('supply: the wallet balance, Max, the reason above it, and the preview of the first deposit', async () => {
    const user = userEvent.setup();
    renderForm('supply', [walletSeed({ usdcBalance: '250' })]);
    const field = await screen.findByLabelText(/Supply amount/);
    expect(screen.getByText('Wallet: 250 USDC')).toBeInTheDocument();
    await user.type(field, '300');
    expect(screen.getByRole('button', { name: AMOUNT_REASONS.insufficientBalance })).toBeDisabled();
    expect(field).toHaveAccessibleDescription(/^Insufficient balance/);
    await user.click(screen.getByRole('button', { name: 'Max' }));
    expect(field).toHaveValue('250');
    const preview = screen.getByLabelText('Preview');
    const supplied = within(preview).getByText('Supplied').nextElementSibling;
    expect(supplied?.textContent).toContain('$250.00');
    expect(screen.getByRole('button', { name: 'Supply' })).toBeEnabled();
  });

  it('borrow: refused with the reason without collateral', async () => {
    const user = userEvent.setup();
    renderForm('borrow', [walletSeed({ usdcBalance: '0' })]);
    await user.type(await screen.findByLabelText(/Borrow amount/), '1');
    expect(screen.getByRole('button', { name: LENDING_REASONS.noCollateral })).toBeDisabled();
  });

  it('borrow: the preview says risk goes up on LTV and health, whatever their colour', async () => {
    const user = userEvent.setup();
    renderForm('borrow', [walletSeed({ usdcBalance: '0', supplied: 1_000_000_000n })]);
    await user.type(await screen.findByLabelText(/Borrow amount/), '100');
    const preview = screen.getByLabelText('Preview');
    const ltv = within(preview).getByText('LTV').nextElementSibling;
    expect(ltv?.textContent).toMatch(/ risk up$/);
    expect(ltv?.querySelector('.keel-action-preview__after--low')).not.toBeNull();
    expect(within(preview).getByText('Health').nextElementSibling?.textContent).toMatch(
      / risk up$/,
    );
    expect(within(preview).getByText('Supplied').nextElementSibling?.textContent).not.toMatch(
      /risk/,
    );
  });

  it('withdraw: Max is the supplied amount when there is no debt', async () => {
    const user = userEvent.setup();
    renderForm('withdraw', [walletSeed({ usdcBalance: '0', supplied: 40_000_000n })]);
    const field = await screen.findByLabelText(/Withdraw amount/);
    await user.click(screen.getByRole('button', { name: 'Max' }));
    expect(field).toHaveValue('40');
    await user.clear(field);
    await user.type(field, '41');
    expect(screen.getByRole('button', { name: LENDING_REASONS.supplied })).toBeDisabled();
  });

  it('skipActionLimits lets an amount above the limits through but keeps Max from them', async () => {
    const user = userEvent.setup();
    renderForm('supply', [walletSeed({ usdcBalance: '250' })], { skipActionLimits: true });
    const field = await screen.findByLabelText(/Supply amount/);
    await user.type(field, '300');
    expect(screen.getByRole('button', { name: 'Supply' })).toBeEnabled();
    await user.clear(field);
    expect(screen.getByRole('button', { name: AMOUNT_REASONS.enter })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Max' }));
    expect(field).toHaveValue('250');
  });

  it.each([
    ['supply', 'Supply APY', 'totalDepositApy'],
    ['withdraw', 'Supply APY', 'totalDepositApy'],
    ['borrow', 'Borrow APY', 'totalBorrowApy'],
    ['repay', 'Borrow APY', 'totalBorrowApy'],
  ] as const)(
    '%s: the first preview row is the rate it earns or pays (%s)',
    async (action, label, apy) => {
      renderForm(action, [walletSeed({ usdcBalance: '250', supplied: 40_000_000n })]);
      const preview = await screen.findByLabelText('Preview');
      const view = reserveView(usdc, { slotDurationMs: TEST_SLOT_MS, nowSeconds: 0 });
      const first = () => preview.querySelector('dt');
      expect(first()?.textContent).toBe(label);
      await waitFor(() =>
        expect(first()?.nextElementSibling?.textContent).toBe(formatApy(view.apys[apy])),
      );
    },
  );

  it('withdraw-only mode refuses a supply with its reason and keeps withdraw', async () => {
    const user = userEvent.setup();
    renderForm('supply', [walletSeed({ usdcBalance: '250' })], { withdrawOnly: true });
    await user.type(await screen.findByLabelText(/Supply amount/), '10');
    expect(screen.getByRole('button', { name: GATE_REASONS.withdrawOnly })).toBeDisabled();
  });
});
