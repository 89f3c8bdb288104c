import { formatTokenAmount, lamportsToAmount } from '@keel/core-math';
import type {
  TransactionLogEntry,
  TransactionLogStatus,
} from '../../transactions/log/transactionLog';
import type { BlockClock } from './usePendingWatch';

/** Solana's target slot time: remaining blocks × this is the time left to expiry. */
export const BLOCK_TIME_MS = 400;

const SOL_DECIMALS = 9;

export const STATUS_TEXT: Record<TransactionLogStatus, string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  failed: 'Failed',
  expired: 'Expired',
};

/** '0.000005 SOL': the fee in SOL, up to 9 decimals, trailing zeros trimmed. */
export function feeText(feeLamports: number): string {
  return formatTokenAmount(lamportsToAmount(feeLamports, SOL_DECIMALS), {
    decimals: SOL_DECIMALS,
    symbol: 'SOL',
  });
}

/**
 * Whole seconds until the entry's blockhash expires, counted down from the last block height
 * read; undefined without a height or a last valid block height.
 */
export function secondsToExpiry(
  entry: TransactionLogEntry,
  clock: BlockClock | undefined,
  now: number,
): number | undefined {
  if (clock === undefined || entry.lastValidBlockHeight === undefined) return undefined;
  const left =
    (entry.lastValidBlockHeight - clock.height) * BLOCK_TIME_MS - Math.max(0, now - clock.readAt);
  return Math.max(0, Math.ceil(left / 1000));
}

export const expiryText = (seconds: number) => `Expires in ~${seconds}s`;
