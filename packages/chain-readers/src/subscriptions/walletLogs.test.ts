import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { chainKeys } from '../query/keys';
import { FakeChainRpc } from '../testing/fakeChainRpc';
import { SampleSource } from '../testing/sampleSource';
import { invalidateBalancesOnWalletLogs } from './balanceInvalidation';
import { subscribeToWalletLogs } from './walletLogs';

describe('wallet log subscription', () => {
  it('subscribes at confirmed and calls back for events of the wallet only', async () => {
    const rpc = new FakeChainRpc();
    const keys = new SampleSource(100);
    const wallet = keys.pubkey();
    const onLogs = vi.fn();
    const unsubscribe = subscribeToWalletLogs(rpc, wallet, onLogs);
    expect(rpc.calls).toEqual([{ method: 'logsSubscribe', commitment: 'confirmed' }]);
    rpc.emitLogs(keys.pubkey(), 'other');
    rpc.emitLogs(wallet, 'sig-1');
    expect(onLogs).toHaveBeenCalledTimes(1);
    expect(onLogs.mock.calls[0]?.[0]).toMatchObject({ signature: 'sig-1' });
    await unsubscribe();
    await unsubscribe();
    expect(rpc.count('logsUnsubscribe')).toBe(1);
    rpc.emitLogs(wallet, 'sig-2');
    expect(onLogs).toHaveBeenCalledTimes(1);
  });

  it('invalidates the balance queries of the wallet and nothing else', async () => {
    const rpc = new FakeChainRpc();
    const keys = new SampleSource(101);
    const wallet = keys.pubkey();
    const endpoint = 'http://127.0.0.1:8899';
    const client = new QueryClient();
    const native = chainKeys.nativeBalance(endpoint, wallet);
    const tokens = chainKeys.tokenAccounts(endpoint, wallet);
    const positions = chainKeys.userFarmStates(endpoint, wallet, keys.pubkey());
    const otherWallet = chainKeys.nativeBalance(endpoint, keys.pubkey());
    for (const key of [native, tokens, positions, otherWallet]) client.setQueryData(key, 1);
    const unsubscribe = invalidateBalancesOnWalletLogs(rpc, client, endpoint, wallet);
    rpc.emitLogs(wallet, 'sig');
    const invalidated = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;
    expect([native, tokens, positions, otherWallet].map(invalidated)).toEqual([
      true,
      true,
      false,
      false,
    ]);
    await unsubscribe();
    expect(rpc.activeLogSubscriptions).toBe(0);
    client.clear();
  });
});
