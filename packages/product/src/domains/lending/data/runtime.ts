/**
 * Everything the lending data layer needs from web3.js, chain-readers and api-client, behind one
 * dynamic import: the screens' own chunks stay small and this code arrives after the first
 * render, together with the node connection and the API client.
 */
import { createApiQueries } from '@keel/api-client';
import {
  type Address,
  type ChainQueryContext,
  createAddress,
  type FarmState,
  farmsQueryOptions,
  type LendingMarketState,
  lendingMarketQueryOptions,
  marketObligationsQueryOptions,
  nativeBalanceQueryOptions,
  obligationQueryOptions,
  obligationsQueryOptions,
  ReserveNotFoundError,
  reserveAssetTiersQueryOptions,
  reserveFarmAddresses,
  slotDurationOverrideFromSearch,
  slotDurationQueryOptions,
  tokenAccountsQueryOptions,
  vanillaObligationPda,
  walletAccountsExistQueryOptions,
} from '@keel/chain-readers';
import type { TransactionRequest } from '@keel/wallet-connect';
import { isNotFoundError, retryUnlessNotFound } from '../../../common/notFound';
import { reserveFarmApys } from './farmRewards';
import { lendingInvalidations, obligationInvalidations } from './lendingInvalidations';
import type { LendingActionRequestsInput } from './lendingWrites';
import { liquidationInvalidations, liquidationRepaySource } from './liquidationKeys';
import { liquidationOrder } from './liquidationOrder';
import type { LiquidationRequestsInput } from './liquidationWrites';
import { obligationView } from './obligationView';
import { reserveView } from './reserveView';
import { type ActionAddresses, actionAddresses, setupAccounts } from './writeAddresses';
import type { ElevationGroupRequestInput } from './writesRuntime';

/** The program writers and their error copy, fetched when a write starts (issue 21). */
const writes = () => import('./writesRuntime');

function toKey(address: string | undefined): Address | undefined {
  if (!address) return undefined;
  try {
    return createAddress(address);
  } catch {
    return undefined;
  }
}

export const lendingRuntime = {
  createApiQueries,
  /** Whether a route parameter is a well-formed account address. */
  isAddress: (address: string | undefined) => toKey(address) !== undefined,
  /** A market with its reserves; undefined for a malformed address. Not-found is final. */
  marketQuery(chain: ChainQueryContext, market: string | undefined) {
    const key = toKey(market);
    return key
      ? { ...lendingMarketQueryOptions(chain, key), retry: retryUnlessNotFound }
      : undefined;
  },
  /** Measured slot duration; RECENT_SLOT_DURATION_OVERRIDE_MS in the URL overrides it. */
  slotDurationQuery(chain: ChainQueryContext) {
    const override =
      typeof window === 'undefined'
        ? undefined
        : slotDurationOverrideFromSearch(window.location.search);
    return slotDurationQueryOptions(chain, override);
  },
  obligationQuery(chain: ChainQueryContext, obligation: string | undefined) {
    const key = toKey(obligation);
    return key ? { ...obligationQueryOptions(chain, key), retry: retryUnlessNotFound } : undefined;
  },
  /** Every obligation of a market, whoever owns it (the liquidation list). */
  marketObligationsQuery(chain: ChainQueryContext, market: string | undefined) {
    const key = toKey(market);
    return key
      ? { ...marketObligationsQueryOptions(chain, key), retry: retryUnlessNotFound }
      : undefined;
  },
  /** A wallet's obligations in one market; undefined until both addresses are valid. */
  walletObligationsQuery(
    chain: ChainQueryContext,
    wallet: string | undefined,
    market: string | undefined,
  ) {
    const walletKey = toKey(wallet);
    const marketKey = toKey(market);
    return walletKey && marketKey
      ? obligationsQueryOptions(chain, walletKey, marketKey)
      : undefined;
  },
  assetTiersQuery(chain: ChainQueryContext, market: string | undefined) {
    const key = toKey(market);
    return key ? reserveAssetTiersQueryOptions(chain, key) : undefined;
  },
  /** The farms of a market's reserves (daily, 3 retries); undefined when there are none. */
  farmsQuery(chain: ChainQueryContext, state: LendingMarketState | undefined) {
    const farms = state ? reserveFarmAddresses(state.reserves) : [];
    return farms.length > 0 ? farmsQueryOptions(chain, farms) : undefined;
  },
  /** Farm address → decoded farm (null where the account is missing), for reserveFarmApys. */
  farmsByAddress(state: LendingMarketState, farms: readonly (FarmState | null)[]) {
    const addresses = reserveFarmAddresses(state.reserves);
    return new Map(addresses.map((address, i) => [address.toBase58(), farms[i] ?? null]));
  },
  /** The wallet's native SOL and token accounts (for a form's balance). */
  walletBalanceQueries(chain: ChainQueryContext, wallet: string | undefined) {
    const key = toKey(wallet);
    if (!key) return undefined;
    return {
      native: nativeBalanceQueryOptions(chain, key),
      tokens: tokenAccountsQueryOptions(chain, key),
    };
  },
  /** Which of an action's set-up accounts exist (user metadata, token account, farm states). */
  setupQuery(chain: ChainQueryContext, wallet: string | undefined, addresses: ActionAddresses) {
    const key = toKey(wallet);
    return key ? walletAccountsExistQueryOptions(chain, key, setupAccounts(addresses)) : undefined;
  },
  actionAddresses,
  /** Whether the obligation is the wallet's main one in its market (the one the forms act on). */
  isMainObligation: (obligation: string, owner: string, market: string) =>
    vanillaObligationPda(createAddress(owner), createAddress(market)).address.toBase58() ===
    obligation,
  /** The transactions of one lending action, set-up first (in the same one when it fits). */
  lendingActionRequests: async (input: LendingActionRequestsInput): Promise<TransactionRequest[]> =>
    (await writes()).lendingActionRequests(input),
  /** Query keys a lending action changes (kept here: they name the program id, web3.js). */
  lendingInvalidations,
  obligationInvalidations,
  /** The transaction entering an elevation group (0 leaves it). */
  elevationGroupRequest: async (input: ElevationGroupRequestInput): Promise<TransactionRequest[]> =>
    (await writes()).elevationGroupRequest(input),
  /** A liquidation's transactions, the queries it changes and the liquidator's token account. */
  liquidationWrites: {
    requests: async (input: LiquidationRequestsInput): Promise<TransactionRequest[]> =>
      (await writes()).liquidationRequests(input),
    invalidations: liquidationInvalidations,
    repaySource: liquidationRepaySource,
  },
  reserveFarmApys,
  reserveView,
  obligationView,
  liquidationOrder,
  isNotFoundError,
  reserveNotFoundMessage: (reserve: string) => new ReserveNotFoundError(reserve).message,
};

export type LendingRuntime = typeof lendingRuntime;
