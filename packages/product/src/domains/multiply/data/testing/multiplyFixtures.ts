import type { PairLeverageMetrics, ResourcesSection } from '@keel/api-client';
import type { Address, ElevationGroup, Reserve } from '@keel/chain-readers';
import { MathDecimal } from '@keel/core-math';
import type { ScreenSeed } from '../../../../testing/renderScreen';
import { reserveFixture, testKey } from '../../../lending/data/testing/reserveFixture';
import {
  marketConfig,
  type SeededMarket,
  seededLendingServices,
  seedLending,
} from '../../../lending/data/testing/seedLending';

export const mainMarket = testKey(40);
export const jitoMarket = testKey(41);

const reserve = (
  n: number,
  market: Address,
  symbol: string,
  extra: Partial<Parameters<typeof reserveFixture>[0]> = {},
) =>
  reserveFixture({
    address: testKey(n),
    market,
    symbol,
    decimals: 9,
    mint: testKey(n + 100),
    available: '1000',
    borrowed: '500',
    price: '100',
    ...extra,
  });

/** Jito market: JitoSOL loops SOL inside group 1 (LTV 90 %: 10x). */
export const jitoSol = reserve(50, jitoMarket, 'JitoSOL', { elevationGroups: [1], price: '120' });
export const jitoSolDebt = reserve(51, jitoMarket, 'SOL', { elevationGroups: [1] });
/** mSOL outside any group: 75 % LTV against SOL → 4x. No deposits yet: net APY is undefined. */
export const mSol = reserve(52, jitoMarket, 'mSOL', { available: '0', borrowed: '0' });
export const jitoGroup: ElevationGroup = {
  id: 1,
  maxLiquidationBonusBps: 100,
  ltvPct: 90,
  liquidationThresholdPct: 92,
  allowNewLoans: true,
  maxReservesAsCollateral: 3,
  debtReserve: jitoSolDebt.address,
};

/** Main market: SOL and USDC for long and short leverage (USDC borrow factor 125 %). */
export const sol = reserve(60, mainMarket, 'SOL', {
  available: '300',
  borrowed: '700',
  price: '150',
});
export const usdc = reserve(61, mainMarket, 'USDC', {
  decimals: 6,
  available: '900000',
  borrowed: '100000',
  price: '1',
  loanToValuePct: 80,
  borrowFactorPct: 125,
});

const address = (r: Reserve) => r.address.toBase58();
const mint = (r: Reserve) => r.liquidity.mintPubkey.toBase58();

function cdnPair(market: Address, coll: Reserve, debt: Reserve, strategyType: string) {
  return {
    depositReserveAddress: address(coll),
    borrowReserveAddress: address(debt),
    collTokenMint: mint(coll),
    debtTokenMint: mint(debt),
    collTokenSymbol: coll.config.tokenInfo.name,
    debtTokenSymbol: debt.config.tokenInfo.name,
    pairType: 'lst',
    strategyType,
    supplyApyType: 'lending',
    supplyApyAddress: '',
    filterTypes: [],
    market: market.toBase58(),
  };
}

/** The resources' pairs: two multiply pairs in Jito, long and short leverage in Main. */
export function testResources(): ResourcesSection {
  const pairs = [
    cdnPair(jitoMarket, jitoSol, jitoSolDebt, 'multiply'),
    cdnPair(jitoMarket, mSol, jitoSolDebt, 'multiply'),
    cdnPair(mainMarket, sol, usdc, 'leverage'),
    cdnPair(mainMarket, usdc, sol, 'leverage'),
  ];
  const byMarket: ResourcesSection['multiplyVaultPairsByMarket'] = {};
  for (const { market, ...pair } of pairs) byMarket[market] = [...(byMarket[market] ?? []), pair];
  return {
    strategiesData: {},
    tokens: {},
    multiply: {},
    multiplyFeatured: [],
    leverage: [],
    repayWithCollLUTs: {},
    multiplyLUTs: {},
    multiplyLUTsPairs: {},
    leverageLUTs: {},
    deprecatedAssets: [],
    extraFarms: [],
    delegatedVaultFarms: [],
    riskManagers: {},
    multiplyVaultPairsByMarket: byMarket,
  };
}

/** A leverage metrics row of a pair. */
export function metricsRow(
  coll: Reserve,
  debt: Reserve,
  tag: 'Multiply' | 'Leverage',
  tvl: string,
): PairLeverageMetrics {
  const d = (value: string | number) => new MathDecimal(value);
  return {
    avgLeverage: d(3),
    totalBorrowed: d(10),
    totalDeposited: d(20),
    totalBorrowedUsd: d(1000),
    totalObligations: d(1),
    totalDepositedUsd: d(tvl),
    tvl: d(tvl),
    updatedOn: 0,
    depositReserve: address(coll),
    borrowReserve: address(debt),
    tag,
  };
}

export interface MultiplySeedOptions {
  /** Leave the resources unseeded (their read then fails: no network). */
  resourcesFail?: boolean;
  /** Metrics per market address; a market left out fails its metrics read. */
  metrics?: Record<string, PairLeverageMetrics[]>;
  markets?: Partial<Record<'main' | 'jito', Partial<SeededMarket>>>;
}

/** Seeds both markets, the resources and the leverage metrics for the list screens. */
export function seedMultiply(options: MultiplySeedOptions = {}): ScreenSeed {
  const lending = seedLending([
    {
      config: marketConfig('Main Market', mainMarket.toBase58(), true),
      reserves: [sol, usdc],
      ...options.markets?.main,
    },
    {
      config: marketConfig('Jito Market', jitoMarket.toBase58()),
      reserves: [jitoSol, jitoSolDebt, mSol],
      elevationGroups: [jitoGroup],
      ...options.markets?.jito,
    },
  ]);
  return (context) => {
    lending(context);
    const { api } = seededLendingServices(context.queryClient);
    if (!options.resourcesFail) {
      context.queryClient.setQueryData(api.lending.resources().queryKey, testResources());
    }
    for (const [market, rows] of Object.entries(options.metrics ?? {})) {
      context.queryClient.setQueryData(api.lending.leverageMetrics(market).queryKey, rows);
    }
  };
}
