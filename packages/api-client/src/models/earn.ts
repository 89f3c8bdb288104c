import { array, nullable, optional, withDefault } from '../schema/combinators';
import { enumeration } from '../schema/enums';
import { field, object } from '../schema/object';
import { decimal, integer, string } from '../schema/primitives';
import type { Infer } from '../schema/schema';
import { timestamp } from '../schema/timestamp';
import { decimalOrZero } from './common';

/*
 * Where these layouts come from. The product specification names no earn endpoint, so none is
 * from it; the evidence is the API's own public documents and public integrations of it:
 * - [readme] the API maintainers' README (hubbleprotocol/hubble-public-api-docs, "KVaults"), with
 *   an example body per route, on the legacy `/kvaults/{vault}/...` paths;
 * - [reference] Kamino's API reference (kamino.com/build/api-reference/earn, the "Kamino Public
 *   API" OpenAPI document), on the current `/kvaults/vaults/{vault}/...` paths;
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
 * The on-chain vault state as the API sends it; raw amounts in base units. Evidence: [reference]
 * "the vault state object" (every field read here, the allocation entries' too; prevAum,
 * pendingFees, cumulativeEarnedInterest and tokenTargetAllocation as decimals where the chain
 * stores scaled fractions), [measured] `/kvaults/vaults` items and [vultisig] (which also reads
 * `vaultFarm`, not read here: a farmed vault stakes the deposit's shares).
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

/**
 * Evidence: [reference] "Get KVault by address", [measured] and [vultisig]:
 * `{ address, state, programId }`.
 */
export const earnVaultSchema = object({
  address: string(),
  state: earnVaultStateSchema,
  programId: optional(string()),
});
export type EarnVault = Infer<typeof earnVaultSchema>;

/**
 * APYs are fractions. Evidence: [readme] example body and [ciswipe] `VaultMetrics`, every field
 * here but apyActual, which other integrations read from the same route; the API also sends the
 * *Sol variants and the fees in USD and SOL (not read). [readme] and [ciswipe] call the legacy
 * `/kvaults/{vault}/metrics`, [vultisig] the current `/kvaults/vaults/{vault}/metrics` (used
 * here).
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
 * Evidence: [reference] "Get historical kvault metrics" at
 * `/kvaults/vaults/{vault}/metrics/history` (every field, `timestamp` in epoch ms), [readme]
 * (the same fields on the legacy path, with ISO timestamps, read too) and [ciswipe]
 * `VaultMetricsHistoryItem`.
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
 * PROVISIONAL, and kept so on purpose: no maintainer source documents
 * `/kvaults/vaults/{vault}/allocations` (Kamino's API reference lists no such route; its curator
 * pages read allocations on chain through the SDK), and `reserve`, `marketName` and `actualPct`
 * are the only fields any public source names. The one public model of the route, a dashboard's
 * test of its own upstream, is an object, not an array: `{ asOf, capitalDeployedUsd,
 * utilizationRatio, allocations: [{ reserve, market, marketName, tokenMint, symbol,
 * targetWeightPct, actualPct, suppliedTokenAmount, suppliedUsd, capTokenAmount, utilizationRatio,
 * supplyApy, rewardsApy, collateral }], unallocated: { tokenAmount, usd, pct } }`. A test fixture
 * of a third party may model that party's own layer rather than the wire, so that one source is
 * too weak to move to; were it confirmed, its targetWeightPct, suppliedTokenAmount and
 * suppliedUsd would be this schema's targetPct, amount and amountUsd, and the unallocated share a
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
 * One vault the wallet holds shares of, in whole shares (decimal strings). Evidence: [reference]
 * "Get user position for a specific KVault" (`/kvaults/users/{user}/positions/{vault}`:
 * `vaultAddress`, `stakedShares` — staked in the vault's farm —, `unstakedShares` — held in the
 * wallet —, `totalShares` — both —, all required), and [vultisig] and [measured] rows of this
 * route with the same four fields (shares only, no token value). [reference]'s page of this route
 * also lists the vault's `address` and `state`: `address` is read when `vaultAddress` is missing,
 * `state` is not read.
 */
export const earnUserPositionSchema = object({
  vaultAddress: field(['vaultAddress', 'address'], string()),
  stakedShares: decimal(),
  unstakedShares: decimal(),
  totalShares: decimal(),
});
export type EarnUserPosition = Infer<typeof earnUserPositionSchema>;

/**
 * Evidence: [readme] example body (every field, apyIncentives null) and [ciswipe]
 * `UserVaultMetricsHistoryItem`, both at the legacy
 * `/kvaults/{vault}/users/{wallet}/metrics/history`;
 * the path used here, `/kvaults/users/{wallet}/vaults/{vault}/metrics/history`, is the newer
 * family's, called by a public portfolio integration (and by [vultisig] for the PnL).
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

/**
 * Evidence: [readme] example body and [ciswipe] `UserTotalMetricsHistoryItem`, every field; the
 * same path.
 */
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
 * Evidence: [readme], [ciswipe] and [vultisig], every field. [readme] and [ciswipe] call
 * `/kvaults/{vault}/users/{wallet}/pnl` (used here), [vultisig]
 * `/kvaults/users/{wallet}/vaults/{vault}/pnl`.
 */
export const earnUserPnlSchema = object({
  totalPnl: valueTripleSchema,
  totalCostBasis: valueTripleSchema,
});
export type EarnUserPnl = Infer<typeof earnUserPnlSchema>;

/**
 * Evidence: [readme] example body (buy, sell and mark-to-market rows, the latter with epoch-ms
 * timestamps) and [ciswipe] `UserVaultPnlHistory`, every field; another `type` reads as unknown.
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
 * Evidence: [readme] and [ciswipe] `UserTransaction`, every field, at
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

/** Evidence: [readme] and [ciswipe] `AllocationTransaction`, every field; the same path. */
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

/**
 * Evidence: [readme] and [ciswipe] `AllocationVolumeHistoryItem`, every field, at the legacy path
 * (used here); Kamino's curator pages call `/kvaults/vaults/{vault}/allocation-volume/history`.
 */
export const earnAllocationVolumePointSchema = object({
  timestamp: timestamp(),
  volumeUsd: decimal(),
});
export type EarnAllocationVolumePoint = Infer<typeof earnAllocationVolumePointSchema>;

const usdSol = object({ usd: decimal(), sol: decimal() });
/** Evidence: [readme] "Get kvaults summary" example body, every field. */
export const earnSummarySchema = object({
  earnings: object({ interest: usdSol, rewards: usdSol, total: usdSol }),
});
export type EarnSummary = Infer<typeof earnSummarySchema>;

/**
 * Evidence: [ciswipe] `KvaultTokenMetadata`, every field, and [reference] "Get metadata for
 * KVault token" at `/kvaults/mints/{mint}/metadata` (used here); [readme] and the vault SDK name
 * `/kvault-tokens/{mint}/metadata`.
 */
export const earnTokenMetadataSchema = object({
  name: string(),
  symbol: string(),
  description: withDefault(string(), () => ''),
  image: withDefault(string(), () => ''),
});
export type EarnTokenMetadata = Infer<typeof earnTokenMetadataSchema>;
