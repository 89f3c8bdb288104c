import type { Ledger } from '../chain/ledger';

/** Reported as `solana-core` by getVersion and as `apiVersion` in response contexts. */
export const SOLANA_CORE_VERSION = '2.3.0';
export const FEATURE_SET = 3_294_202_862;

export interface RpcContext {
  ledger: Ledger;
  genesisHash: string;
  identity: string;
  /** Sends to accept and drop unexecuted (the control API's transaction hold). */
  hold?: { takes(signature: string): boolean };
}

/** The `{ context, value }` wrapper of Solana's context-carrying responses. */
export function withContext<T>(ledger: Ledger, value: T) {
  return { context: { apiVersion: SOLANA_CORE_VERSION, slot: ledger.slot }, value };
}
