import { LOCALNET_NETWORK, MAINNET_NETWORK } from '@keel/chain-readers';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../storage/keyValueStorage';
import { createRpcSettingsStore } from './rpcSettingsStore';
import { useRpcSettings } from './useRpcSettings';

describe('useRpcSettings', () => {
  it('re-renders with the derived view as the field changes', () => {
    const store = createRpcSettingsStore({
      networks: [MAINNET_NETWORK, LOCALNET_NETWORK],
      storage: memoryStorage(),
      storagePrefix: 'acme',
      reload: vi.fn(),
    });
    const { result } = renderHook(() => useRpcSettings(store));
    expect(result.current.confirmDisabled).toBe(true);
    act(() => result.current.setCustomUrl('bad url'));
    expect(result.current.error?.message).toBe('RPC URL not valid');
    act(() => result.current.setCustomUrl('https://rpc.example.org'));
    expect(result.current.error).toBeUndefined();
    expect(result.current.confirmDisabled).toBe(false);
  });
});
