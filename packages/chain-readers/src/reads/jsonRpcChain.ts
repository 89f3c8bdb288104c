import type {
  Commitment,
  GetProgramAccountsConfig,
  GetProgramAccountsFilter,
  PerfSample,
} from '@solana/web3.js';
import { type Address, createAddress } from '../address/address';
import type { AccountBytes } from '../layouts/accountBytes';
import type { ChainRpc, KeyedAccount, TokenAccountsFilter } from './chainRpc';
import { chunk } from './concurrency';
import {
  base64ToBytes,
  createJsonRpcRequest,
  type JsonRpcRequest,
  type JsonRpcTransportOptions,
} from './jsonRpc';
import { mapInSlices } from './slices';

/** Most addresses one getMultipleAccounts request carries (the node's limit). */
const MULTIPLE_ACCOUNTS_LIMIT = 100;

export interface JsonRpcChainOptions extends JsonRpcTransportOptions {
  /** The commitment of every read that names none (the read connection's: 'processed'). */
  commitment?: Commitment;
}

/** The chain reads over plain JSON-RPC: a ChainRpc without web3.js's `Connection`. */
export interface JsonRpcChain extends ChainRpc {
  readonly rpcEndpoint: string;
}

/** An account as returned by the chain reads: the bytes, the owner and the lamports. */
export interface RpcAccount extends AccountBytes {
  lamports: number;
  executable: boolean;
}

function invalid(method: string): Error {
  return new Error(`the node's ${method} answer has an unexpected shape`);
}

function record(value: unknown, method: string): Record<string, unknown> {
  if (typeof value !== 'object' || value === null) throw invalid(method);
  return value as Record<string, unknown>;
}

function numberOf(value: unknown, method: string): number {
  if (typeof value !== 'number') throw invalid(method);
  return value;
}

function arrayOf(value: unknown, method: string): unknown[] {
  if (!Array.isArray(value)) throw invalid(method);
  return value;
}

/** `{ context, value }` → value. */
function contextValue(result: unknown, method: string): unknown {
  const body = record(result, method);
  if (!('value' in body)) throw invalid(method);
  return body.value;
}

function decodeAccount(value: unknown, method: string): RpcAccount {
  const account = record(value, method);
  const [data, encoding] = arrayOf(account.data, method);
  if (typeof data !== 'string' || encoding !== 'base64' || typeof account.owner !== 'string') {
    throw invalid(method);
  }
  return {
    data: base64ToBytes(data),
    owner: createAddress(account.owner),
    lamports: numberOf(account.lamports, method),
    executable: account.executable === true,
  };
}

function filterParam(filter: TokenAccountsFilter): { programId: string } | { mint: string } {
  return 'mint' in filter
    ? { mint: filter.mint.toBase58() }
    : { programId: filter.programId.toBase58() };
}

function decodeKeyed(value: unknown, method: string): KeyedAccount {
  const keyed = record(value, method);
  if (typeof keyed.pubkey !== 'string') throw invalid(method);
  return { pubkey: createAddress(keyed.pubkey), account: decodeAccount(keyed.account, method) };
}

/** memcmp filters without an encoding are base58, as web3.js sends them. */
function withMemcmpEncoding(filters: GetProgramAccountsFilter[]): GetProgramAccountsFilter[] {
  return filters.map((filter) =>
    'memcmp' in filter
      ? { ...filter, memcmp: { ...filter.memcmp, encoding: filter.memcmp.encoding ?? 'base58' } }
      : filter,
  );
}

/**
 * A ChainRpc that speaks JSON-RPC over fetch, for the read side: same requests, same results and
 * the same error messages as web3.js's `Connection` for the methods the readers call, without
 * web3.js's RPC client, validation library or websocket code. Sends, confirmations and
 * subscriptions stay on `Connection` (the write pipeline loads it).
 */
export function createJsonRpcChain(options: JsonRpcChainOptions): JsonRpcChain {
  const request: JsonRpcRequest = createJsonRpcRequest(options);
  const args = (
    params: unknown[],
    commitment: Commitment | undefined,
    encoding?: string,
    extra?: object,
  ): unknown[] => {
    const chosen = commitment ?? options.commitment;
    if (chosen === undefined && encoding === undefined && extra === undefined) return params;
    return [
      ...params,
      {
        ...(encoding !== undefined ? { encoding } : {}),
        ...(chosen !== undefined ? { commitment: chosen } : {}),
        ...extra,
      },
    ];
  };

  async function multipleAccounts(keys: Address[], commitment?: Commitment) {
    const addresses = keys.map((key) => key.toBase58());
    const result = await request(
      'getMultipleAccounts',
      args([addresses], commitment, 'base64'),
      `failed to get info for accounts ${addresses}`,
    );
    const value = arrayOf(contextValue(result, 'getMultipleAccounts'), 'getMultipleAccounts');
    if (value.length !== keys.length) throw invalid('getMultipleAccounts');
    return mapInSlices(value, (account) =>
      account === null ? null : decodeAccount(account, 'getMultipleAccounts'),
    );
  }

  return {
    rpcEndpoint: options.endpoint,

    async getMultipleAccountsInfo(publicKeys, commitment) {
      const parts = await Promise.all(
        chunk(publicKeys, MULTIPLE_ACCOUNTS_LIMIT).map((keys) =>
          multipleAccounts(keys, commitment),
        ),
      );
      return parts.flat();
    },

    async getProgramAccounts(programId: Address, config: GetProgramAccountsConfig) {
      const { commitment, encoding, filters, withContext: _withContext, ...rest } = config;
      const program = programId.toBase58();
      const result = await request(
        'getProgramAccounts',
        args([program], commitment, encoding ?? 'base64', {
          ...rest,
          ...(filters ? { filters: withMemcmpEncoding(filters) } : {}),
        }),
        `failed to get accounts owned by program ${program}`,
      );
      return mapInSlices(arrayOf(result, 'getProgramAccounts'), (keyed) =>
        decodeKeyed(keyed, 'getProgramAccounts'),
      );
    },

    async getBalance(publicKey, commitment) {
      const address = publicKey.toBase58();
      try {
        const result = await request(
          'getBalance',
          args([address], commitment),
          `failed to get balance for ${address}`,
        );
        return numberOf(contextValue(result, 'getBalance'), 'getBalance');
      } catch (error) {
        // web3.js wraps this one error once more; the wording is kept for existing matches.
        throw new Error(`failed to get balance of account ${address}: ${String(error)}`);
      }
    },

    async getTokenAccountsByOwner(owner, filter, commitment) {
      const address = owner.toBase58();
      const result = await request(
        'getTokenAccountsByOwner',
        args([address, filterParam(filter)], commitment, 'base64'),
        `failed to get token accounts owned by account ${address}`,
      );
      const value = arrayOf(
        contextValue(result, 'getTokenAccountsByOwner'),
        'getTokenAccountsByOwner',
      );
      return {
        value: await mapInSlices(value, (keyed) => decodeKeyed(keyed, 'getTokenAccountsByOwner')),
      };
    },

    async getSlot(commitment) {
      const result = await request('getSlot', args([], commitment), 'failed to get slot');
      return numberOf(result, 'getSlot');
    },

    async getBlockTime(slot) {
      const result = await request(
        'getBlockTime',
        [slot],
        `failed to get block time for slot ${slot}`,
      );
      return result === null ? null : numberOf(result, 'getBlockTime');
    },

    async getRecentPerformanceSamples(limit) {
      const result = await request(
        'getRecentPerformanceSamples',
        limit ? [limit] : [],
        'failed to get recent performance samples',
      );
      return arrayOf(result, 'getRecentPerformanceSamples').map((value): PerfSample => {
        const sample = record(value, 'getRecentPerformanceSamples');
        const field = (name: string) => numberOf(sample[name], 'getRecentPerformanceSamples');
        return {
          slot: field('slot'),
          numTransactions: field('numTransactions'),
          numSlots: field('numSlots'),
          samplePeriodSecs: field('samplePeriodSecs'),
        };
      });
    },
  };
}
