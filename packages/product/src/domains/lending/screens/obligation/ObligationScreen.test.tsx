import type { MarketConfig, ObligationTransaction } from '@keel/api-client';
import { toPublicKey } from '@keel/chain-readers';
import { MathDecimal } from '@keel/core-math';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AppContext } from '../../../../app/createAppContext';
import { renderScreen, shownToasts } from '../../../../testing/renderScreen';
import { obligationFixture } from '../../data/testing/obligationFixture';
import { reserveFixture, testKey } from '../../data/testing/reserveFixture';
import {
  marketFailedToast,
  seededLendingServices,
  seedLending,
} from '../../data/testing/seedLending';

const market = testKey(170);
const config: MarketConfig = {
  name: 'Main Market',
  lendingMarket: market.toBase58(),
  isPrimary: true,
  description: '',
  lookupTable: '',
  isCurated: false,
};
const sol = reserveFixture({
  address: testKey(171),
  market,
  symbol: 'SOL',
  decimals: 9,
  available: '1000',
  borrowed: '0',
  price: '100',
});
const usdc = reserveFixture({
  address: testKey(172),
  market,
  symbol: 'USDC',
  decimals: 6,
  available: '100000',
  borrowed: '5000',
  price: '1',
});
const obligation = obligationFixture({
  address: testKey(173),
  market,
  deposits: [{ reserve: toPublicKey(sol.address), cTokens: 1_234_567_891n }],
  borrows: [{ reserve: toPublicKey(usdc.address), lamports: '40123456' }],
});

const tx = (
  signature: string,
  timestamp: number,
  extra: Partial<ObligationTransaction>,
): ObligationTransaction => ({
  timestamp,
  transactionSignature: signature,
  transactionName: 'borrowObligationLiquidity',
  reserve: usdc.address.toBase58(),
  liquidityToken: 'USDC',
  liquidityTokenAmount: new MathDecimal('40.123456'),
  liquidityTokenPrice: new MathDecimal(1),
  solPrice: new MathDecimal(150),
  liquidityUsdValue: new MathDecimal('40.12'),
  isLiquidationWithdrawal: false,
  isSecondPartOfCompositeIx: false,
  ...extra,
});

function renderDashboard({
  transactions,
  marketReadFails = false,
  position = obligation,
}: {
  transactions?: ObligationTransaction[];
  marketReadFails?: boolean;
  position?: typeof obligation;
}) {
  const marketAddress = market.toBase58();
  const obligationAddress = position.address.toBase58();
  const seed = seedLending([
    { config, reserves: [sol, usdc], marketReadFails, obligationAccounts: [position] },
  ]);
  const seedTransactions = ({ queryClient }: AppContext) => {
    if (!transactions) return;
    const { queryKey } = seededLendingServices(queryClient).api.lending.obligationTransactions(
      marketAddress,
      obligationAddress,
    );
    queryClient.setQueryData(queryKey, transactions);
  };
  return renderScreen(
    'lending.dashboard',
    `/lending/dashboard/${marketAddress}/${obligationAddress}`,
    {
      seeds: [seed, seedTransactions],
    },
  );
}

const rowsOf = async (name: string) => {
  const table = await screen.findByRole('table', { name });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell'));
};

describe('ObligationScreen', () => {
  it('lists transactions by display name (else instruction name), without second parts', async () => {
    renderDashboard({
      transactions: [
        tx('Sig1', 3_000, { transactionDisplayName: 'Borrow' }),
        tx('Sig2', 2_000, { transactionDisplayName: 'Deposit', isSecondPartOfCompositeIx: true }),
        tx('Sig3', 1_000, {
          transactionName: 'withdrawObligationCollateralAndRedeemReserveCollateral',
          liquidityToken: 'SOL',
          liquidityTokenAmount: new MathDecimal('-1.234567891'),
        }),
      ],
    });
    const rows = await rowsOf('Transactions');
    expect(rows.map((cells) => [cells[1]?.textContent, cells[3]?.textContent])).toEqual([
      ['Borrow', '40.12'],
      ['withdrawObligationCollateralAndRedeemReserveCollateral', '1.234567'],
    ]);
  });

  it('shows stablecoin position amounts with 2 decimals and other tokens with up to 6', async () => {
    renderDashboard({ transactions: [] });
    const [deposit] = await rowsOf('Deposits');
    const [borrow] = await rowsOf('Borrows');
    expect(deposit?.[1]?.textContent).toBe('1.234567');
    expect(borrow?.[1]?.textContent).toBe('40.12');
  });

  it('shows how far each collateral is from liquidation, and when interest alone gets there', async () => {
    // $123.46 of SOL against $95 of USDC: close enough for interest to matter within years.
    const position = obligationFixture({
      address: testKey(174),
      market,
      deposits: [{ reserve: toPublicKey(sol.address), cTokens: 1_234_567_891n }],
      borrows: [{ reserve: toPublicKey(usdc.address), lamports: '95000000' }],
    });
    renderDashboard({ transactions: [], position });
    const [deposit] = await rowsOf('Deposits');
    const cell = deposit?.find((c) => c.textContent?.includes('%)'));
    // The SOL price may fall from $100 to the liquidation price: the distance is that fall.
    const [, price, percent] = /^\$([\d.]+) \((-[\d.]+)%\)$/.exec(cell?.textContent ?? '') ?? [];
    expect(Number(percent)).toBeCloseTo((Number(price) / 100 - 1) * 100, 1);
    // SOL earns nothing here while the USDC debt compounds: negative carry.
    const figure = (await screen.findByText('Liquidation by interest')).closest('div');
    expect(figure?.textContent).toMatch(/at current rates: ~[\d,]+ days?$/);
  });

  it('says why a collateral has no liquidation price: no debt', async () => {
    const position = obligationFixture({
      address: testKey(175),
      market,
      deposits: [{ reserve: toPublicKey(sol.address), cTokens: 1_234_567_891n }],
      borrows: [],
    });
    renderDashboard({ transactions: [], position });
    const [deposit] = await rowsOf('Deposits');
    const cell = deposit?.find((c) => c.textContent === '-');
    expect(cell && within(cell).getByTitle('No debt')).toHaveAccessibleName('No debt');
  });

  it("raises 'Failed to load transactions history' and offers a retry instead of an empty list", async () => {
    const { toaster } = renderDashboard({});
    const section = await screen.findByRole('region', { name: 'Transactions' });
    expect(await within(section).findByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(within(section).getByText('Failed to load transactions history')).toBeTruthy();
    expect(within(section).queryByText('No transactions')).toBeNull();
    await waitFor(() =>
      expect(shownToasts(toaster)).toContainEqual({
        type: 'error',
        message: 'Failed to load transactions history',
        description: undefined,
        key: `transactions-history-${obligation.address.toBase58()}`,
      }),
    );
  });

  it("raises 'Failed to load lending market' with its description besides the inline retry", async () => {
    const { toaster } = renderDashboard({ transactions: [], marketReadFails: true });
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(shownToasts(toaster)).toEqual([marketFailedToast(market.toBase58())]);
  });
});
