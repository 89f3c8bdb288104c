import type { Address } from '../address/address';
import { ChainReadError, WalletNotConnectedError } from '../errors/chainErrors';
import { ERROR_MESSAGES } from '../errors/messages';
import type { FarmState } from '../layouts/farms/farmState';
import type { UserState } from '../layouts/farms/userState';
import type { Obligation } from '../layouts/klend/obligation';
import type { TokenAccount } from '../layouts/spl/tokenAccount';
import { FARMS_PROGRAM_ID, KLEND_PROGRAM_ID } from '../programIds';
import type { ChainRpc } from '../reads/chainRpc';
import { readBlockTime, readRecentSlotDurationMs, readSlot } from '../reads/clock';
import { readFarms, readUserFarmStates } from '../reads/farms';
import {
  type LendingMarketState,
  readLendingMarket,
  readMarketObligations,
  readObligationsByOwner,
} from '../reads/lending';
import { readMultipleAccounts } from '../reads/multipleAccounts';
import { readNativeBalance, readTokenAccounts } from '../reads/wallet';
import { type ChainQueryOptions, withReadError } from './chainQueryOptions';
import { chainKeys } from './keys';
import { CHAIN_QUERY_TIMINGS as T } from './timings';

/** Where chain queries read from: the injected connection and its endpoint (part of every key). */
export interface ChainQueryContext<R extends keyof ChainRpc = keyof ChainRpc> {
  rpc: Pick<ChainRpc, R>;
  endpoint: string;
}

function requireWallet(wallet: Address | null): Address {
  if (wallet === null) throw new WalletNotConnectedError();
  return wallet;
}

export function slotQueryOptions(
  { rpc, endpoint }: ChainQueryContext<'getSlot'>,
  refetchInterval: number = T.slotRefetch,
) {
  return {
    queryKey: chainKeys.slot(endpoint),
    queryFn: () => readSlot(rpc),
    refetchInterval,
  } satisfies ChainQueryOptions<number, readonly unknown[]>;
}

/** Block time (unix s) of the latest slot. */
export function blockTimeQueryOptions({
  rpc,
  endpoint,
}: ChainQueryContext<'getSlot' | 'getBlockTime'>) {
  return {
    queryKey: chainKeys.blockTime(endpoint),
    queryFn: async () => readBlockTime(rpc, await readSlot(rpc)),
    refetchInterval: T.blockTimeRefetch,
  } satisfies ChainQueryOptions<number | null, readonly unknown[]>;
}

/** Recent slot duration in ms (override from RECENT_SLOT_DURATION_OVERRIDE_MS when given). */
export function slotDurationQueryOptions(
  { rpc, endpoint }: ChainQueryContext<'getRecentPerformanceSamples'>,
  overrideMs?: number,
) {
  return {
    queryKey: chainKeys.slotDuration(endpoint, overrideMs ?? null),
    queryFn: () => readRecentSlotDurationMs(rpc, overrideMs === undefined ? {} : { overrideMs }),
    refetchInterval: T.slotDurationRefetch,
    staleTime: T.slotDurationRefetch,
  } satisfies ChainQueryOptions<number, readonly unknown[]>;
}

/** Native SOL balance (lamports); fails with 'Failed to load native SOL balance'. */
export function nativeBalanceQueryOptions(
  { rpc, endpoint }: ChainQueryContext<'getBalance'>,
  wallet: Address | null,
) {
  return {
    queryKey: chainKeys.nativeBalance(endpoint, wallet),
    queryFn: async () => {
      const owner = requireWallet(wallet);
      return withReadError(
        () => readNativeBalance(rpc, owner),
        (cause) => new ChainReadError(ERROR_MESSAGES.nativeBalance, { cause }),
      );
    },
    enabled: wallet !== null,
    refetchInterval: T.nativeBalanceRefetch,
  } satisfies ChainQueryOptions<bigint, readonly unknown[]>;
}

/** The wallet's token accounts of both token programs. */
export function tokenAccountsQueryOptions(
  { rpc, endpoint }: ChainQueryContext<'getTokenAccountsByOwner'>,
  wallet: Address | null,
) {
  return {
    queryKey: chainKeys.tokenAccounts(endpoint, wallet),
    queryFn: async () => readTokenAccounts(rpc, requireWallet(wallet)),
    enabled: wallet !== null,
    refetchInterval: T.tokenAccountsRefetch,
  } satisfies ChainQueryOptions<TokenAccount[], readonly unknown[]>;
}

/**
 * A lending market with its reserves; cached 10 min, stale after 5. Fails with 'Failed to load
 * lending market' / 'Lending market data will not be available'.
 */
export function lendingMarketQueryOptions(
  { rpc, endpoint }: ChainQueryContext<'getMultipleAccountsInfo' | 'getProgramAccounts'>,
  market: Address,
  options: { reserves?: readonly Address[]; programId?: Address } = {},
) {
  const programId = options.programId ?? KLEND_PROGRAM_ID;
  return {
    queryKey: chainKeys.lendingMarket(endpoint, market, options.reserves ?? null, programId),
    queryFn: () =>
      withReadError(
        () => readLendingMarket(rpc, market, { ...options, programId }),
        (cause) =>
          new ChainReadError(ERROR_MESSAGES.lendingMarket, {
            cause,
            description: ERROR_MESSAGES.lendingMarketDescription,
          }),
      ),
    gcTime: T.lendingMarketsGc,
    staleTime: T.lendingMarketsStale,
  } satisfies ChainQueryOptions<LendingMarketState, readonly unknown[]>;
}

/** The wallet's obligations (user positions) in a market. */
export function obligationsQueryOptions(
  { rpc, endpoint }: ChainQueryContext<'getProgramAccounts'>,
  wallet: Address | null,
  market: Address,
  programId: Address = KLEND_PROGRAM_ID,
) {
  return {
    queryKey: chainKeys.obligations(endpoint, wallet, market, programId),
    queryFn: async () => readObligationsByOwner(rpc, market, requireWallet(wallet), { programId }),
    enabled: wallet !== null,
  } satisfies ChainQueryOptions<Obligation[], readonly unknown[]>;
}

/**
 * Every obligation of a market (for the liquidation view); cached and stale like the lending
 * markets, since the obligations' values move with the market's reserves.
 */
export function marketObligationsQueryOptions(
  { rpc, endpoint }: ChainQueryContext<'getProgramAccounts'>,
  market: Address,
  programId: Address = KLEND_PROGRAM_ID,
) {
  return {
    queryKey: chainKeys.marketObligations(endpoint, market, programId),
    queryFn: async () => readMarketObligations(rpc, market, { programId }),
    gcTime: T.lendingMarketsGc,
    staleTime: T.lendingMarketsStale,
  } satisfies ChainQueryOptions<Obligation[], readonly unknown[]>;
}

/** Farms read in chunks of 100, refreshed daily, 3 retries; fails with 'Failed to fetch farm data'. */
export function farmsQueryOptions(
  { rpc, endpoint }: ChainQueryContext<'getMultipleAccountsInfo'>,
  farms: readonly Address[],
  programId: Address = FARMS_PROGRAM_ID,
) {
  return {
    queryKey: chainKeys.farms(endpoint, farms, programId),
    queryFn: () =>
      withReadError(
        () => readFarms(rpc, farms, { programId }),
        (cause) => new ChainReadError(ERROR_MESSAGES.farmData, { cause }),
      ),
    refetchInterval: T.farmsRefetch,
    staleTime: T.farmsRefetch,
    retry: T.farmsRetry,
  } satisfies ChainQueryOptions<(FarmState | null)[], readonly unknown[]>;
}

/**
 * Whether each account exists, in the order given: what a wallet's next transaction must create
 * first (user metadata, obligation farm states, associated token accounts).
 */
export function walletAccountsExistQueryOptions(
  { rpc, endpoint }: ChainQueryContext<'getMultipleAccountsInfo'>,
  wallet: Address | null,
  accounts: readonly Address[],
) {
  return {
    queryKey: chainKeys.walletAccountsExist(endpoint, wallet, accounts),
    queryFn: async () => {
      requireWallet(wallet);
      const found = await readMultipleAccounts(rpc, accounts);
      return found.map((account) => account !== null);
    },
    enabled: wallet !== null,
  } satisfies ChainQueryOptions<boolean[], readonly unknown[]>;
}

/** The wallet's farm user states (its farm positions). */
export function userFarmStatesQueryOptions(
  { rpc, endpoint }: ChainQueryContext<'getProgramAccounts'>,
  wallet: Address | null,
  programId: Address = FARMS_PROGRAM_ID,
) {
  return {
    queryKey: chainKeys.userFarmStates(endpoint, wallet, programId),
    queryFn: async () => readUserFarmStates(rpc, requireWallet(wallet), { programId }),
    enabled: wallet !== null,
  } satisfies ChainQueryOptions<UserState[], readonly unknown[]>;
}
