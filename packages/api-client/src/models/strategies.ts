import Decimal from 'decimal.js';
import { columns } from '../schema/columns';
import { array, firstOf, optional, transform, withDefault } from '../schema/combinators';
import { enumeration } from '../schema/enums';
import { field, object } from '../schema/object';
import { boolean, decimal, string } from '../schema/primitives';
import type { Infer } from '../schema/schema';
import { type EpochMs, timestamp } from '../schema/timestamp';
import { decimalOrZero, slugKey } from './common';

export const STRATEGY_TYPES = ['NON_PEGGED', 'PEGGED', 'STABLE'] as const;
export const STRATEGY_STATUSES = ['LIVE', 'STAGING', 'SHADOW', 'IGNORED', 'DEPRECATED'] as const;
export type StrategyStatus = (typeof STRATEGY_STATUSES)[number];
export type StrategyType = (typeof STRATEGY_TYPES)[number];
export const FEE_PERIODS = ['24h', '7d', '30d'] as const;
export type FeePeriod = (typeof FEE_PERIODS)[number];

export const strategyListItemSchema = object({
  address: string(),
  type: enumeration(STRATEGY_TYPES),
  shareMint: string(),
  status: enumeration(STRATEGY_STATUSES),
  tokenAMint: string(),
  tokenBMint: string(),
});
export type StrategyListItem = Infer<typeof strategyListItemSchema>;

const tokenBalanceSchema = object({
  invested: decimalOrZero(),
  available: decimalOrZero(),
  total: decimalOrZero(),
  totalUsd: decimalOrZero(),
});

/** APY/APR values are fractions (0.05 = 5 %). */
const productVaultApySchema = object({
  apr24h: optional(decimal()),
  apy24h: optional(decimal()),
  apr7d: optional(decimal()),
  apy7d: optional(decimal()),
  apr30d: optional(decimal()),
  apy30d: optional(decimal()),
  krewardsApr24h: optional(decimal()),
  krewardsApy24h: optional(decimal()),
  krewardsApr7d: optional(decimal()),
  krewardsApy7d: optional(decimal()),
  krewardsApr30d: optional(decimal()),
  krewardsApy30d: optional(decimal()),
  lastCalculated: optional(timestamp()),
});

const poolApySchema = object({
  feeApr: decimalOrZero(),
  feeApy: decimalOrZero(),
  totalApr: decimalOrZero(),
  totalApy: decimalOrZero(),
  poolPrice: optional(decimal()),
  priceLower: optional(decimal()),
  priceUpper: optional(decimal()),
  rewardsApr: withDefault(array(decimal()), () => []),
  rewardsApy: withDefault(array(decimal()), () => []),
  strategyOutOfRange: withDefault(boolean(), () => false),
});

const rewardApySchema = object({ apy: decimal(), mint: optional(string()) });

/**
 * `{slug}Apy` on the wire: the product's own APY — vault periods plus its reward programs,
 * which the wire lists under the bare slug key.
 */
function productApySchema(slug: string) {
  return object({
    vault: withDefault(productVaultApySchema, () => ({})),
    rewards: field(
      [slug, 'rewards'],
      withDefault(array(rewardApySchema), () => []),
    ),
    totalApy: decimalOrZero(),
  });
}

export function strategyMetricsSchema(slug: string) {
  return object({
    strategy: string(),
    tokenAMint: string(),
    tokenBMint: string(),
    tokenA: string(),
    tokenB: string(),
    rewardMints: withDefault(array(string()), () => []),
    krewardMints: withDefault(array(string()), () => []),
    profitAndLoss: optional(decimal()),
    sharePrice: decimal(),
    sharesIssued: decimal(),
    totalValueLocked: decimal(),
    productApy: field(
      [slugKey(slug, 'Apy'), 'productApy'],
      withDefault(productApySchema(slug), () => ({
        vault: {},
        rewards: [],
        totalApy: new Decimal(0),
      })),
    ),
    apy: optional(
      object({
        vault: poolApySchema,
        totalApy: decimalOrZero(),
      }),
    ),
    vaultBalances: optional(object({ tokenA: tokenBalanceSchema, tokenB: tokenBalanceSchema })),
  });
}
export type StrategyMetrics = Infer<ReturnType<typeof strategyMetricsSchema>>;

function productRewardField(slug: string, index: number, usd: boolean) {
  const suffix = `Rewards${index}Earned${usd ? 'Usd' : ''}`;
  return field([slugKey(slug, suffix), `product${suffix}`], decimalOrZero());
}

/** Earned amounts in UI units; `product*` are the autocompounded product rewards (`{slug}Rewards*`). */
function earnedAmountsShape(slug: string) {
  return {
    feesAEarned: decimal(),
    feesBEarned: decimal(),
    rewards0Earned: decimalOrZero(),
    rewards1Earned: decimalOrZero(),
    rewards2Earned: decimalOrZero(),
    productRewards0Earned: productRewardField(slug, 0, false),
    productRewards1Earned: productRewardField(slug, 1, false),
    productRewards2Earned: productRewardField(slug, 2, false),
  };
}

/** The same earnings valued in USD. */
function earnedUsdShape(slug: string) {
  return {
    feesAEarnedUsd: decimal(),
    feesBEarnedUsd: decimal(),
    rewards0EarnedUsd: decimalOrZero(),
    rewards1EarnedUsd: decimalOrZero(),
    rewards2EarnedUsd: decimalOrZero(),
    productRewards0EarnedUsd: productRewardField(slug, 0, true),
    productRewards1EarnedUsd: productRewardField(slug, 1, true),
    productRewards2EarnedUsd: productRewardField(slug, 2, true),
  };
}

function feesAndRewardsShape(slug: string) {
  return { ...earnedAmountsShape(slug), ...earnedUsdShape(slug) };
}

export function userFeesAndRewardsSchema(slug: string) {
  return object({ ...feesAndRewardsShape(slug), lastCalculated: optional(timestamp()) });
}
export type UserFeesAndRewards = Infer<ReturnType<typeof userFeesAndRewardsSchema>>;

export function strategyFeesAndRewardsSchema(slug: string) {
  return object({
    strategyPubkey: field(['strategyPubkey', 'strategy'], string()),
    ...feesAndRewardsShape(slug),
    totalUsd: optional(decimal()),
    lastCalculated: optional(timestamp()),
  });
}
export type StrategyFeesAndRewards = Infer<ReturnType<typeof strategyFeesAndRewardsSchema>>;

/** Sum of every USD-valued fee and reward: the spec's "total fees". */
export function totalFeesAndRewardsUsd(value: UserFeesAndRewards): Decimal {
  return Decimal.sum(
    value.feesAEarnedUsd,
    value.feesBEarnedUsd,
    value.rewards0EarnedUsd,
    value.rewards1EarnedUsd,
    value.rewards2EarnedUsd,
    value.productRewards0EarnedUsd,
    value.productRewards1EarnedUsd,
    value.productRewards2EarnedUsd,
  );
}

/** The fallback when the user's fees and rewards cannot be loaded. */
export function zeroUserFeesAndRewards(): UserFeesAndRewards {
  const zero = () => new Decimal(0);
  return {
    feesAEarned: zero(),
    feesBEarned: zero(),
    feesAEarnedUsd: zero(),
    feesBEarnedUsd: zero(),
    rewards0Earned: zero(),
    rewards1Earned: zero(),
    rewards2Earned: zero(),
    rewards0EarnedUsd: zero(),
    rewards1EarnedUsd: zero(),
    rewards2EarnedUsd: zero(),
    productRewards0Earned: zero(),
    productRewards1Earned: zero(),
    productRewards2Earned: zero(),
    productRewards0EarnedUsd: zero(),
    productRewards1EarnedUsd: zero(),
    productRewards2EarnedUsd: zero(),
  };
}

export function allTimeFeesAndRewardsSchema(slug: string) {
  return object({
    ...earnedUsdShape(slug),
    totalUsd: decimal(),
    lastCalculated: optional(timestamp()),
  });
}
export type AllTimeFeesAndRewards = Infer<ReturnType<typeof allTimeFeesAndRewardsSchema>>;

export const allTimeVolumeSchema = object({
  volumeUsd: decimal(),
  lastCalculated: optional(timestamp()),
});
export type AllTimeVolume = Infer<typeof allTimeVolumeSchema>;

export const tvlSchema = object({ tvl: decimal() });

export function strategyVolumeSchema(slug: string) {
  const periodAmount = object({ period: enumeration(FEE_PERIODS), amount: decimal() });
  return object({
    strategy: string(),
    productVolume: field(
      [slugKey(slug, 'Volume'), 'productVolume'],
      withDefault(array(periodAmount), () => []),
    ),
  });
}
export type StrategyVolume = Infer<ReturnType<typeof strategyVolumeSchema>>;

/** Staking and principal-token yields: APY as a fraction per token mint. */
export const tokenYieldSchema = object({ apy: decimal(), tokenMint: string() });
export type TokenYield = Infer<typeof tokenYieldSchema>;

/**
 * Highest APY a yields-history point may show, as a fraction: 10 = 1000 %, the display cap
 * above which screens show '>999%'. Larger values are outliers of young pools.
 */
export const MAX_YIELD_HISTORY_APY = new Decimal(10);

export const yieldHistoryPointSchema = transform(
  object({ createdOn: timestamp(), apr: decimal(), apy: decimal() }),
  (point) => ({ ...point, apy: Decimal.min(point.apy, MAX_YIELD_HISTORY_APY) }),
);
export type YieldHistoryPoint = Infer<typeof yieldHistoryPointSchema>;

export const pnlTripleSchema = object({
  sol: decimal(),
  usd: decimal(),
  a: decimal(),
  b: decimal(),
});
export type PnlTriple = Infer<typeof pnlTripleSchema>;

export const strategyUserPnlSchema = object({
  totalPnl: pnlTripleSchema,
  totalCostBasis: pnlTripleSchema,
});
export type StrategyUserPnl = Infer<typeof strategyUserPnlSchema>;

function zeroTriple(): PnlTriple {
  return { sol: new Decimal(0), usd: new Decimal(0), a: new Decimal(0), b: new Decimal(0) };
}

/** The fallback when the user's PnL cannot be loaded. */
export function zeroStrategyUserPnl(): StrategyUserPnl {
  return { totalPnl: zeroTriple(), totalCostBasis: zeroTriple() };
}

export const PNL_EVENT_TYPES = ['buy', 'sell', 'mark-to-market'] as const;

export const strategyPnlHistorySchema = object({
  history: array(
    object({
      timestamp: timestamp(),
      type: enumeration(PNL_EVENT_TYPES),
      price: optional(pnlTripleSchema),
      quantity: optional(decimal()),
      position: optional(decimal()),
      positionPnl: optional(pnlTripleSchema),
      realizedPnl: optional(pnlTripleSchema),
      allHistoryPnl: optional(pnlTripleSchema),
      positionValue: optional(pnlTripleSchema),
      costBasis: optional(pnlTripleSchema),
      investment: optional(pnlTripleSchema),
    }),
  ),
  totalPnl: pnlTripleSchema,
  totalCostBasis: pnlTripleSchema,
  strategy: optional(string()),
  wallet: optional(string()),
});
export type StrategyPnlHistory = Infer<typeof strategyPnlHistorySchema>;

export const strategyRangePointSchema = object({
  date: field(['date', 'timestamp'], timestamp()),
  poolPrice: decimal(),
  priceLower: decimal(),
  priceUpper: decimal(),
  oraclePrice: optional(decimal()),
  rebalanceParams: optional(
    object({ rangePriceLower: optional(decimal()), rangePriceUpper: optional(decimal()) }),
  ),
});
export type StrategyRangePoint = Infer<typeof strategyRangePointSchema>;

export const strategyMetricsPointSchema = object({
  date: field(['date', 'timestamp'], timestamp()),
  feesAndRewards24hUsd: decimalOrZero(),
  volume24hUsd: decimalOrZero(),
  cumulativeFeesAndRewardsUsd: decimalOrZero(),
  apy24h: decimalOrZero(),
});
export type StrategyMetricsPoint = Infer<typeof strategyMetricsPointSchema>;

/**
 * PROVISIONAL: no public source documents the performance route. Read as a column map (one
 * array per series, snake_case as the sibling backtest route uses, camelCase also accepted),
 * turned into rows.
 */
export const provisionalStrategyPerformanceSchema = columns({
  timestamp: { keys: ['timestamps', 'timestamp', 'ts'], schema: timestamp() },
  hodlTokenAValueUsd: { keys: ['hodl_tokena_value_usd', 'hodlTokenAValueUsd'], schema: decimal() },
  hodlTokenBValueUsd: { keys: ['hodl_tokenb_value_usd', 'hodlTokenBValueUsd'], schema: decimal() },
  hodlValueUsd: { keys: ['hodl_value_usd', 'hodlValueUsd'], schema: decimal() },
  hodlTokenAValueSol: { keys: ['hodl_tokena_value_sol', 'hodlTokenAValueSol'], schema: decimal() },
  hodlTokenBValueSol: { keys: ['hodl_tokenb_value_sol', 'hodlTokenBValueSol'], schema: decimal() },
  hodlValueSol: { keys: ['hodl_value_sol', 'hodlValueSol'], schema: decimal() },
  investmentValueUsd: { keys: ['investment_value_usd', 'investmentValueUsd'], schema: decimal() },
  investmentValueSol: { keys: ['investment_value_sol', 'investmentValueSol'], schema: decimal() },
});
export type ProvisionalStrategyPerformancePoint = Infer<
  typeof provisionalStrategyPerformanceSchema
>[number];

/** One deposit or withdrawal of a strategy's shareholder, from either documented layout. */
export interface ShareholderTransaction {
  strategy: string;
  timestamp: EpochMs;
  transactionSignature: string;
  /** 'deposit', 'depositAndInvest', 'withdraw', …: free text as the API sends it. */
  transactionName: string;
  usdValue?: Decimal;
  tokenAMint?: string;
  tokenBMint?: string;
  tokenAAmount: Decimal;
  tokenBAmount: Decimal;
  numberOfShares?: Decimal;
  sharePrice?: Decimal;
  solPrice?: Decimal;
  /** Set by the maintainer layout; a full withdrawal in the other. */
  latestPosition?: boolean;
  fullWithdraw?: boolean;
}

/** The maintainer-documented layout: `{ transactions: [...] }`. */
const wrappedTransactionsSchema = transform(
  object({
    transactions: array(
      object({
        strategy: string(),
        timestamp: field(['timestamp', 'createdOn'], timestamp()),
        transactionSignature: string(),
        transactionName: string(),
        usdValue: optional(decimal()),
        tokenAMint: optional(string()),
        tokenBMint: optional(string()),
        tokenAAmount: decimalOrZero(),
        tokenBAmount: decimalOrZero(),
        numberOfShares: optional(decimal()),
        sharePrice: optional(decimal()),
        solPrice: optional(decimal()),
        latestPosition: optional(boolean()),
      }),
    ),
  }),
  ({ transactions }): ShareholderTransaction[] => transactions,
);

/** The other documented layout: a bare array with `instruction` and `signature`. */
const bareTransactionsSchema = transform(
  array(
    object({
      strategy: string(),
      timestamp: timestamp(),
      signature: string(),
      instruction: string(),
      tokenAAmount: decimalOrZero(),
      tokenBAmount: decimalOrZero(),
      numberOfShares: optional(decimal()),
      sharePrice: optional(decimal()),
      solPrice: optional(decimal()),
      fullWithdraw: optional(boolean()),
    }),
  ),
  (rows): ShareholderTransaction[] =>
    rows.map(({ signature, instruction, ...rest }) => ({
      ...rest,
      transactionSignature: signature,
      transactionName: instruction,
    })),
);

export const shareholderTransactionsSchema = firstOf(
  wrappedTransactionsSchema,
  bareTransactionsSchema,
);
