import type { ApiContext } from '../context';
import type { CallOptions } from '../http/transport';
import {
  type EarnAllocationTransaction,
  type EarnAllocationVolumePoint,
  type EarnSummary,
  type EarnTokenMetadata,
  type EarnTransaction,
  type EarnUserMetricsPoint,
  type EarnUserPnl,
  type EarnUserPnlHistory,
  type EarnUserPosition,
  type EarnUserVaultMetricsPoint,
  type EarnVault,
  type EarnVaultMetrics,
  type EarnVaultMetricsPoint,
  earnAllocationTransactionSchema,
  earnAllocationVolumePointSchema,
  earnSummarySchema,
  earnTokenMetadataSchema,
  earnTransactionSchema,
  earnUserMetricsPointSchema,
  earnUserPnlHistorySchema,
  earnUserPnlSchema,
  earnUserPositionSchema,
  earnUserVaultMetricsPointSchema,
  earnVaultMetricsPointSchema,
  earnVaultMetricsSchema,
  earnVaultSchema,
  type ProvisionalEarnVaultAllocation,
  provisionalEarnVaultAllocationSchema,
} from '../models/earn';
import { array } from '../schema/combinators';
import type { TimeRange } from './strategies';
import { toIsoOrUndefined } from './time';

/** Earn (lending vault) routes; current `/kvaults/vaults/...` paths where two families exist. */
export function createEarnApi(ctx: ApiContext) {
  const { env } = ctx.config;
  const rangeQuery = (range: TimeRange) => ({
    env,
    start: toIsoOrUndefined(range.start),
    end: toIsoOrUndefined(range.end),
  });

  return {
    vaults(options: CallOptions = {}): Promise<EarnVault[]> {
      return ctx.call('earnVaults', { ...options, query: { env }, schema: array(earnVaultSchema) });
    },

    vault(vault: string, options: CallOptions = {}): Promise<EarnVault> {
      return ctx.call('earnVault', {
        ...options,
        params: { vault },
        query: { env },
        schema: earnVaultSchema,
      });
    },

    vaultMetrics(vault: string, options: CallOptions = {}): Promise<EarnVaultMetrics> {
      return ctx.call('earnVaultMetrics', {
        ...options,
        params: { vault },
        query: { env },
        schema: earnVaultMetricsSchema,
      });
    },

    vaultMetricsHistory(
      vault: string,
      range: TimeRange = {},
      options: CallOptions = {},
    ): Promise<EarnVaultMetricsPoint[]> {
      return ctx.call('earnVaultMetricsHistory', {
        ...options,
        params: { vault },
        query: rangeQuery(range),
        schema: array(earnVaultMetricsPointSchema),
      });
    },

    /** PROVISIONAL layout (see its schema): per-reserve allocation rows. */
    vaultAllocations(
      vault: string,
      options: CallOptions = {},
    ): Promise<ProvisionalEarnVaultAllocation[]> {
      return ctx.call('earnVaultAllocations', {
        ...options,
        params: { vault },
        query: { env },
        schema: array(provisionalEarnVaultAllocationSchema),
      });
    },

    /** The wallet's shares of each vault it holds, farm-staked shares counted. */
    userPositions(wallet: string, options: CallOptions = {}): Promise<EarnUserPosition[]> {
      return ctx.call('earnUserPositions', {
        ...options,
        params: { wallet },
        query: { env },
        schema: array(earnUserPositionSchema),
      });
    },

    userVaultMetricsHistory(
      wallet: string,
      vault: string,
      range: TimeRange = {},
      options: CallOptions = {},
    ): Promise<EarnUserVaultMetricsPoint[]> {
      return ctx.call('earnUserVaultMetricsHistory', {
        ...options,
        params: { wallet, vault },
        query: rangeQuery(range),
        schema: array(earnUserVaultMetricsPointSchema),
      });
    },

    userMetricsHistory(
      wallet: string,
      range: TimeRange = {},
      options: CallOptions = {},
    ): Promise<EarnUserMetricsPoint[]> {
      return ctx.call('earnUserMetricsHistory', {
        ...options,
        params: { wallet },
        query: rangeQuery(range),
        schema: array(earnUserMetricsPointSchema),
      });
    },

    userPnl(vault: string, wallet: string, options: CallOptions = {}): Promise<EarnUserPnl> {
      return ctx.call('earnUserPnl', {
        ...options,
        params: { vault, wallet },
        query: { env },
        schema: earnUserPnlSchema,
      });
    },

    userPnlHistory(
      vault: string,
      wallet: string,
      options: CallOptions = {},
    ): Promise<EarnUserPnlHistory> {
      return ctx.call('earnUserPnlHistory', {
        ...options,
        params: { vault, wallet },
        query: { env },
        schema: earnUserPnlHistorySchema,
      });
    },

    userTransactions(wallet: string, options: CallOptions = {}): Promise<EarnTransaction[]> {
      return ctx.call('earnUserTransactions', {
        ...options,
        params: { wallet },
        query: { env },
        schema: array(earnTransactionSchema),
      });
    },

    allocationTransactions(
      vault: string,
      options: CallOptions = {},
    ): Promise<EarnAllocationTransaction[]> {
      return ctx.call('earnAllocationTransactions', {
        ...options,
        params: { vault },
        query: { env },
        schema: array(earnAllocationTransactionSchema),
      });
    },

    allocationVolumeHistory(
      vault: string,
      range: TimeRange = {},
      options: CallOptions = {},
    ): Promise<EarnAllocationVolumePoint[]> {
      return ctx.call('earnAllocationVolumeHistory', {
        ...options,
        params: { vault },
        query: rangeQuery(range),
        schema: array(earnAllocationVolumePointSchema),
      });
    },

    summary(options: CallOptions = {}): Promise<EarnSummary> {
      return ctx.call('earnSummary', { ...options, query: { env }, schema: earnSummarySchema });
    },

    /** Name, symbol and image of a vault share token. */
    tokenMetadata(mint: string, options: CallOptions = {}): Promise<EarnTokenMetadata> {
      return ctx.call('earnVaultTokenMetadata', {
        ...options,
        params: { mint },
        schema: earnTokenMetadataSchema,
      });
    },
  };
}

export type EarnApi = ReturnType<typeof createEarnApi>;
