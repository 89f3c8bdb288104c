import type { Commitment, Logs, LogsCallback, PublicKey } from '@solana/web3.js';
import type { Address } from '../address/address';
import { toPublicKey } from '../address/toPublicKey';

/** The Connection methods a log subscription uses. */
export interface LogsRpc {
  onLogs(filter: PublicKey, callback: LogsCallback, commitment?: Commitment): number;
  removeOnLogsListener(clientSubscriptionId: number): Promise<void>;
}

export type Unsubscribe = () => Promise<void>;

/**
 * Subscribes to transaction logs that mention the wallet, at 'confirmed' (D§7), and calls back
 * on each. The returned function unsubscribes; calling it twice is harmless.
 */
export function subscribeToWalletLogs(
  rpc: LogsRpc,
  wallet: Address,
  onLogs: (logs: Logs) => void,
): Unsubscribe {
  const id = rpc.onLogs(toPublicKey(wallet), (logs) => onLogs(logs), 'confirmed');
  let active = true;
  return async () => {
    if (!active) return;
    active = false;
    await rpc.removeOnLogsListener(id);
  };
}
