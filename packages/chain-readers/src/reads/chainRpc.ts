import type { Commitment, GetProgramAccountsConfig, PerfSample, PublicKey } from '@solana/web3.js';
import type { AccountBytes } from '../layouts/accountBytes';

/** An account as listed by getProgramAccounts / getTokenAccountsByOwner. */
export interface KeyedAccount {
  pubkey: PublicKey;
  account: AccountBytes;
}

/**
 * The Connection methods the readers call: the seam between readers and the network. A web3.js
 * `Connection` satisfies it; tests pass a small in-memory fake. Each reader asks only for the
 * methods it uses (`Pick<ChainRpc, ...>`).
 */
export interface ChainRpc {
  getMultipleAccountsInfo(
    publicKeys: PublicKey[],
    commitment?: Commitment,
  ): Promise<(AccountBytes | null)[]>;
  getProgramAccounts(
    programId: PublicKey,
    config: GetProgramAccountsConfig,
  ): Promise<readonly KeyedAccount[]>;
  getBalance(publicKey: PublicKey, commitment?: Commitment): Promise<number>;
  getTokenAccountsByOwner(
    owner: PublicKey,
    filter: { programId: PublicKey },
    commitment?: Commitment,
  ): Promise<{ value: readonly KeyedAccount[] }>;
  getSlot(commitment?: Commitment): Promise<number>;
  getBlockTime(slot: number): Promise<number | null>;
  getRecentPerformanceSamples(limit?: number): Promise<PerfSample[]>;
}
