import type { MarketConfig } from '@keel/api-client';
import {
  chainKeys,
  KLEND_PROGRAM_ID,
  type LendingMarketState,
  type TokenAccount,
  toPublicKey,
} from '@keel/chain-readers';
import { formatTokenAmount, formatUsd, lamportsToAmount, MathDecimal } from '@keel/core-math';
import { Keypair } from '@solana/web3.js';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AMOUNT_REASONS } from '../../../../actions/amountProblem';
import { renderInApp, type ScreenSeed, shownToasts } from '../../../../testing/renderScreen';
import { FakeChain } from '../../../../transactions/log/testing/fakeChain';
import { connectSigningWallet } from '../../../../transactions/log/testing/signingWallet';
import { LIQUIDATION_REFUSALS } from '../../data/liquidationPreview';
import { lendingRuntime } from '../../data/runtime';
import { obligationFixture } from '../../data/testing/obligationFixture';
import { reserveFixture, testKey } from '../../data/testing/reserveFixture';
import { seedLending, TEST_ENDPOINT } from '../../data/testing/seedLending';
import { LIQUIDATION_REASONS, LiquidationForm } from './LiquidationForm';

const market = testKey(160);
const liquidator = Keypair.fromSeed(new Uint8Array(32).fill(16));
const sol = reserveFixture({
  address: testKey(161),
  market,
  symbol: 'SOL',
  decimals: 9,
  available: '1000',
  borrowed: '0',
  price: '100',
  loanToValuePct: 70,
  liquidationThresholdPct: 80,
});
const usdc = reserveFixture({
  address: testKey(162),
  market,
  symbol: 'USDC',
  decimals: 6,
  available: '100000',
  borrowed: '5000',
  price: '1',
});
const jito = reserveFixture({
  address: testKey(165),
  market,
  symbol: 'JitoSOL',
  decimals: 9,
  mint: testKey(966),
  available: '1000',
  borrowed: '0',
  price: '110',
  loanToValuePct: 75,
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
/** 10 SOL ($1000, liquidation LTV 80 %) against 820 USDC: LTV 82 %. */
const unhealthy = obligationFixture({
  address: testKey(163),
  market,
  owner: testKey(164),
  deposits: [{ reserve: toPublicKey(sol.address), cTokens: 10_000_000_000n }],
  borrows: [{ reserve: toPublicKey(usdc.address), lamports: '820000000' }],
});

/** Two collaterals: the program takes SOL's (liquidation LTV 80 %) before JitoSOL's (85 %). */
const twoCollaterals = obligationFixture({
  address: testKey(167),
  market,
  owner: testKey(164),
  deposits: [
    { reserve: toPublicKey(sol.address), cTokens: 5_000_000_000n },
    { reserve: toPublicKey(jito.address), cTokens: 5_000_000_000n },
  ],
  borrows: [{ reserve: toPublicKey(usdc.address), lamports: '900000000' }],
});

/** The fixture market allows no liquidation at once; this one allows $1,000,000. */
const liquidationCap: ScreenSeed = ({ queryClient }) => {
  const key = chainKeys.lendingMarket(TEST_ENDPOINT, market.toBase58(), null, KLEND_PROGRAM_ID);
  const state = queryClient.getQueryData<LendingMarketState>(key);
  if (!state) throw new Error('seed the market first');
  queryClient.setQueryData(key, {
    ...state,
    market: { ...state.market, maxLiquidatableDebtMarketValueAtOnce: 1_000_000n },
  });
};

/** The liquidator holds `usdc` USDC in its associated account, and 5 SOL. */
const balances =
  (usdcAmount: string): ScreenSeed =>
  ({ queryClient }) => {
    const wallet = liquidator.publicKey;
    queryClient.setQueryData(chainKeys.nativeBalance(TEST_ENDPOINT, wallet), 5_000_000_000n);
    const source = lendingRuntime.liquidationWrites.repaySource(
      wallet.toBase58(),
      usdc.liquidity.mintPubkey,
      usdc.liquidity.tokenProgram,
    );
    const account = {
      address: source,
      mint: usdc.liquidity.mintPubkey,
      owner: wallet,
      amount: BigInt(Number(usdcAmount) * 1e6),
    } as unknown as TokenAccount;
    queryClient.setQueryData(chainKeys.tokenAccounts(TEST_ENDPOINT, wallet), [account]);
  };

function renderForm(
  usdcBalance: string,
  chain = new FakeChain(),
  onDone = () => {},
  obligation = unhealthy,
) {
  return renderInApp(
    <LiquidationForm
      market={market.toBase58()}
      obligation={obligation.address.toBase58()}
      onDone={onDone}
    />,
    {
      seeds: [
        seedLending([{ config, reserves: [sol, usdc, jito], obligationAccounts: [obligation] }]),
        liquidationCap,
        balances(usdcBalance),
        connectSigningWallet(liquidator),
        (context) => {
          context.services.connections = async () => chain.connections();
          context.transactionSettings.getState().setSlippage(new MathDecimal(1));
        },
      ],
      flags: { withdrawOnly: false, geoBlock: false },
    },
  );
}

const row = (label: string) =>
  within(screen.getByLabelText('Preview')).getByText(label).nextElementSibling?.textContent;

describe('LiquidationForm', () => {
  it('asks for a wallet when none is connected', async () => {
    renderInApp(
      <LiquidationForm market={market.toBase58()} obligation={unhealthy.address.toBase58()} />,
      {
        seeds: [seedLending([{ config, reserves: [sol, usdc], obligationAccounts: [unhealthy] }])],
        flags: { geoBlock: false },
      },
    );
    expect(await screen.findByText('Connect a wallet to liquidate')).toBeInTheDocument();
  });

  it('picks the debt and collateral, Max within the wallet balance, the preview of 82 USDC', async () => {
    const user = userEvent.setup();
    renderForm('50');
    const field = await screen.findByLabelText(/Repay amount/);
    expect(screen.getByRole('button', { name: /Debt to repay.*USDC/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Collateral to receive.*SOL/ })).toBeInTheDocument();
    expect(screen.getByText('Owed: 820 USDC ($820.00)')).toBeInTheDocument();
    expect(screen.getByText('Wallet: 50 USDC')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Max' }));
    expect(field).toHaveValue('50');
    await user.clear(field);
    await user.type(field, '60');
    expect(screen.getByRole('button', { name: AMOUNT_REASONS.insufficientBalance })).toBeDisabled();
  });

  it('Max is the close factor’s share with a larger balance; above it is refused', async () => {
    const user = userEvent.setup();
    renderForm('500');
    const field = await screen.findByLabelText(/Repay amount/);
    await user.click(screen.getByRole('button', { name: 'Max' }));
    expect(field).toHaveValue('82');
    expect(row('You repay')).toBe('82 USDC ($82.00)');
    // core-math: $82 × 1.02 in SOL on the program's grid, less 10 % of the bonus part.
    const received = lamportsToAmount(834_759_999n, 9);
    expect(row('You receive')).toBe(
      `${formatTokenAmount(received, { symbol: 'SOL' })} (${formatUsd(received.times(100))})`,
    );
    expect(row('Liquidation bonus')).toBe('2.00%');
    expect(row('Obligation LTV')).toMatch(/^from 82\.00%.*to 80\.5\d%$/);
    expect(screen.getByRole('button', { name: 'Liquidate' })).toBeEnabled();
    await user.clear(field);
    await user.type(field, '90');
    expect(screen.getByRole('button', { name: LIQUIDATION_REASONS.aboveMax })).toBeDisabled();
  });

  it('another collateral than the program’s first is refused with its reason', async () => {
    const user = userEvent.setup();
    renderForm('500', new FakeChain(), () => {}, twoCollaterals);
    const field = await screen.findByLabelText(/Repay amount/);
    expect(screen.getByRole('button', { name: /Collateral to receive.*SOL/ })).toBeInTheDocument();
    await user.type(field, '10');
    expect(screen.getByRole('button', { name: 'Liquidate' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: /Collateral to receive/ }));
    await user.click(screen.getByRole('option', { name: /JitoSOL/ }));
    expect(
      screen.getByRole('button', {
        name: LIQUIDATION_REFUSALS.LiquidationLowestLiquidationLtvPriority,
      }),
    ).toBeDisabled();
  });

  it('liquidates: the composed transaction carries the amount and the slippage floor', async () => {
    const user = userEvent.setup();
    const chain = new FakeChain();
    const onDone = vi.fn();
    const { toaster } = renderForm('500', chain, onDone);
    const field = await screen.findByLabelText(/Repay amount/);
    await user.type(field, '82');
    await user.click(screen.getByRole('button', { name: 'Liquidate' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(shownToasts(toaster)).toEqual([expect.objectContaining({ type: 'success' })]);
    expect(chain.sent).toHaveLength(1);
    const message = chain.sent[0]!.message;
    const keys = message.staticAccountKeys;
    const liquidate = message.compiledInstructions.find(
      (ix) =>
        keys[ix.programIdIndex]!.equals(toPublicKey(KLEND_PROGRAM_ID)) &&
        Buffer.from(ix.data.subarray(0, 8)).toString('hex') === 'b1479abce2854a37',
    );
    const data = Buffer.from(liquidate!.data);
    expect(data.readBigUInt64LE(8)).toBe(82_000_000n);
    // 834,759,999 lamports predicted, 1 % slippage: floor(× 0.99).
    expect(data.readBigUInt64LE(16)).toBe(826_412_399n);
    expect(keys[liquidate!.accountKeyIndexes[0]!]!.equals(liquidator.publicKey)).toBe(true);
  });
});
