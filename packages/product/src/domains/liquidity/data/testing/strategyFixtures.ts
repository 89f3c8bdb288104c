import type {
  StrategyFeesAndRewards,
  StrategyListItem,
  StrategyMetrics,
  StrategyVolume,
  TokenInfo,
} from '@keel/api-client';
import {
  type Address,
  createAddress,
  type Dex,
  type FarmState,
  type WhirlpoolStrategy,
} from '@keel/chain-readers';
import { MathDecimal } from '@keel/core-math';

/** A distinct, valid address for fixture `n`. */
export function liquidityTestKey(n: number): Address {
  const bytes = new Uint8Array(32);
  bytes[0] = n & 0xff;
  bytes[1] = (n >> 8) & 0xff;
  bytes[31] = 11;
  return createAddress(bytes);
}

export const SOL = { mint: liquidityTestKey(1).toBase58(), symbol: 'SOL' };
export const USDC = { mint: liquidityTestKey(2).toBase58(), symbol: 'USDC' };
export const JITOSOL = { mint: liquidityTestKey(3).toBase58(), symbol: 'JitoSOL' };
export const USDT = { mint: liquidityTestKey(4).toBase58(), symbol: 'USDT' };

/** What a test says about one strategy; the builders below turn it into each source's shape. */
export interface StrategyFixture {
  n: number;
  a: { mint: string; symbol: string };
  b: { mint: string; symbol: string };
  type?: StrategyListItem['type'];
  status?: StrategyListItem['status'];
  dex?: Dex;
  diy?: boolean;
  admin?: Address;
  tvl?: string;
  apy7d?: string;
  apy24h?: string;
  rewardApy7d?: string;
  volume7d?: string;
  fees7d?: string;
  outOfRange?: boolean;
  /** The farm its shares stake in. */
  farm?: Address;
  /** The metrics leave this strategy out. */
  noMetrics?: boolean;
}

const dec = (value: string) => new MathDecimal(value);
export const strategyAddress = (f: StrategyFixture) => liquidityTestKey(100 + f.n).toBase58();

export function listItem(f: StrategyFixture): StrategyListItem {
  return {
    address: strategyAddress(f),
    type: f.type ?? 'NON_PEGGED',
    shareMint: liquidityTestKey(300 + f.n).toBase58(),
    status: f.status ?? 'LIVE',
    tokenAMint: f.a.mint,
    tokenBMint: f.b.mint,
  };
}

export function metricsOf(f: StrategyFixture): StrategyMetrics {
  const zero = dec('0');
  return {
    strategy: strategyAddress(f),
    tokenAMint: f.a.mint,
    tokenBMint: f.b.mint,
    tokenA: f.a.symbol,
    tokenB: f.b.symbol,
    rewardMints: [],
    krewardMints: f.rewardApy7d ? [liquidityTestKey(9).toBase58()] : [],
    sharePrice: dec('1'),
    sharesIssued: dec('1000'),
    totalValueLocked: dec(f.tvl ?? '0'),
    productApy: {
      vault: {
        apy24h: dec(f.apy24h ?? f.apy7d ?? '0'),
        apy7d: dec(f.apy7d ?? '0'),
        apy30d: dec(f.apy7d ?? '0'),
        krewardsApy24h: dec(f.rewardApy7d ?? '0'),
        krewardsApy7d: dec(f.rewardApy7d ?? '0'),
        krewardsApy30d: dec(f.rewardApy7d ?? '0'),
      },
      rewards: [],
      totalApy: dec(f.apy7d ?? '0'),
    },
    apy: {
      vault: {
        feeApr: zero,
        feeApy: zero,
        totalApr: zero,
        totalApy: zero,
        rewardsApr: [],
        rewardsApy: [],
        strategyOutOfRange: f.outOfRange ?? false,
      },
      totalApy: zero,
    },
  };
}

export function volumeOf(f: StrategyFixture): StrategyVolume {
  return {
    strategy: strategyAddress(f),
    productVolume: [{ period: '7d', amount: dec(f.volume7d ?? '0') }],
  };
}

export function feesOf(f: StrategyFixture): StrategyFeesAndRewards {
  const zero = dec('0');
  const fees = dec(f.fees7d ?? '0');
  return {
    strategyPubkey: strategyAddress(f),
    feesAEarned: zero,
    feesBEarned: zero,
    rewards0Earned: zero,
    rewards1Earned: zero,
    rewards2Earned: zero,
    productRewards0Earned: zero,
    productRewards1Earned: zero,
    productRewards2Earned: zero,
    feesAEarnedUsd: fees,
    feesBEarnedUsd: zero,
    rewards0EarnedUsd: zero,
    rewards1EarnedUsd: zero,
    rewards2EarnedUsd: zero,
    productRewards0EarnedUsd: zero,
    productRewards1EarnedUsd: zero,
    productRewards2EarnedUsd: zero,
  };
}

/** The decoded account, reduced to the fields the list reads. */
export function strategyAccountOf(f: StrategyFixture): WhirlpoolStrategy {
  const fields: Partial<WhirlpoolStrategy> = {
    address: createAddress(strategyAddress(f)),
    strategyDex: f.dex ?? 'ORCA',
    isCommunity: f.diy ?? false,
    adminAuthority: f.admin ?? liquidityTestKey(50),
    farm: f.farm ?? null,
  };
  return fields as WhirlpoolStrategy;
}

/** Token metadata of the test tokens, as the API's batch answers. */
export function tokenInfosOf(tokens: readonly { mint: string; symbol: string }[]): TokenInfo[] {
  return tokens.map(({ mint, symbol }) => ({
    address: mint,
    name: symbol,
    symbol,
    decimals: 6,
    logoURI: '',
    verified: true,
    marketCapUsd: new MathDecimal(0),
  }));
}

/** A farm paying these reward tokens, reduced to the fields the list reads. */
export function farmOf(address: Address, rewardMints: readonly Address[]): FarmState {
  const fields: Partial<FarmState> = {
    address,
    rewardInfos: rewardMints.map(
      (mint) => ({ token: { mint } }) as FarmState['rewardInfos'][number],
    ),
  };
  return fields as FarmState;
}
