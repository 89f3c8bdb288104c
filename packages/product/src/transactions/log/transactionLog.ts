/**
 * The transaction log's model: one entry per submitted transaction, kept newest first and
 * bounded. Plain data only (strings and numbers), so it loads without web3.js and survives JSON.
 */

export const TRANSACTION_LOG_STATUSES = ['pending', 'confirmed', 'failed', 'expired'] as const;
export type TransactionLogStatus = (typeof TRANSACTION_LOG_STATUSES)[number];

/** How many entries are kept (across wallets); the oldest go first. */
export const TRANSACTION_LOG_LIMIT = 20;

/** The copy of wallet-connect's BlockhashExpiredError, for expiries the log finds itself. */
export const EXPIRED_REASON = 'Transaction expired before it was confirmed';

export interface StoredAccountMeta {
  pubkey: string;
  isSigner: boolean;
  isWritable: boolean;
}

export interface StoredInstruction {
  programId: string;
  keys: StoredAccountMeta[];
  /** The instruction data, base64. */
  data: string;
}

/** A TransactionRequest without its label, as strings: enough to build it again for a Retry. */
export interface StoredRequest {
  instructions: StoredInstruction[];
  lookupTableAddresses: string[];
  computeUnitLimit?: number;
}

export interface TransactionLogEntry {
  id: string;
  label: string;
  status: TransactionLogStatus;
  signature?: string;
  /** When it was sent, ms since the epoch. */
  submittedAt: number;
  /** It cannot land once the block height passes this. */
  lastValidBlockHeight?: number;
  /** The fee actually paid, read from the confirmed transaction. */
  feeLamports?: number;
  /** Why it failed or expired, in the words the toast used. */
  reason?: string;
  /** The wallet that signed it; the panel shows the connected wallet's entries. */
  wallet: string;
  /** False when the request had extra signers (their keys are never stored), so no Retry. */
  retryable: boolean;
  /** Set exactly when retryable. */
  request?: StoredRequest;
}

/** Newest first, at most TRANSACTION_LOG_LIMIT. */
function bounded(entries: readonly TransactionLogEntry[]): TransactionLogEntry[] {
  return [...entries].sort((a, b) => b.submittedAt - a.submittedAt).slice(0, TRANSACTION_LOG_LIMIT);
}

/** Adds an entry, replacing one with the same id (a Retry re-sends over its entry). */
export function withEntry(
  entries: readonly TransactionLogEntry[],
  entry: TransactionLogEntry,
): TransactionLogEntry[] {
  return bounded([entry, ...entries.filter((item) => item.id !== entry.id)]);
}

/** Applies a change to one entry; the same list when there is no such entry. */
export function withChangedEntry(
  entries: readonly TransactionLogEntry[],
  id: string,
  change: (entry: TransactionLogEntry) => TransactionLogEntry,
): readonly TransactionLogEntry[] {
  if (!entries.some((entry) => entry.id === id)) return entries;
  return bounded(entries.map((entry) => (entry.id === id ? change(entry) : entry)));
}

/** The entry with a final status; a reason only when one is given. */
export function settle(
  entry: TransactionLogEntry,
  status: Exclude<TransactionLogStatus, 'pending'>,
  reason?: string,
): TransactionLogEntry {
  const { reason: _previous, ...rest } = entry;
  return reason === undefined ? { ...rest, status } : { ...rest, status, reason };
}
