import type { Commitment, GetProgramAccountsConfig, PerfSample } from '@solana/web3.js';
import type { Address } from '../address/address';
import type { AccountBytes } from '../layouts/accountBytes';

/** An account as listed by getProgramAccounts / getTokenAccountsByOwner. */
export interface KeyedAccount {
  pubkey: Address;
  account: AccountBytes;
}

/** Token accounts of one token program or of one mint (web3.js's `TokenAccountsFilter`). */
export type TokenAccountsFilter = { programId: Address } | { mint: Address };

/**
 * The Connection methods the readers call: the seam between readers and the network. A web3.js
 * `Connection` satisfies it; tests pass a small in-memory fake. Each reader asks only for the
 * methods it uses (`Pick<ChainRpc, ...>`).
 */
export interface ChainRpc {
  getMultipleAccountsInfo(
    publicKeys: Address[],
    commitment?: Commitment,
  ): Promise<(AccountBytes | null)[]>;
  getProgramAccounts(
    programId: Address,
    config: GetProgramAccountsConfig,
  ): Promise<readonly KeyedAccount[]>;
  getBalance(publicKey: Address, commitment?: Commitment): Promise<number>;
  getTokenAccountsByOwner(
    owner: Address,
    filter: TokenAccountsFilter,
    commitment?: Commitment,
  ): Promise<{ value: readonly KeyedAccount[] }>;
  getSlot(commitment?: Commitment): Promise<number>;
  getBlockTime(slot: number): Promise<number | null>;
  getRecentPerformanceSamples(limit?: number): Promise<PerfSample[]>;
}
