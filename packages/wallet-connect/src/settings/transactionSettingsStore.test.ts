// @vitest-environment node
import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../storage/keyValueStorage';
import {
  DEFAULT_CUSTOM_PRIORITY_FEE,
  DEFAULT_SLIPPAGES,
  TRANSACTION_SETTINGS_EXPIRY_MS,
} from './transactionSettingsDefaults';
import {
  createTransactionSettingsStore,
  InvalidTransactionSettingError,
  nextSettingsExpiryAt,
} from './transactionSettingsStore';

const MINUTE = 60_000;
const START = 1_700_000_000_000;

function setup(initial: Record<string, string> = {}) {
  let time = START;
  const storage = memoryStorage(initial);
  const create = () =>
    createTransactionSettingsStore({ storagePrefix: 'acme', storage, now: () => time });
  return {
    storage,
    create,
    advance: (ms: number) => {
      time += ms;
    },
  };
}

describe('createTransactionSettingsStore', () => {
  it('starts with the defaults', () => {
    const state = setup().create().getState();
    expect(state.priorityFeeType).toBe('normal');
    expect(state.priorityFee.equals(new Decimal('0.001'))).toBe(true);
    expect(state.slippage.equals(DEFAULT_SLIPPAGES.slippage)).toBe(true);
    expect(state.defaultSlippages.multiply.equals(DEFAULT_SLIPPAGES.multiply)).toBe(true);
    expect(state.isVersionedTxEnabled).toBe(true);
    expect(state.isSpecialTransactionSettingsApplied).toBe(false);
    expect(state.isTransactionInProgress).toBe(false);
    expect(state.lastPositionUpdateAt).toBeNull();
  });

  it('persists the user settings under the prefixed keys with their update time', () => {
    const { create, storage } = setup();
    const store = create();
    store.getState().setSlippage(new Decimal('1.25'));
    store.getState().setPriorityFeeType('custom');
    store.getState().setPriorityFee(new Decimal('0.0042'));
    store.getState().setLastPositionUpdateAt(START - 5);
    expect(storage.getItem('acme.userTransactionSlippage')).toBe('1.25');
    expect(storage.getItem('acme.userTransactionSlippageUpdatedAt')).toBe(String(START));
    expect(storage.getItem('acme.userTransactionPriorityFeeType')).toBe('custom');
    expect(storage.getItem('acme.userTransactionPriorityFeeTypeUpdatedAt')).toBe(String(START));
    expect(storage.getItem('acme.userTransactionCustomFee')).toBe('0.0042');
    expect(storage.getItem('acme.lastPositionUpdateAt')).toBe(String(START - 5));
  });

  it('restores settings stored less than 30 minutes ago', () => {
    const { create, advance } = setup();
    const first = create();
    first.getState().setSlippage(new Decimal('2'));
    first.getState().setPriorityFeeType('turbo');
    first.getState().setPriorityFee(new Decimal('0.01'));
    advance(29 * MINUTE);
    const state = create().getState();
    expect(state.slippage.toString()).toBe('2');
    expect(state.priorityFeeType).toBe('turbo');
    expect(state.priorityFee.toString()).toBe('0.01');
  });

  it('reverts settings stored 30 minutes ago or more to defaults and removes them', () => {
    const { create, advance, storage } = setup();
    const first = create();
    first.getState().setSlippage(new Decimal('2'));
    first.getState().setPriorityFeeType('turbo');
    first.getState().setPriorityFee(new Decimal('0.01'));
    first.getState().setLastPositionUpdateAt(START);
    advance(TRANSACTION_SETTINGS_EXPIRY_MS);
    const state = create().getState();
    expect(state.slippage.equals(DEFAULT_SLIPPAGES.slippage)).toBe(true);
    expect(state.priorityFeeType).toBe('normal');
    expect(state.priorityFee.equals(DEFAULT_CUSTOM_PRIORITY_FEE)).toBe(true);
    expect(storage.getItem('acme.userTransactionSlippage')).toBeNull();
    expect(storage.getItem('acme.userTransactionCustomFee')).toBeNull();
    // The position update time is not a setting and does not expire.
    expect(state.lastPositionUpdateAt).toBe(START);
  });

  it.each([
    ['a non-numeric slippage', { 'acme.userTransactionSlippage': 'abc' }],
    ['a negative slippage', { 'acme.userTransactionSlippage': '-1' }],
    ['a slippage above 100 %', { 'acme.userTransactionSlippage': '101' }],
    ['an infinite slippage', { 'acme.userTransactionSlippage': 'Infinity' }],
    ['a slippage without update time', { 'acme.userTransactionSlippageUpdatedAt': '' }],
    [
      'an update time in the future',
      { 'acme.userTransactionSlippageUpdatedAt': String(START + 1) },
    ],
    ['a garbage update time', { 'acme.userTransactionSlippageUpdatedAt': '12abc' }],
  ])('discards %s', (_, corrupt) => {
    const { create, storage } = setup({
      'acme.userTransactionSlippage': '3',
      'acme.userTransactionSlippageUpdatedAt': String(START - MINUTE),
      ...corrupt,
    });
    expect(create().getState().slippage.equals(DEFAULT_SLIPPAGES.slippage)).toBe(true);
    expect(storage.getItem('acme.userTransactionSlippage')).toBeNull();
  });

  it('discards an unknown fee type but keeps a valid custom fee of the same time', () => {
    const { create, storage } = setup({
      'acme.userTransactionPriorityFeeType': 'ludicrous',
      'acme.userTransactionPriorityFeeTypeUpdatedAt': String(START - MINUTE),
      'acme.userTransactionCustomFee': '0.002',
    });
    const state = create().getState();
    expect(state.priorityFeeType).toBe('normal');
    expect(state.priorityFee.toString()).toBe('0.002');
    expect(storage.getItem('acme.userTransactionPriorityFeeType')).toBeNull();
  });

  it('discards a corrupt custom fee', () => {
    const { create } = setup({
      'acme.userTransactionPriorityFeeType': 'custom',
      'acme.userTransactionPriorityFeeTypeUpdatedAt': String(START - MINUTE),
      'acme.userTransactionCustomFee': 'NaN',
    });
    const state = create().getState();
    expect(state.priorityFeeType).toBe('custom');
    expect(state.priorityFee.equals(DEFAULT_CUSTOM_PRIORITY_FEE)).toBe(true);
  });

  it('expireStale reverts settings that aged past 30 minutes while open', () => {
    const { create, advance, storage } = setup();
    const store = create();
    store.getState().setSlippage(new Decimal('4'));
    advance(10 * MINUTE);
    store.getState().setPriorityFeeType('minimum');
    advance(20 * MINUTE - 1);
    store.getState().expireStale();
    expect(store.getState().slippage.toString()).toBe('4');
    advance(1);
    store.getState().expireStale();
    expect(store.getState().slippage.equals(DEFAULT_SLIPPAGES.slippage)).toBe(true);
    expect(store.getState().priorityFeeType).toBe('minimum');
    expect(storage.getItem('acme.userTransactionSlippage')).toBeNull();
    advance(10 * MINUTE);
    store.getState().expireStale();
    expect(store.getState().priorityFeeType).toBe('normal');
  });

  it('rejects invalid values without changing anything', () => {
    const store = setup().create();
    const state = store.getState();
    expect(() => state.setSlippage(new Decimal(-1))).toThrow(InvalidTransactionSettingError);
    expect(() => state.setSlippage(new Decimal(Number.NaN))).toThrow(
      InvalidTransactionSettingError,
    );
    expect(() => state.setPriorityFee(new Decimal(-0.1))).toThrow(InvalidTransactionSettingError);
    expect(() => state.setPriorityFeeType('fast' as 'normal')).toThrow(
      InvalidTransactionSettingError,
    );
    expect(() => state.setLastPositionUpdateAt(Number.NaN)).toThrow(InvalidTransactionSettingError);
    expect(store.getState().slippage.equals(DEFAULT_SLIPPAGES.slippage)).toBe(true);
  });

  it('keeps the in-memory flags', () => {
    const store = setup().create();
    store.getState().setTransactionInProgress(true);
    store.getState().setVersionedTxEnabled(false);
    store.getState().setSpecialTransactionSettingsApplied(true);
    expect(store.getState()).toMatchObject({
      isTransactionInProgress: true,
      isVersionedTxEnabled: false,
      isSpecialTransactionSettingsApplied: true,
    });
  });

  it('takes overrides of the default slippages', () => {
    const store = createTransactionSettingsStore({
      storagePrefix: 'acme',
      storage: memoryStorage(),
      defaultSlippages: { multiply: new Decimal('0.1') },
    });
    expect(store.getState().defaultSlippages.multiply.toString()).toBe('0.1');
  });
});

describe('nextSettingsExpiryAt', () => {
  it('is 30 minutes after the oldest user-set value', () => {
    const { create, advance } = setup();
    const store = create();
    expect(nextSettingsExpiryAt(store.getState())).toBeNull();
    store.getState().setPriorityFeeType('turbo');
    advance(MINUTE);
    store.getState().setSlippage(new Decimal(1));
    expect(nextSettingsExpiryAt(store.getState())).toBe(START + TRANSACTION_SETTINGS_EXPIRY_MS);
  });
});
