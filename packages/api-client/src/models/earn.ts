import { array, nullable, optional, withDefault } from '../schema/combinators';
import { enumeration } from '../schema/enums';
import { field, object } from '../schema/object';
import { decimal, integer, string, unknownValue } from '../schema/primitives';
import type { Infer } from '../schema/schema';
import { timestamp } from '../schema/timestamp';
import { decimalOrZero } from './common';

const allocationSchema = object({
  reserve: string(),
  ctokenVault: optional(string()),
  targetAllocationWeight: optional(decimal()),
  tokenAllocationCap: optional(decimal()),
  ctokenAllocation: optional(decimal()),
  tokenTargetAllocation: optional(decimal()),
  lastInvestSlot: optional(decimal()),
});

/** The on-chain vault state as the API sends it; raw amounts in base units. */
export const earnVaultStateSchema = object({
  name: withDefault(string(), () => ''),
  tokenMint: string(),
  tokenMintDecimals: integer(),
  sharesMint: string(),
  sharesMintDecimals: integer(),
  tokenVault: optional(string()),
  tokenProgram: optional(string()),
  vaultAdminAuthority: optional(string()),
  baseVaultAuthority: optional(string()),
  tokenAvailable: decimalOrZero(),
  sharesIssued: decimalOrZero(),
  performanceFeeBps: optional(decimal()),
  managementFeeBps: optional(decimal()),
  prevAum: optional(decimal()),
  pendingFees: optional(decimal()),
  minDepositAmount: optional(decimal()),
  minWithdrawAmount: optional(decimal()),
  cumulativeEarnedInterest: optional(decimal()),
  vaultLookupTable: optional(string()),
  vaultAllocationStrategy: withDefault(array(allocationSchema), () => []),
});
export type EarnVaultState = Infer<typeof earnVaultStateSchema>;

export const earnVaultSchema = object({
  address: string(),
  state: earnVaultStateSchema,
  programId: optional(string()),
});
export type EarnVault = Infer<typeof earnVaultSchema>;

/** APYs are fractions. */
export const earnVaultMetricsSchema = object({
  apy: decimalOrZero(),
  apy24h: optional(decimal()),
  apy7d: optional(decimal()),
  apy30d: optional(decimal()),
  apy90d: optional(decimal()),
  apy180d: optional(decimal()),
  apy365d: optional(decimal()),
  apyActual: optional(decimal()),
  tokenPrice: decimalOrZero(),
  solPrice: optional(decimal()),
  tokensAvailable: decimalOrZero(),
  tokensAvailableUsd: decimalOrZero(),
  tokensInvested: decimalOrZero(),
  tokensInvestedUsd: decimalOrZero(),
  sharePrice: decimalOrZero(),
  tokensPerShare: decimalOrZero(),
  numberOfHolders: optional(integer()),
  sharesIssued: decimalOrZero(),
  cumulativeInterestEarned: optional(decimal()),
  cumulativeInterestEarnedUsd: optional(decimal()),
  interestEarnedPerSecond: optional(decimal()),
  interestEarnedPerSecondUsd: optional(decimal()),
  cumulativePerformanceFees: optional(decimal()),
  cumulativeManagementFees: optional(decimal()),
});
export type EarnVaultMetrics = Infer<typeof earnVaultMetricsSchema>;

const rewardTokenApySchema = object({ tokenMint: string(), apy: decimal() });

export const earnVaultMetricsPointSchema = object({
  timestamp: field(['timestamp', 'createdOn'], timestamp()),
  tvl: decimalOrZero(),
  solTvl: optional(decimal()),
  apy: decimalOrZero(),
  apyTheoretical: optional(decimal()),
  apyActual: optional(decimal()),
  apyFarmRewards: optional(decimal()),
  apyReservesIncentives: optional(decimal()),
  apyIncentives: optional(decimal()),
  sharePrice: optional(decimal()),
  interest: optional(decimal()),
  interestUsd: optional(decimal()),
  interestSol: optional(decimal()),
  reserves: withDefault(
    array(
      object({
        pubkey: string(),
        supplyApy: decimalOrZero(),
        rewardsApy: decimalOrZero(),
        allocationRatio: decimalOrZero(),
        rewardTokens: withDefault(array(rewardTokenApySchema), () => []),
      }),
    ),
    () => [],
  ),
  vaultRewards: withDefault(array(rewardTokenApySchema), () => []),
});
export type EarnVaultMetricsPoint = Infer<typeof earnVaultMetricsPointSchema>;

/** PROVISIONAL: only `reserve`, `marketName` and `actualPct` are known from public sources. */
export const provisionalEarnVaultAllocationSchema = object({
  reserve: optional(string()),
  marketName: optional(string()),
  actualPct: optional(decimal()),
  targetPct: optional(decimal()),
  amount: optional(decimal()),
  amountUsd: optional(decimal()),
});
export type ProvisionalEarnVaultAllocation = Infer<typeof provisionalEarnVaultAllocationSchema>;

/** PROVISIONAL: items start with `address` and `state`; the rest of the layout is not public. */
export const provisionalEarnUserPositionSchema = object({
  vaultAddress: field(['vaultAddress', 'address', 'vault'], string()),
  stakedShares: optional(decimal()),
  unstakedShares: optional(decimal()),
  totalShares: optional(decimal()),
  state: optional(unknownValue()),
});
export type ProvisionalEarnUserPosition = Infer<typeof provisionalEarnUserPositionSchema>;

export const earnUserVaultMetricsPointSchema = object({
  createdOn: timestamp(),
  sharesAmount: decimalOrZero(),
  usdAmount: decimalOrZero(),
  solAmount: optional(decimal()),
  apy: optional(decimal()),
  apyTheoretical: optional(decimal()),
  apyActual: optional(decimal()),
  apyFarmRewards: optional(decimal()),
  apyIncentives: withDefault(nullable(decimal()), () => null),
  apyReservesIncentives: optional(decimal()),
  cumulativeInterestEarned: optional(decimal()),
  cumulativeInterestEarnedUsd: optional(decimal()),
  cumulativeInterestEarnedSol: optional(decimal()),
  interestEarnedPerSecond: optional(decimal()),
  interestEarnedPerSecondUsd: optional(decimal()),
  interestEarnedPerSecondSol: optional(decimal()),
});
export type EarnUserVaultMetricsPoint = Infer<typeof earnUserVaultMetricsPointSchema>;

export const earnUserMetricsPointSchema = object({
  createdOn: timestamp(),
  usdAmount: decimalOrZero(),
  solAmount: optional(decimal()),
  weightedApy: optional(decimal()),
  cumulativeInterestEarnedUsd: optional(decimal()),
  cumulativeInterestEarnedSol: optional(decimal()),
  interestEarnedPerSecondUsd: optional(decimal()),
  interestEarnedPerSecondSol: optional(decimal()),
});
export type EarnUserMetricsPoint = Infer<typeof earnUserMetricsPointSchema>;

const valueTripleSchema = object({ token: decimal(), sol: decimal(), usd: decimal() });
export type EarnValueTriple = Infer<typeof valueTripleSchema>;

export const earnUserPnlSchema = object({
  totalPnl: valueTripleSchema,
  totalCostBasis: valueTripleSchema,
});
export type EarnUserPnl = Infer<typeof earnUserPnlSchema>;

export const earnUserPnlHistorySchema = object({
  history: array(
    object({
      timestamp: timestamp(),
      type: enumeration(['buy', 'sell', 'mark-to-market']),
      position: optional(decimal()),
      quantity: optional(decimal()),
      tokenPrice: optional(valueTripleSchema),
      sharePrice: optional(valueTripleSchema),
      investment: optional(valueTripleSchema),
      costBasis: optional(valueTripleSchema),
      realizedPnl: optional(valueTripleSchema),
      pnl: optional(valueTripleSchema),
      positionValue: optional(valueTripleSchema),
    }),
  ),
  totalPnl: valueTripleSchema,
  totalCostBasis: valueTripleSchema,
});
export type EarnUserPnlHistory = Infer<typeof earnUserPnlHistorySchema>;

export const earnTransactionSchema = object({
  createdOn: timestamp(),
  /** 'deposit', 'withdraw', 'invest' or another instruction, as sent. */
  instruction: string(),
  tokenMint: string(),
  tokenAmount: decimal(),
  usdValue: decimalOrZero(),
  transaction: string(),
});
export type EarnTransaction = Infer<typeof earnTransactionSchema>;

export const earnAllocationTransactionSchema = object({
  createdOn: timestamp(),
  tx: string(),
  market: string(),
  reserve: string(),
  solPrice: optional(decimal()),
  tokenPrice: optional(decimal()),
  /** Negative when withdrawn from the reserve. */
  tokenAmount: decimal(),
});
export type EarnAllocationTransaction = Infer<typeof earnAllocationTransactionSchema>;

export const earnAllocationVolumePointSchema = object({
  timestamp: timestamp(),
  volumeUsd: decimal(),
});
export type EarnAllocationVolumePoint = Infer<typeof earnAllocationVolumePointSchema>;

const usdSol = object({ usd: decimal(), sol: decimal() });
export const earnSummarySchema = object({
  earnings: object({ interest: usdSol, rewards: usdSol, total: usdSol }),
});
export type EarnSummary = Infer<typeof earnSummarySchema>;

export const earnTokenMetadataSchema = object({
  name: string(),
  symbol: string(),
  description: withDefault(string(), () => ''),
  image: withDefault(string(), () => ''),
});
export type EarnTokenMetadata = Infer<typeof earnTokenMetadataSchema>;
