import { isFiniteDecimal, tryToDecimal } from '@keel/core-math';
import type Decimal from 'decimal.js';
import type { KeyValueStorage } from '../storage/keyValueStorage';
import type { WalletStorageKeys } from '../storage/storageKeys';
import {
  isPriorityFeeType,
  MAX_SLIPPAGE_PERCENT,
  type PriorityFeeType,
  TRANSACTION_SETTINGS_EXPIRY_MS,
} from './transactionSettingsDefaults';

/** The persisted settings that survived validation and expiry; absent ones take defaults. */
export interface RestoredTransactionSettings {
  slippage?: { value: Decimal; updatedAt: number };
  /**
   * The fee type and custom fee share one update time: the custom fee has no key of its own
   * for it. Present when at least one of them survived.
   */
  priorityFee?: { type?: PriorityFeeType; customFee?: Decimal; updatedAt: number };
  lastPositionUpdateAt?: number;
}

/** A stored time, or undefined when it is not a whole number of ms or lies in the future. */
export function parseStoredTime(raw: string | null, now: number): number | undefined {
  if (raw === null || !/^\d+$/.test(raw.trim())) return undefined;
  const value = Number(raw);
  return Number.isSafeInteger(value) && value <= now ? value : undefined;
}

export function isValidSlippage(value: Decimal | undefined): value is Decimal {
  return isFiniteDecimal(value) && value.gte(0) && value.lte(MAX_SLIPPAGE_PERCENT);
}

export function isValidPriorityFee(value: Decimal | undefined): value is Decimal {
  return isFiniteDecimal(value) && value.gte(0);
}

/** Still fresh: stored less than the expiry ago. */
export function isFresh(updatedAt: number, now: number): boolean {
  return now - updatedAt < TRANSACTION_SETTINGS_EXPIRY_MS;
}

function parseDecimal(raw: string | null): Decimal | undefined {
  return raw === null ? undefined : tryToDecimal(raw);
}

/**
 * Reads the persisted settings, trusting nothing: a value that does not parse, is out of range,
 * has no valid update time or is older than 30 minutes is left out (and so reverts to its
 * default).
 */
export function restoreTransactionSettings(
  storage: KeyValueStorage,
  keys: WalletStorageKeys,
  now: number,
): RestoredTransactionSettings {
  const restored: RestoredTransactionSettings = {};

  const slippage = parseDecimal(storage.getItem(keys.userTransactionSlippage));
  const slippageAt = parseStoredTime(storage.getItem(keys.userTransactionSlippageUpdatedAt), now);
  if (isValidSlippage(slippage) && slippageAt !== undefined && isFresh(slippageAt, now)) {
    restored.slippage = { value: slippage, updatedAt: slippageAt };
  }

  const feeType = storage.getItem(keys.userTransactionPriorityFeeType);
  const feeAt = parseStoredTime(storage.getItem(keys.userTransactionPriorityFeeTypeUpdatedAt), now);
  const fee = parseDecimal(storage.getItem(keys.userTransactionCustomFee));
  if (feeAt !== undefined && isFresh(feeAt, now)) {
    const priorityFee: RestoredTransactionSettings['priorityFee'] = { updatedAt: feeAt };
    if (isPriorityFeeType(feeType)) priorityFee.type = feeType;
    if (isValidPriorityFee(fee)) priorityFee.customFee = fee;
    if (priorityFee.type !== undefined || priorityFee.customFee !== undefined) {
      restored.priorityFee = priorityFee;
    }
  }

  const lastPositionUpdateAt = parseStoredTime(storage.getItem(keys.lastPositionUpdateAt), now);
  if (lastPositionUpdateAt !== undefined) restored.lastPositionUpdateAt = lastPositionUpdateAt;

  return restored;
}
