import { array, nullable, optional, withDefault } from '../schema/combinators';
import { enumeration } from '../schema/enums';
import { field, object } from '../schema/object';
import { decimal, integer, string, unknownValue } from '../schema/primitives';
import type { Infer } from '../schema/schema';
import { timestamp } from '../schema/timestamp';
import { decimalOrZero } from './common';

/*
 * Where these layouts come from. The product specification names no earn endpoint, so none is
 * from it; the evidence is public integrations of the same API:
 * - [ciswipe] starci-lab/ciswipe-be `src/modules/plugins/vaults/kamino/kamino-api.service.ts`, a
 *   typed client of the transactions, allocation transactions, metrics, metrics history,
 *   allocation volume, user metrics, PnL and token metadata routes;
 * - [vultisig] a Vultisig Kamino Earn client (`KaminoVaultStateResponse`,
 *   `KaminoUserPositionResponse`, `KaminoPnlResponse`), every number a decimal string;
 * - [measured] integrations that record live responses of `/kvaults/vaults` and of the wallet's
 *   positions (staked shares counted, whole-share strings such as "1308.142884").
 * A field no evidence shows is marked unverified below.
 */

const allocationSchema = object({
  reserve: string(),
  ctokenVault: optional(string()),
  targetAllocationWeight: optional(decimal()),
  tokenAllocationCap: optional(decimal()),
  ctokenAllocation: optional(decimal()),
  tokenTargetAllocation: optional(decimal()),
  lastInvestSlot: optional(decimal()),
});

/**
 * The on-chain vault state as the API sends it; raw amounts in base units. Evidence: [measured]
 * `/kvaults/vaults` items (name, tokenMint, tokenMintDecimals, tokenVault, sharesMint,
 * sharesMintDecimals, tokenAvailable, sharesIssued, performanceFeeBps, managementFeeBps,
 * vaultAllocationStrategy) and [vultisig] (minDepositAmount, minWithdrawAmount,
 * vaultLookupTable, and `vaultFarm`, which this schema does not read: a farmed vault stakes the
 * deposit's shares). Unverified: tokenProgram, vaultAdminAuthority, baseVaultAuthority, prevAum,
 * pendingFees, cumulativeEarnedInterest and the allocation entries' fields (on-chain names; the
 * chain stores prevAumSf, pendingFeesSf, cumulativeEarnedInterestSf, tokenTargetAllocationSf).
 */
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

/** Evidence: [measured] and [vultisig] `{ address, programId, state }`. */
export const earnVaultSchema = object({
  address: string(),
  state: earnVaultStateSchema,
  programId: optional(string()),
});
export type EarnVault = Infer<typeof earnVaultSchema>;

/**
 * APYs are fractions. Evidence: [ciswipe] `VaultMetrics`, every field here but apyActual, which
 * other integrations read from the same route; the API also sends the *Sol variants and the fees
 * in USD and SOL (not read), and apyIncentives. [ciswipe] calls `/kvaults/{vault}/metrics`,
 * [vultisig] `/kvaults/vaults/{vault}/metrics` (the path used here).
 */
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

/**
 * Evidence: [ciswipe] `VaultMetricsHistoryItem` — timestamp, tvl, solTvl, apy, sharePrice,
 * interest, interestUsd, interestSol. Unverified: the other APYs, `reserves` and `vaultRewards`.
 */
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

/**
 * PROVISIONAL: only `reserve`, `marketName` and `actualPct` are known from public sources. The one
 * public model of `/kvaults/vaults/{vault}/allocations` (a dashboard's test of its upstream) is an
 * object, not an array: `{ asOf, capitalDeployedUsd, utilizationRatio, allocations: [{ reserve,
 * market, marketName, tokenMint, symbol, targetWeightPct, actualPct, suppliedTokenAmount,
 * suppliedUsd, capTokenAmount, utilizationRatio, supplyApy, rewardsApy, collateral }],
 * unallocated: { tokenAmount, usd, pct } }` — its targetWeightPct, suppliedTokenAmount and
 * suppliedUsd are this schema's targetPct, amount and amountUsd, and the unallocated share is a
 * field, not a row.
 */
export const provisionalEarnVaultAllocationSchema = object({
  reserve: optional(string()),
  marketName: optional(string()),
  actualPct: optional(decimal()),
  targetPct: optional(decimal()),
  amount: optional(decimal()),
  amountUsd: optional(decimal()),
});
export type ProvisionalEarnVaultAllocation = Infer<typeof provisionalEarnVaultAllocationSchema>;

/**
 * PROVISIONAL layout, now evidenced: [vultisig] `KaminoUserPositionResponse` and [measured] give
 * each row as `{ vaultAddress, stakedShares, unstakedShares, totalShares }`, whole shares as
 * decimal strings, shares only (no token value, no `state`); `totalShares` counts the shares
 * staked in the vault's farm, which the wallet's share account does not hold.
 */
export const provisionalEarnUserPositionSchema = object({
  vaultAddress: field(['vaultAddress', 'address', 'vault'], string()),
  stakedShares: optional(decimal()),
  unstakedShares: optional(decimal()),
  totalShares: optional(decimal()),
  state: optional(unknownValue()),
});
export type ProvisionalEarnUserPosition = Infer<typeof provisionalEarnUserPositionSchema>;

/**
 * Evidence: [ciswipe] `UserVaultMetricsHistoryItem` (createdOn, sharesAmount, usdAmount, solAmount,
 * apy, the interest fields), at `/kvaults/{vault}/users/{wallet}/metrics/history`; the path used
 * here (`/kvaults/users/{wallet}/vaults/{vault}/...`) and the other APYs are unverified.
 */
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

/** Evidence: [ciswipe] `UserTotalMetricsHistoryItem`, every field; the same path. */
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

/**
 * Evidence: [ciswipe] and [vultisig], every field. [ciswipe] calls
 * `/kvaults/{vault}/users/{wallet}/pnl` (used here), [vultisig]
 * `/kvaults/users/{wallet}/vaults/{vault}/pnl`.
 */
export const earnUserPnlSchema = object({
  totalPnl: valueTripleSchema,
  totalCostBasis: valueTripleSchema,
});
export type EarnUserPnl = Infer<typeof earnUserPnlSchema>;

/**
 * Evidence: [ciswipe] `UserVaultPnlHistory`, every field; its `type` is a plain string, so the
 * three values enumerated here are unverified.
 */
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

/**
 * Evidence: [ciswipe] `UserTransaction`, every field, at
 * `/kvaults/shareholders/{wallet}/transactions` (used here); other integrations call
 * `/kvaults/users/{wallet}/transactions`.
 */
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

/** Evidence: [ciswipe] `AllocationTransaction`, every field; the same path. */
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

/** Evidence: [ciswipe] `AllocationVolumeHistoryItem`, every field; the same path. */
export const earnAllocationVolumePointSchema = object({
  timestamp: timestamp(),
  volumeUsd: decimal(),
});
export type EarnAllocationVolumePoint = Infer<typeof earnAllocationVolumePointSchema>;

const usdSol = object({ usd: decimal(), sol: decimal() });
/**
 * PROVISIONAL: the route is public (`/kvaults/summary`, with `type` default or private-credit) but
 * no public source shows its body; this layout is unverified.
 */
export const earnSummarySchema = object({
  earnings: object({ interest: usdSol, rewards: usdSol, total: usdSol }),
});
export type EarnSummary = Infer<typeof earnSummarySchema>;

/**
 * Evidence: [ciswipe] `KvaultTokenMetadata`, every field — served by the Hubble API at
 * `/kvault-tokens/{mint}/metadata`; the path used here (`/kvaults/mints/{mint}/metadata`) is
 * unverified.
 */
export const earnTokenMetadataSchema = object({
  name: string(),
  symbol: string(),
  description: withDefault(string(), () => ''),
  image: withDefault(string(), () => ''),
});
export type EarnTokenMetadata = Infer<typeof earnTokenMetadataSchema>;
