import { act, renderHook } from '@testing-library/react';
import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../storage/keyValueStorage';
import { createTransactionSettingsStore } from './transactionSettingsStore';
import { useTransactionSettings } from './useTransactionSettings';

describe('useTransactionSettings', () => {
  it('re-renders with the selected part of the store', () => {
    const store = createTransactionSettingsStore({
      storagePrefix: 'acme',
      storage: memoryStorage(),
    });
    const { result } = renderHook(() =>
      useTransactionSettings(store, (state) => state.slippage.toString()),
    );
    expect(result.current).toBe('0.5');
    act(() => store.getState().setSlippage(new Decimal('0.75')));
    expect(result.current).toBe('0.75');
  });
});
