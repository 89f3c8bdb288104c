import type { FetchLike, MarketConfig } from '@keel/api-client';
import {
  type Address,
  chainKeys,
  decodeFarmState,
  encodeFarmState,
  FARMS_PROGRAM_ID,
  type FarmState,
  type Reserve,
} from '@keel/chain-readers';
import { formatApy, formatPercent, formatUsd, shortenAddress } from '@keel/core-math';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen, type ScreenSeed, shownToasts } from '../../../../testing/renderScreen';
import { reserveView } from '../../data/reserveView';
import { reserveFixture, testKey } from '../../data/testing/reserveFixture';
import {
  marketFailedToast,
  type SeededApi,
  seedLending,
  TEST_ENDPOINT,
  TEST_SLOT_MS,
} from '../../data/testing/seedLending';

/** A farm paying each of `rewardMints` (6 decimals, 0.000002 a second), counting in seconds. */
function rewardFarm(address: Address, rewardMints: readonly Address[]): FarmState {
  const key = testKey(0);
  const data = encodeFarmState({
    farmAdmin: key,
    globalConfig: key,
    token: { mint: key, decimals: 6, tokenProgram: key },
    rewardInfos: rewardMints.map((mint) => ({
      token: { mint, decimals: 6, tokenProgram: key },
      rewardsVault: key,
      rewardsAvailable: 10n ** 15n,
      rewardScheduleCurve: [{ tsStart: 0n, rewardPerTimeUnit: 2_000_000n }],
      minClaimDurationSeconds: 0n,
      lastIssuanceTs: 0n,
      rewardsIssuedUnclaimed: 0n,
      rewardsIssuedCumulative: 0n,
      rewardPerShareScaled: 0n,
      rewardType: 'Proportional' as const,
      rewardsPerSecondDecimals: 6,
    })),
    numUsers: 1n,
    totalStakedAmount: 0n,
    farmVault: key,
    farmVaultsAuthority: key,
    farmVaultsAuthorityBump: 255,
    delegateAuthority: key,
    timeUnit: 'Seconds',
    isFarmFrozen: false,
    isFarmDelegated: true,
    withdrawAuthority: key,
    depositWarmupPeriod: 0,
    withdrawalCooldownPeriod: 0,
    totalActiveStakeScaled: 0n,
    totalPendingStakeScaled: 0n,
    totalPendingAmount: 0n,
    slashedAmountCurrent: 0n,
    slashedAmountCumulative: 0n,
    slashedAmountSpillAddress: key,
    lockingMode: 'None',
    lockingStartTimestamp: 0n,
    lockingDuration: 0n,
    lockingEarlyWithdrawalPenaltyBps: 0n,
    depositCapAmount: 0n,
    scopePrices: null,
    scopeOraclePriceId: 0n,
    scopeOracleMaxAge: 0n,
    pendingFarmAdmin: key,
    strategyId: null,
    delegatedRpsAdmin: key,
  });
  return decodeFarmState(address, { owner: FARMS_PROGRAM_ID, data });
}

const market = testKey(30);
const sol = reserveFixture({
  address: testKey(31),
  market,
  symbol: 'SOL',
  decimals: 9,
  available: '250',
  borrowed: '750',
  price: '142.5',
});
const config: MarketConfig = {
  name: 'Main Market',
  lendingMarket: market.toBase58(),
  isPrimary: true,
  description: '',
  lookupTable: '',
  isCurated: false,
};

function renderReserve(
  reserveAddress: string,
  {
    reserves = [sol],
    marketReadFails = false,
    api,
    seeds = [],
  }: {
    reserves?: Reserve[];
    marketReadFails?: boolean;
    api?: SeededApi;
    seeds?: ScreenSeed[];
  } = {},
) {
  const seed = seedLending(
    [
      {
        config,
        reserves,
        marketReadFails,
        assetTiers: { [sol.address.toBase58()]: 'Isolated Collateral' },
      },
    ],
    api,
  );
  return renderScreen(
    'lending.reserve',
    `/lending/reserve/${market.toBase58()}/${reserveAddress}`,
    {
      seeds: [seed, ...seeds],
    },
  );
}

const figure = (label: string) =>
  screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('ReserveScreen', () => {
  it('shows the figures of the reserve view with the route title as heading', async () => {
    renderReserve(sol.address.toBase58());
    expect(await screen.findByText('SOL reserve')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Reserve');
    const view = reserveView(sol, { slotDurationMs: TEST_SLOT_MS, nowSeconds: 0 });
    expect(figure('Price')).toBe(formatUsd(view.price));
    expect(figure('Utilization')).toBe(formatPercent(view.utilization));
    expect(figure('Lending supply APY')).toBe(formatApy(view.apys.lendingDepositApy));
    // The total waits for the staking yields ('…' until then: it could still change).
    await waitFor(() => expect(figure('Borrow APY')).toBe(formatApy(view.apys.totalBorrowApy)));
    expect(figure('Asset tier')).toBe('Isolated Collateral');
    expect(figure('Daily withdrawal cap')).toBe('No cap');
  });

  it("says 'Reserve {address} is not found' for a reserve outside the market", async () => {
    const missing = testKey(99).toBase58();
    renderReserve(missing);
    expect(await screen.findByText(`Reserve ${missing} is not found`)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Reserve');
  });

  it("raises 'Failed to load lending market' with its description besides the inline retry", async () => {
    const { toaster } = renderReserve(sol.address.toBase58(), { marketReadFails: true });
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(shownToasts(toaster)).toEqual([marketFailedToast(market.toBase58())]);
  });

  it("raises 'Failed to fetch farm data' and shows the APYs without rewards", async () => {
    const farmed = reserveFixture({
      address: testKey(32),
      market,
      symbol: 'USDC',
      decimals: 6,
      available: '900000.123456',
      borrowed: '100000',
      price: '1',
      farmDebt: testKey(33),
    });
    const { toaster } = renderReserve(farmed.address.toBase58(), { reserves: [farmed] });
    expect(await screen.findByText('USDC reserve')).toBeTruthy();
    await waitFor(() =>
      expect(shownToasts(toaster)).toEqual([
        {
          type: 'error',
          message: 'Failed to fetch farm data',
          description: undefined,
          key: `farm-data-${market.toBase58()}`,
        },
      ]),
    );
    const view = reserveView(farmed, { slotDurationMs: TEST_SLOT_MS, nowSeconds: 0 });
    // The figures settle in the render after the toast: the views follow their inputs deferred.
    await waitFor(() => expect(figure('Borrow APY')).toBe(formatApy(view.apys.totalBorrowApy)));
    expect(figure('Borrow rewards APY')).toBe(formatApy(0));
    // A stablecoin above 9 999: no decimals, as D§9 writes prices ('$900,000').
    expect(figure('Available liquidity')).toBe('900,000 USDC');
  });

  it('names the reward tokens of its farms with their APYs, an unknown token by its shortened mint', async () => {
    const farmAddress = testKey(36);
    const unknownMint = testKey(37);
    const farmed = reserveFixture({
      address: testKey(35),
      market,
      symbol: 'USDC',
      decimals: 6,
      available: '900000',
      borrowed: '100000',
      price: '1',
      farmCollateral: farmAddress,
    });
    const farms: ScreenSeed = ({ queryClient }) =>
      queryClient.setQueryData(chainKeys.farms(TEST_ENDPOINT, [farmAddress], FARMS_PROGRAM_ID), [
        rewardFarm(farmAddress, [sol.liquidity.mintPubkey, unknownMint]),
      ]);
    renderReserve(farmed.address.toBase58(), { reserves: [farmed, sol], seeds: [farms] });
    const rewards = await screen.findByRole('region', { name: 'Rewards' });
    await waitFor(() => expect(within(rewards).getByText('SOL')).toBeTruthy());
    const [paid, unknown] = within(rewards).getAllByRole('listitem');
    // SOL is priced by the market: its APY over the reserve's supply, as the reserve's rewards APY.
    expect(paid?.textContent).toMatch(/^SSOL\d[\d,.]*% APY$/);
    await waitFor(() => expect(paid?.textContent).toContain(`${figure('Supply rewards APY')} APY`));
    expect(unknown?.textContent).toContain(shortenAddress(unknownMint.toBase58()));
    expect(unknown?.textContent).toContain('APY unknown');
    expect(rewards.textContent).not.toContain(farmAddress.toBase58());
    expect(figure('Borrow rewards')).toBe('None');
  });

  it("shows the staked synthetic dollar's staking APY as its own figure, in the supply APY", async () => {
    const susde = reserveFixture({
      address: testKey(34),
      market,
      symbol: 'sUSDe',
      decimals: 9,
      available: '800000',
      borrowed: '200000',
      price: '1.18',
    });
    const syntheticDollarYieldUrl = 'http://yields.test.invalid/staking';
    // The issuer's document gives percents: 4.52 is 4.52 %.
    const fetch: FetchLike = async (url) =>
      url === syntheticDollarYieldUrl
        ? {
            ok: true,
            status: 200,
            text: async () =>
              JSON.stringify({
                protocolYield: { lastUpdated: '2025-06-01T00:00:00Z', value: 3.1 },
                stakingYield: { lastUpdated: '2025-06-01T00:00:00Z', value: 4.52 },
              }),
          }
        : Promise.reject(new Error('offline'));
    renderReserve(susde.address.toBase58(), {
      reserves: [susde],
      api: { fetch, syntheticDollarYieldUrl },
    });
    expect(await screen.findByText('sUSDe reserve')).toBeTruthy();
    const plain = reserveView(susde, { slotDurationMs: TEST_SLOT_MS, nowSeconds: 0 });
    expect(await screen.findByText('Staking APY', { selector: 'dt' })).toBeTruthy();
    expect(figure('Staking APY')).toBe('4.52%');
    expect(figure('Supply APY')).toBe(formatApy(plain.apys.totalDepositApy.plus('0.0452')));
    expect(figure('Lending supply APY')).toBe(formatApy(plain.apys.lendingDepositApy));
  });

  it('shows no staking figure for a token without a staking yield', async () => {
    renderReserve(sol.address.toBase58());
    expect(await screen.findByText('SOL reserve')).toBeTruthy();
    expect(screen.queryByText('Staking APY', { selector: 'dt' })).toBeNull();
  });
});
