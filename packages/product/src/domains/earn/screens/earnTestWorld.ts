import { reserveFixture, testKey } from '../../lending/data/testing/reserveFixture';
import { marketConfig, type SeededApi, seedLending } from '../../lending/data/testing/seedLending';
import {
  type FakeEarnRoutes,
  fakeEarnFetch,
  wireHistoryPoint,
  wireMetrics,
  wireVault,
} from '../data/testing/fakeEarnApi';

export const MAIN_MARKET = testKey(160);
export const USDC_RESERVE = reserveFixture({
  address: testKey(161),
  market: MAIN_MARKET,
  symbol: 'USDC',
  decimals: 6,
  available: '600000',
  borrowed: '400000',
  price: '1',
});
export const USDC_VAULT = testKey(162).toBase58();
export const SOL_VAULT = testKey(163).toBase58();
export const WALLET = testKey(164).toBase58();
const USDC_MINT = USDC_RESERVE.liquidity.mintPubkey.toBase58();
const ADMIN = testKey(165).toBase58();

export const usdcVault = wireVault({
  address: USDC_VAULT,
  name: 'Test USDC Earn',
  tokenMint: USDC_MINT,
  admin: ADMIN,
  allocations: [{ reserve: USDC_RESERVE.address.toBase58(), weight: 100, cap: '9000000000000' }],
  performanceFeeBps: 1000,
  managementFeeBps: 25,
});
export const solVault = wireVault({
  address: SOL_VAULT,
  name: 'Test SOL Earn',
  tokenMint: testKey(166).toBase58(),
  admin: testKey(167).toBase58(),
  allocations: [],
});

const metricsOf: Record<string, ReturnType<typeof wireMetrics>> = {
  [USDC_VAULT]: wireMetrics({
    apy: '0.0612',
    apy7d: '0.058',
    apy30d: '0.055',
    availableUsd: '50000',
    investedUsd: '950000',
    sharePrice: '1.2',
    tokensPerShare: '1.2',
  }),
  [SOL_VAULT]: wireMetrics({
    apy: '0.071',
    apy7d: '0.07',
    apy30d: '0.069',
    availableUsd: '1000',
    investedUsd: '2000',
    sharePrice: '180',
    tokensPerShare: '1.1',
  }),
};

/** The test API: two vaults (one curated by Harbor Allocators), the wallet in the USDC vault. */
export function earnRoutes(overrides: FakeEarnRoutes = () => undefined): FakeEarnRoutes {
  return (path) => {
    const override = overrides(path);
    if (override) return override;
    if (path === '/kvaults/vaults') return { json: [usdcVault, solVault] };
    if (path === '/resources.json') {
      return {
        json: {
          'mainnet-beta': {
            riskManagers: {
              [USDC_VAULT]: [
                { name: 'Harbor Allocators', description: 'Careful stablecoin desk', tags: [] },
              ],
            },
          },
        },
      };
    }
    const vault = /^\/kvaults\/vaults\/(\w+)(\/.*)?$/.exec(path);
    if (vault) {
      const [, address = '', rest = ''] = vault;
      const wire = address === USDC_VAULT ? usdcVault : address === SOL_VAULT ? solVault : null;
      if (!wire) return undefined;
      if (rest === '') return { json: wire };
      if (rest === '/metrics') return { json: metricsOf[address] };
      if (rest === '/metrics/history') {
        return {
          json: [
            wireHistoryPoint('2025-01-01T00:00:00Z', '0.06', '0.011', '0.003'),
            wireHistoryPoint('2025-01-02T00:00:00Z', '0.0612', '0.012', '0.004'),
          ],
        };
      }
      if (rest === '/allocations') {
        return {
          json: [
            {
              reserve: USDC_RESERVE.address.toBase58(),
              marketName: 'Main Market',
              actualPct: '95',
              amountUsd: '950000',
            },
            { marketName: 'Unallocated', actualPct: '5', amountUsd: '50000' },
          ],
        };
      }
      return undefined;
    }
    if (path === `/kvaults/users/${WALLET}/positions`) {
      return {
        json: [
          // 60 of the wallet's 100 shares are staked in the vault's farm.
          {
            vaultAddress: USDC_VAULT,
            stakedShares: '60',
            unstakedShares: '40',
            totalShares: '100',
          },
        ],
      };
    }
    if (path === `/kvaults/${USDC_VAULT}/users/${WALLET}/pnl`) {
      return {
        json: {
          totalPnl: { token: '3', sol: '0.01', usd: '3.5' },
          totalCostBasis: { token: '100', sol: '0.5', usd: '116.5' },
        },
      };
    }
    if (path === `/kvaults/users/${WALLET}/vaults/${USDC_VAULT}/metrics/history`) {
      return {
        json: [
          {
            createdOn: '2025-01-02T00:00:00Z',
            sharesAmount: '100',
            usdAmount: '120',
            cumulativeInterestEarnedUsd: '4.25',
          },
        ],
      };
    }
    return undefined;
  };
}

/** The lending seed (Main Market with its USDC reserve) answering the test API. */
export function seedEarn(routes: FakeEarnRoutes = earnRoutes(), calls: string[] = []) {
  const api: SeededApi = { fetch: fakeEarnFetch(routes, calls) };
  return seedLending(
    [
      {
        config: marketConfig('Main Market', MAIN_MARKET.toBase58(), true),
        reserves: [USDC_RESERVE],
      },
    ],
    api,
  );
}
