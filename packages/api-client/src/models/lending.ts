import { array, optional, record, transform, tuple, withDefault } from '../schema/combinators';
import { enumeration, numericEnumeration } from '../schema/enums';
import { field, object } from '../schema/object';
import { boolean, decimal, integer, number, string } from '../schema/primitives';
import type { Infer } from '../schema/schema';
import { timestamp } from '../schema/timestamp';
import { decimalOrZero } from './common';

export const marketConfigSchema = object({
  name: string(),
  isPrimary: withDefault(boolean(), () => false),
  description: withDefault(string(), () => ''),
  lendingMarket: string(),
  lookupTable: withDefault(string(), () => ''),
  isCurated: withDefault(boolean(), () => false),
});
export type MarketConfig = Infer<typeof marketConfigSchema>;

export const marketConfigListSchema = array(marketConfigSchema);

/** The CDN lending config: market lists keyed by lending program id. */
export const lendingConfigFileSchema = record(array(marketConfigSchema));

/** Obligation kinds by their on-chain discriminator. */
export const OBLIGATION_TAGS = {
  0: 'Vanilla',
  1: 'Multiply',
  2: 'Lending',
  3: 'Leverage',
} as const;
export const obligationTagSchema = numericEnumeration(OBLIGATION_TAGS);
export type ObligationTag = Infer<typeof obligationTagSchema>;

const positionSchema = object({
  /** Raw base units; may carry a fraction. */
  amount: decimal(),
  mintAddress: string(),
  marketValueRefreshed: field(['marketValueRefreshed', 'marketValue'], decimalOrZero()),
});

const refreshedStatsSchema = object({
  leverage: decimalOrZero(),
  borrowLimit: decimalOrZero(),
  loanToValue: decimalOrZero(),
  liquidationLtv: field(['liquidationLtv', 'liquidationThreshold'], decimalOrZero()),
  netAccountValue: decimalOrZero(),
  userTotalBorrow: decimalOrZero(),
  userTotalDeposit: decimalOrZero(),
  userTotalCollateralDeposit: decimalOrZero(),
  borrowUtilization: optional(decimal()),
  borrowLiquidationLimit: optional(decimal()),
  userTotalLiquidatableDeposit: optional(decimal()),
  userTotalBorrowBorrowFactorAdjusted: optional(decimal()),
  potentialElevationGroupUpdate: optional(number()),
});

/** Obligation history in the current layout (`refreshedStats`); the older `stats` is also read. */
export const obligationMetricsHistorySchema = object({
  obligation: string(),
  history: array(
    object({
      timestamp: timestamp(),
      refreshedStats: field(['refreshedStats', 'stats'], refreshedStatsSchema),
      deposits: withDefault(array(positionSchema), () => []),
      borrows: withDefault(array(positionSchema), () => []),
      tag: optional(obligationTagSchema),
      obligationSolValues: optional(
        object({
          netValueSol: optional(decimal()),
          collateralValueSol: optional(decimal()),
          debtValueSol: optional(decimal()),
          solPrice: optional(decimal()),
        }),
      ),
    }),
  ),
});
export type ObligationMetricsHistory = Infer<typeof obligationMetricsHistorySchema>;

const lendingTransactionShape = {
  createdOn: optional(timestamp()),
  timestamp: timestamp(),
  transactionSignature: string(),
  /** Program instruction name, e.g. 'depositReserveLiquidityAndObligationCollateral'. */
  transactionName: string(),
  /** The name to show, e.g. 'Deposit'; not in every response (shown: `transactionName`). */
  transactionDisplayName: optional(string()),
  /** '' for instructions without a reserve (initObligation). */
  reserve: withDefault(string(), () => ''),
  liquidityToken: withDefault(string(), () => ''),
  liquidityTokenMint: optional(string()),
  liquidityTokenAmount: decimalOrZero(),
  liquidityTokenPrice: decimalOrZero(),
  solPrice: decimalOrZero(),
  liquidityUsdValue: decimalOrZero(),
  isLiquidationWithdrawal: withDefault(boolean(), () => false),
  /** The second half of a composite instruction, listed under its first half; false if absent. */
  isSecondPartOfCompositeIx: withDefault(boolean(), () => false),
};

export const obligationTransactionsSchema = transform(
  object({
    transactions: array(object({ ...lendingTransactionShape, kTokenAmount: optional(decimal()) })),
  }),
  ({ transactions }) => transactions,
);
export type ObligationTransaction = Infer<typeof obligationTransactionsSchema>[number];

export const userLendingTransactionsSchema = transform(
  object({
    allTransactions: record(
      object({
        transactions: array(object(lendingTransactionShape)),
        lastUpdatedOn: optional(timestamp()),
      }),
    ),
  }),
  ({ allTransactions }) => allTransactions,
);
export type UserLendingTransactions = Infer<typeof userLendingTransactionsSchema>;

const feePointSchema = object({
  ts: timestamp(),
  solFees: decimalOrZero(),
  usdFees: decimalOrZero(),
  nativeFees: optional(decimal()),
});
export type FeePoint = Infer<typeof feePointSchema>;

/** Interest earned: the history key is `historicalFeesObligation` (official) or `feesObligation`. */
export const obligationInterestFeesSchema = object({
  totalFeesEarnedObligation: record(feePointSchema),
  historicalFeesObligation: field(
    ['historicalFeesObligation', 'feesObligation'],
    withDefault(record(array(record(feePointSchema))), () => ({})),
  ),
});
export type ObligationInterestFees = Infer<typeof obligationInterestFeesSchema>;

export const obligationInterestPaidSchema = object({
  totalFeesPaidObligation: record(feePointSchema),
  historicalFeesObligation: withDefault(record(array(record(feePointSchema))), () => ({})),
});
export type ObligationInterestPaid = Infer<typeof obligationInterestPaidSchema>;

export const PNL_MODES = ['current_obligation', 'obligation_all_time'] as const;
export type PnlMode = (typeof PNL_MODES)[number];

export const obligationPnlSchema = object({
  usd: decimal(),
  sol: decimal(),
  invested: optional(object({ usd: decimal(), sol: decimal() })),
});
export type ObligationPnl = Infer<typeof obligationPnlSchema>;

/** Reserve history: the metrics blob mixes JSON numbers and strings; APYs are fractions. */
export const reserveMetricsHistorySchema = object({
  reserve: string(),
  market: optional(string()),
  history: array(
    object({
      timestamp: timestamp(),
      metrics: object({
        symbol: optional(string()),
        mintAddress: optional(string()),
        decimals: optional(integer()),
        tvl: optional(decimal()),
        assetPriceUSD: optional(decimal()),
        borrowInterestAPY: decimalOrZero(),
        supplyInterestAPY: decimalOrZero(),
        utilizationRatio: optional(decimal()),
        loanToValueRatio: optional(decimal()),
        liquidationThreshold: optional(decimal()),
        borrowFactor: optional(decimal()),
        totalSupplyWads: optional(decimal()),
        totalBorrowsWads: optional(decimal()),
        totalLiquidityWads: optional(decimal()),
        reserveDepositLimit: optional(decimal()),
        reserveBorrowLimit: optional(decimal()),
        borrowCurve: optional(array(tuple(number(), number()))),
      }),
    }),
  ),
});
export type ReserveMetricsHistory = Infer<typeof reserveMetricsHistorySchema>;

/** The obligation kinds the leverage metrics total: Multiply and long/short Leverage. */
const LEVERAGE_METRICS_TAGS = ['Multiply', 'Leverage'] as const;

/**
 * One deposit/borrow reserve pair's Multiply or Leverage obligations in a market: token totals,
 * their USD values, the obligation count, average leverage and TVL.
 */
export const leverageMetricsSchema = array(
  object({
    avgLeverage: decimalOrZero(),
    totalBorrowed: decimalOrZero(),
    totalDeposited: decimalOrZero(),
    totalBorrowedUsd: decimalOrZero(),
    totalObligations: decimalOrZero(),
    totalDepositedUsd: decimalOrZero(),
    tvl: decimalOrZero(),
    updatedOn: optional(timestamp()),
    depositReserve: string(),
    borrowReserve: string(),
    tag: enumeration(LEVERAGE_METRICS_TAGS),
  }),
);
export type LeverageMetrics = Infer<typeof leverageMetricsSchema>;
export type PairLeverageMetrics = LeverageMetrics[number];

const pairSchema = object({
  header: string(),
  collateral: string(),
  debt: string(),
  tags: withDefault(array(string()), () => []),
});

export const multiplyVaultPairSchema = object({
  depositReserveAddress: string(),
  borrowReserveAddress: string(),
  collTokenMint: string(),
  debtTokenMint: string(),
  collTokenSymbol: withDefault(string(), () => ''),
  debtTokenSymbol: withDefault(string(), () => ''),
  /** Enumerations behind these strings are not documented: kept as sent. */
  pairType: withDefault(string(), () => ''),
  strategyType: withDefault(string(), () => ''),
  supplyApyType: withDefault(string(), () => ''),
  supplyApyAddress: withDefault(string(), () => ''),
  filterTypes: withDefault(array(string()), () => []),
});
export type MultiplyVaultPair = Infer<typeof multiplyVaultPairSchema>;

/** One environment's section of resources.json; only partly documented, so most keys default. */
export const resourcesSectionSchema = object({
  strategiesData: withDefault(
    record(
      object({
        strategy: string(),
        meta: withDefault(
          object({
            title: optional(string()),
            description: optional(string()),
            url: optional(string()),
            provider: optional(string()),
            launchedOn: optional(string()),
            status: optional(number()),
            vaultType: optional(number()),
            categories: optional(array(string())),
            tags: optional(array(string())),
          }),
          () => ({}),
        ),
      }),
    ),
    () => ({}),
  ),
  tokens: withDefault(
    record(
      object({
        heading: withDefault(string(), () => ''),
        links: withDefault(array(object({ title: string(), url: string() })), () => []),
        text: withDefault(string(), () => ''),
        oracle: optional(string()),
      }),
    ),
    () => ({}),
  ),
  multiply: withDefault(
    record(object({ tags: withDefault(array(string()), () => []) })),
    () => ({}),
  ),
  multiplyFeatured: withDefault(array(pairSchema), () => []),
  leverage: withDefault(array(pairSchema), () => []),
  repayWithCollLUTs: withDefault(record(string()), () => ({})),
  multiplyLUTs: withDefault(record(array(string())), () => ({})),
  multiplyLUTsPairs: withDefault(record(record(array(string()))), () => ({})),
  leverageLUTs: withDefault(record(array(string())), () => ({})),
  deprecatedAssets: withDefault(array(string()), () => []),
  extraFarms: withDefault(
    array(
      object({
        market: string(),
        debtMint: string(),
        collMint: string(),
        farm: string(),
        rewardPayerTokenMint: optional(string()),
      }),
    ),
    () => [],
  ),
  delegatedVaultFarms: withDefault(array(object({ vault: string(), farm: string() })), () => []),
  riskManagers: withDefault(
    record(
      array(
        object({
          name: string(),
          description: withDefault(string(), () => ''),
          logoURL: optional(string()),
          siteURL: optional(string()),
          tags: withDefault(array(string()), () => []),
        }),
      ),
    ),
    () => ({}),
  ),
  multiplyVaultPairsByMarket: withDefault(record(array(multiplyVaultPairSchema)), () => ({})),
});
export type ResourcesSection = Infer<typeof resourcesSectionSchema>;
