import { toDecimal } from '@keel/core-math';
import type Decimal from 'decimal.js';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { type KeyValueStorage, safeStorage } from '../storage/keyValueStorage';
import { walletStorageKeys } from '../storage/storageKeys';
import {
  isFresh,
  isValidPriorityFee,
  isValidSlippage,
  restoreTransactionSettings,
} from './restoreTransactionSettings';
import {
  DEFAULT_CUSTOM_PRIORITY_FEE,
  DEFAULT_PRIORITY_FEE_TYPE,
  DEFAULT_SLIPPAGES,
  type DefaultSlippages,
  isPriorityFeeType,
  type PriorityFeeType,
  TRANSACTION_SETTINGS_EXPIRY_MS,
} from './transactionSettingsDefaults';

export interface TransactionSettingsValues {
  priorityFeeType: PriorityFeeType;
  /** The custom priority fee, in SOL per transaction. */
  priorityFee: Decimal;
  /** The user's slippage, in percent. */
  slippage: Decimal;
  /** Per-product default slippages, in percent (not persisted). */
  defaultSlippages: Omit<DefaultSlippages, 'slippage'>;
  isVersionedTxEnabled: boolean;
  isSpecialTransactionSettingsApplied: boolean;
  isTransactionInProgress: boolean;
  lastPositionUpdateAt: number | null;
  /** When the slippage was set by the user; null while it is the default. */
  slippageUpdatedAt: number | null;
  /** When the fee type or custom fee was set by the user; null while they are defaults. */
  priorityFeeUpdatedAt: number | null;
}

export interface TransactionSettingsActions {
  setPriorityFeeType(type: PriorityFeeType): void;
  setPriorityFee(fee: Decimal): void;
  setSlippage(slippage: Decimal): void;
  setVersionedTxEnabled(enabled: boolean): void;
  setSpecialTransactionSettingsApplied(applied: boolean): void;
  setTransactionInProgress(inProgress: boolean): void;
  setLastPositionUpdateAt(time: number): void;
  /** Reverts settings older than 30 minutes to their defaults; call on a timer or on focus. */
  expireStale(): void;
}

export type TransactionSettingsState = TransactionSettingsValues & TransactionSettingsActions;
export type TransactionSettingsStore = StoreApi<TransactionSettingsState>;

export interface TransactionSettingsStoreOptions {
  /** The brand's storage key prefix. */
  storagePrefix: string;
  storage: KeyValueStorage | undefined;
  /** Current time in ms; injectable for tests. */
  now?: () => number;
  /** Overrides of the default slippages, in percent. */
  defaultSlippages?: Partial<DefaultSlippages>;
}

export class InvalidTransactionSettingError extends RangeError {
  override readonly name = 'InvalidTransactionSettingError';
}

/**
 * The transaction settings (O§3, O§5, O§9) as a zustand store persisted under the brand's keys.
 * Restoring validates everything; invalid or expired values are removed and take defaults.
 */
export function createTransactionSettingsStore(
  options: TransactionSettingsStoreOptions,
): TransactionSettingsStore {
  const storage = safeStorage(options.storage);
  const keys = walletStorageKeys(options.storagePrefix);
  const now = options.now ?? Date.now;
  const defaults = { ...DEFAULT_SLIPPAGES, ...options.defaultSlippages };
  const restored = restoreTransactionSettings(storage, keys, now());

  const clearSlippage = () => {
    storage.removeItem(keys.userTransactionSlippage);
    storage.removeItem(keys.userTransactionSlippageUpdatedAt);
  };
  const clearPriorityFee = () => {
    storage.removeItem(keys.userTransactionPriorityFeeType);
    storage.removeItem(keys.userTransactionPriorityFeeTypeUpdatedAt);
    storage.removeItem(keys.userTransactionCustomFee);
  };
  if (restored.slippage === undefined) clearSlippage();
  if (restored.priorityFee === undefined) clearPriorityFee();
  else {
    if (restored.priorityFee.type === undefined)
      storage.removeItem(keys.userTransactionPriorityFeeType);
    if (restored.priorityFee.customFee === undefined)
      storage.removeItem(keys.userTransactionCustomFee);
  }
  if (restored.lastPositionUpdateAt === undefined) storage.removeItem(keys.lastPositionUpdateAt);

  return createStore<TransactionSettingsState>()((set, get) => {
    const touchPriorityFee = () => {
      const time = now();
      storage.setItem(keys.userTransactionPriorityFeeTypeUpdatedAt, String(time));
      return time;
    };
    return {
      priorityFeeType: restored.priorityFee?.type ?? DEFAULT_PRIORITY_FEE_TYPE,
      priorityFee: restored.priorityFee?.customFee ?? DEFAULT_CUSTOM_PRIORITY_FEE,
      slippage: restored.slippage?.value ?? defaults.slippage,
      defaultSlippages: {
        multiply: defaults.multiply,
        jlpMultiply: defaults.jlpMultiply,
        leverageV3: defaults.leverageV3,
        alpMultiply: defaults.alpMultiply,
      },
      isVersionedTxEnabled: true,
      isSpecialTransactionSettingsApplied: false,
      isTransactionInProgress: false,
      lastPositionUpdateAt: restored.lastPositionUpdateAt ?? null,
      slippageUpdatedAt: restored.slippage?.updatedAt ?? null,
      priorityFeeUpdatedAt: restored.priorityFee?.updatedAt ?? null,

      setPriorityFeeType(type) {
        if (!isPriorityFeeType(type)) {
          throw new InvalidTransactionSettingError(`Unknown priority fee type: ${String(type)}`);
        }
        storage.setItem(keys.userTransactionPriorityFeeType, type);
        set({ priorityFeeType: type, priorityFeeUpdatedAt: touchPriorityFee() });
      },
      setPriorityFee(fee) {
        const value = toDecimalOrUndefined(fee);
        if (!isValidPriorityFee(value)) {
          throw new InvalidTransactionSettingError(`Invalid priority fee: ${String(fee)}`);
        }
        storage.setItem(keys.userTransactionCustomFee, value.toString());
        set({ priorityFee: value, priorityFeeUpdatedAt: touchPriorityFee() });
      },
      setSlippage(slippage) {
        const value = toDecimalOrUndefined(slippage);
        if (!isValidSlippage(value)) {
          throw new InvalidTransactionSettingError(`Invalid slippage: ${String(slippage)}`);
        }
        const time = now();
        storage.setItem(keys.userTransactionSlippage, value.toString());
        storage.setItem(keys.userTransactionSlippageUpdatedAt, String(time));
        set({ slippage: value, slippageUpdatedAt: time });
      },
      setVersionedTxEnabled: (enabled) => set({ isVersionedTxEnabled: enabled }),
      setSpecialTransactionSettingsApplied: (applied) =>
        set({ isSpecialTransactionSettingsApplied: applied }),
      setTransactionInProgress: (inProgress) => set({ isTransactionInProgress: inProgress }),
      setLastPositionUpdateAt(time) {
        if (!Number.isSafeInteger(time) || time < 0) {
          throw new InvalidTransactionSettingError(`Invalid time: ${time}`);
        }
        storage.setItem(keys.lastPositionUpdateAt, String(time));
        set({ lastPositionUpdateAt: time });
      },
      expireStale() {
        const state = get();
        const time = now();
        const patch: Partial<TransactionSettingsValues> = {};
        if (state.slippageUpdatedAt !== null && !isFresh(state.slippageUpdatedAt, time)) {
          clearSlippage();
          Object.assign(patch, { slippage: defaults.slippage, slippageUpdatedAt: null });
        }
        if (state.priorityFeeUpdatedAt !== null && !isFresh(state.priorityFeeUpdatedAt, time)) {
          clearPriorityFee();
          Object.assign(patch, {
            priorityFeeType: DEFAULT_PRIORITY_FEE_TYPE,
            priorityFee: DEFAULT_CUSTOM_PRIORITY_FEE,
            priorityFeeUpdatedAt: null,
          });
        }
        if (Object.keys(patch).length > 0) set(patch);
      },
    };
  });
}

function toDecimalOrUndefined(value: Decimal): Decimal | undefined {
  try {
    return toDecimal(value);
  } catch {
    return undefined;
  }
}

/** When the next stored setting expires, or null when none is user-set. */
export function nextSettingsExpiryAt(state: TransactionSettingsValues): number | null {
  const times = [state.slippageUpdatedAt, state.priorityFeeUpdatedAt].filter(
    (time): time is number => time !== null,
  );
  if (times.length === 0) return null;
  return Math.min(...times) + TRANSACTION_SETTINGS_EXPIRY_MS;
}
