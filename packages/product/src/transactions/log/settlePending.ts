import type { Connection } from '@solana/web3.js';
import { readFeeLamports } from './readFee';
import { resolvePending } from './resolvePending';
import { settle, type TransactionLogEntry } from './transactionLog';
import type { TransactionLogStore } from './transactionLogStore';

export type SettleRpc = Pick<Connection, 'getSignatureStatuses' | 'getTransaction'>;

/**
 * Settles the log's pending entries from the chain at `blockHeight`: those that landed, and
 * those whose blockhash expired unconfirmed (this also settles entries a reload left pending).
 * A landed one then gets the fee it paid.
 */
export async function settlePending(
  log: TransactionLogStore,
  rpc: SettleRpc,
  blockHeight: number,
  now = Date.now(),
): Promise<void> {
  const pending = log.getState().entries.filter((entry) => entry.status === 'pending');
  if (pending.length === 0) return;
  const signed = pending.flatMap((entry) => (entry.signature ? [entry.signature] : []));
  const statuses =
    signed.length > 0
      ? (await rpc.getSignatureStatuses(signed, { searchTransactionHistory: true })).value
      : [];
  const statusOf = new Map(signed.map((signature, index) => [signature, statuses[index] ?? null]));

  for (const entry of pending) {
    const status = entry.signature ? (statusOf.get(entry.signature) ?? null) : null;
    const outcome = resolvePending(entry, status, blockHeight, now);
    if (outcome === undefined) continue;
    // Only the same send still pending: a live run or a Retry may have moved it on meanwhile.
    const same = (current: TransactionLogEntry) =>
      current.signature === entry.signature && current.status === 'pending';
    log
      .getState()
      .change(entry.id, (current) =>
        same(current)
          ? settle(current, outcome.status, 'reason' in outcome ? outcome.reason : undefined)
          : current,
      );
    if (status !== null && entry.signature) {
      const { signature } = entry;
      void readFeeLamports(rpc, signature).then((feeLamports) => {
        if (feeLamports === undefined) return;
        log
          .getState()
          .change(entry.id, (current) =>
            current.signature === signature ? { ...current, feeLamports } : current,
          );
      });
    }
  }
}
