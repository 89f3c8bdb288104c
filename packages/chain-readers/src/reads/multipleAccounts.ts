import type { Commitment } from '@solana/web3.js';
import type { Address } from '../address/address';
import type { AccountBytes } from '../layouts/accountBytes';
import type { ChainRpc } from './chainRpc';
import { chunk, mapWithConcurrency } from './concurrency';

/** Most accounts a getMultipleAccounts request may ask for (also D§9's farm chunk size). */
export const ACCOUNTS_CHUNK_SIZE = 100;
/** Requests in flight at once for one batched read. */
export const DEFAULT_READ_CONCURRENCY = 4;

export interface BatchReadOptions {
  chunkSize?: number;
  concurrency?: number;
  commitment?: Commitment;
}

export type AccountsRpc = Pick<ChainRpc, 'getMultipleAccountsInfo'>;

/**
 * Accounts in the order asked for (null where none exists), one getMultipleAccounts per
 * 100 addresses with bounded concurrency; never one request per account.
 */
export async function readMultipleAccounts(
  rpc: AccountsRpc,
  addresses: readonly Address[],
  options: BatchReadOptions = {},
): Promise<(AccountBytes | null)[]> {
  const size = options.chunkSize ?? ACCOUNTS_CHUNK_SIZE;
  const chunks = chunk(addresses, size);
  const results = await mapWithConcurrency(
    chunks,
    options.concurrency ?? DEFAULT_READ_CONCURRENCY,
    async (keys) => {
      const accounts = await rpc.getMultipleAccountsInfo(keys, options.commitment);
      if (accounts.length !== keys.length) {
        throw new Error(
          `getMultipleAccounts returned ${accounts.length} accounts for ${keys.length}`,
        );
      }
      return accounts;
    },
  );
  return results.flat();
}

/** Batched read then decode; missing accounts stay null, bad bytes throw AccountDecodeError. */
export async function readDecodedAccounts<T>(
  rpc: AccountsRpc,
  addresses: readonly Address[],
  decode: (address: Address, account: AccountBytes) => T,
  options: BatchReadOptions = {},
): Promise<(T | null)[]> {
  const accounts = await readMultipleAccounts(rpc, addresses, options);
  return accounts.map((account, i) =>
    account === null ? null : decode(addresses[i] as Address, account),
  );
}
