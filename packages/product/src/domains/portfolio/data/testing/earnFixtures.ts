import type { TokenInfo } from '@keel/api-client';
import type { ScreenSeed } from '../../../../testing/renderScreen';
import {
  type FakeEarnRoutes,
  fakeEarnFetch,
  wireMetrics,
  wireVault,
} from '../../../earn/data/testing/fakeEarnApi';
import { testKey } from '../../../lending/data/testing/reserveFixture';
import { seededLendingServices } from '../../../lending/data/testing/seedLending';

export const EARN_USDC_VAULT = testKey(180).toBase58();
export const EARN_SOL_VAULT = testKey(181).toBase58();
const EARN_EMPTY_VAULT = testKey(182).toBase58();
const USDC_MINT = testKey(183).toBase58();
const SOL_MINT = testKey(184).toBase58();
const ADMIN = testKey(185).toBase58();

const vaults = [
  wireVault({
    address: EARN_USDC_VAULT,
    name: 'Test USDC Earn',
    tokenMint: USDC_MINT,
    admin: ADMIN,
    allocations: [],
  }),
  wireVault({
    address: EARN_SOL_VAULT,
    name: 'Test SOL Earn',
    tokenMint: SOL_MINT,
    admin: ADMIN,
    allocations: [],
  }),
  wireVault({
    address: EARN_EMPTY_VAULT,
    name: 'Test Empty Earn',
    tokenMint: USDC_MINT,
    admin: ADMIN,
    allocations: [],
  }),
];

/** A row of the wallet's positions as the API sends it: whole shares, staked ones in the total. */
const positionRow = (vaultAddress: string, stakedShares: string, unstakedShares: string) => ({
  vaultAddress,
  stakedShares,
  unstakedShares,
  totalShares: (Number(stakedShares) + Number(unstakedShares)).toString(),
});

const metrics = (sharePrice: string, apy: string) =>
  wireMetrics({
    apy,
    apy7d: apy,
    apy30d: apy,
    availableUsd: '1000',
    investedUsd: '9000',
    sharePrice,
    tokensPerShare: sharePrice,
  });

/** Share prices and APYs of the test vaults: 100 USDC-vault shares are $120, 2 SOL-vault $360. */
export const EARN_METRICS: Record<string, ReturnType<typeof metrics>> = {
  [EARN_USDC_VAULT]: metrics('1.2', '0.0612'),
  [EARN_SOL_VAULT]: metrics('180', '0.071'),
  [EARN_EMPTY_VAULT]: metrics('1.1', '0.05'),
};

export interface EarnApiWorld {
  wallet: string;
  /** The wallet's positions read answers 500 ('Failed to load user positions'). */
  positionsFail?: () => boolean;
  /** USD PnL per vault; a vault without one answers 404 (its PnL shows '-'). */
  pnls?: Record<string, string>;
}

/**
 * The kvaults API of the portfolio's earn tests: three vaults; the wallet holds 100 shares of the
 * USDC vault, 1.5 staked + 0.5 unstaked of the SOL vault, and none of the third.
 */
export function portfolioEarnRoutes(world: EarnApiWorld): FakeEarnRoutes {
  return (path) => {
    if (path === '/kvaults/vaults') return { json: vaults };
    const metricsOf = /^\/kvaults\/vaults\/(\w+)\/metrics$/.exec(path);
    if (metricsOf) {
      const json = EARN_METRICS[metricsOf[1] ?? ''];
      return json ? { json } : undefined;
    }
    if (path === `/kvaults/users/${world.wallet}/positions`) {
      if (world.positionsFail?.()) return { status: 500, json: { error: 'down' } };
      return {
        json: [
          positionRow(EARN_USDC_VAULT, '0', '100'),
          positionRow(EARN_SOL_VAULT, '1.5', '0.5'),
          positionRow(EARN_EMPTY_VAULT, '0', '0'),
        ],
      };
    }
    const pnl = /^\/kvaults\/(\w+)\/users\/(\w+)\/pnl$/.exec(path);
    if (pnl && pnl[2] === world.wallet) {
      const usd = world.pnls?.[pnl[1] ?? ''];
      if (usd === undefined) return undefined;
      return {
        json: {
          totalPnl: { token: '0', sol: '0', usd },
          totalCostBasis: { token: '0', sol: '0', usd: '100' },
        },
      };
    }
    return undefined;
  };
}

/** The lending seed's API answering the earn routes (pass to `seedLending(markets, api)`). */
export function earnApi(world: EarnApiWorld, calls: string[] = []) {
  return { fetch: fakeEarnFetch(portfolioEarnRoutes(world), calls) };
}

/** The vault tokens' symbols, in the earn hooks' token batch (after `seedLending`). */
export const seedEarnSymbols: ScreenSeed = ({ queryClient }) => {
  const { api } = seededLendingServices(queryClient);
  const tokens = [
    { address: USDC_MINT, symbol: 'USDC' },
    { address: SOL_MINT, symbol: 'SOL' },
  ] as TokenInfo[];
  queryClient.setQueryData(api.tokens.batch([USDC_MINT, SOL_MINT].sort()).queryKey, tokens);
};
