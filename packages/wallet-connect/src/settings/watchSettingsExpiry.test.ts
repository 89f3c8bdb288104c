// @vitest-environment node
import Decimal from 'decimal.js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../storage/keyValueStorage';
import { TRANSACTION_SETTINGS_EXPIRY_MS } from './transactionSettingsDefaults';
import { createTransactionSettingsStore } from './transactionSettingsStore';
import { watchTransactionSettingsExpiry } from './watchSettingsExpiry';

describe('watchTransactionSettingsExpiry', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 1_700_000_000_000 });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('reverts a setting when its 30 minutes are up', () => {
    const store = createTransactionSettingsStore({
      storagePrefix: 'acme',
      storage: memoryStorage(),
    });
    const stop = watchTransactionSettingsExpiry(store);
    store.getState().setSlippage(new Decimal(3));
    vi.advanceTimersByTime(TRANSACTION_SETTINGS_EXPIRY_MS - 1);
    expect(store.getState().slippage.toString()).toBe('3');
    vi.advanceTimersByTime(1);
    expect(store.getState().slippage.toString()).toBe('0.5');
    stop();
  });

  it('reschedules when a setting is changed again', () => {
    const store = createTransactionSettingsStore({
      storagePrefix: 'acme',
      storage: memoryStorage(),
    });
    const stop = watchTransactionSettingsExpiry(store);
    store.getState().setPriorityFeeType('turbo');
    vi.advanceTimersByTime(20 * 60_000);
    store.getState().setPriorityFeeType('minimum');
    vi.advanceTimersByTime(20 * 60_000);
    expect(store.getState().priorityFeeType).toBe('minimum');
    vi.advanceTimersByTime(10 * 60_000);
    expect(store.getState().priorityFeeType).toBe('normal');
    stop();
  });

  it('stops when asked', () => {
    const store = createTransactionSettingsStore({
      storagePrefix: 'acme',
      storage: memoryStorage(),
    });
    const stop = watchTransactionSettingsExpiry(store);
    store.getState().setSlippage(new Decimal(3));
    stop();
    vi.advanceTimersByTime(TRANSACTION_SETTINGS_EXPIRY_MS);
    expect(store.getState().slippage.toString()).toBe('3');
    expect(vi.getTimerCount()).toBe(0);
  });
});
