import { QueryClient, type UseQueryOptions } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { ChainReadError, WalletNotConnectedError } from '../errors/chainErrors';
import { FakeChainRpc } from '../testing/fakeChainRpc';
import { SampleSource } from '../testing/sampleSource';
import { addLendingMarket } from '../testing/world';
import { chainKeys } from './keys';
import {
  blockTimeQueryOptions,
  farmsQueryOptions,
  lendingMarketQueryOptions,
  marketObligationsQueryOptions,
  nativeBalanceQueryOptions,
  obligationsQueryOptions,
  slotDurationQueryOptions,
  slotQueryOptions,
  tokenAccountsQueryOptions,
  walletAccountsExistQueryOptions,
} from './options';

const endpoint = 'http://127.0.0.1:8899';
const clients: QueryClient[] = [];
function queryClient() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  clients.push(client);
  return client;
}
afterEach(() => {
  for (const client of clients.splice(0)) client.clear();
});

describe('chain query options', () => {
  const rpc = new FakeChainRpc();
  const context = { rpc, endpoint };
  const wallet = new SampleSource(80).pubkey();

  it('use the D§9 timings', () => {
    expect(slotQueryOptions(context).refetchInterval).toBe(5_000);
    expect(slotQueryOptions(context, 15_000).refetchInterval).toBe(15_000);
    expect(blockTimeQueryOptions(context).refetchInterval).toBe(20_000);
    expect(tokenAccountsQueryOptions(context, wallet).refetchInterval).toBe(15_000);
    expect(nativeBalanceQueryOptions(context, wallet).refetchInterval).toBe(60_000);
    const market = lendingMarketQueryOptions(context, wallet);
    expect([market.gcTime, market.staleTime]).toEqual([600_000, 300_000]);
    const farms = farmsQueryOptions(context, []);
    expect([farms.refetchInterval, farms.retry]).toEqual([86_400_000, 3]);
    expect(slotDurationQueryOptions(context).refetchInterval).toBe(600_000);
  });

  it('put every input into the key', () => {
    const other = new SampleSource(81).pubkey();
    expect(lendingMarketQueryOptions(context, wallet).queryKey).toEqual([
      'chain',
      endpoint,
      'lendingMarket',
      wallet.toBase58(),
      null,
      'KLend2g3cP87fffoy8q1mQqGKjrxjC8boSyAYavgmjD',
    ]);
    expect(lendingMarketQueryOptions(context, wallet, { reserves: [other] }).queryKey[4]).toEqual([
      other.toBase58(),
    ]);
    expect(obligationsQueryOptions(context, wallet, other).queryKey).toEqual([
      'chain',
      endpoint,
      'wallet',
      wallet.toBase58(),
      'obligations',
      other.toBase58(),
      'KLend2g3cP87fffoy8q1mQqGKjrxjC8boSyAYavgmjD',
    ]);
    const marketObligations = marketObligationsQueryOptions(context, other);
    expect(marketObligations.queryKey).toEqual([
      'chain',
      endpoint,
      'marketObligations',
      other.toBase58(),
      'KLend2g3cP87fffoy8q1mQqGKjrxjC8boSyAYavgmjD',
    ]);
    expect([marketObligations.gcTime, marketObligations.staleTime]).toEqual([600_000, 300_000]);
    expect(slotDurationQueryOptions(context, 400).queryKey).toEqual([
      'chain',
      endpoint,
      'slotDuration',
      400,
    ]);
    expect(slotQueryOptions({ rpc, endpoint: 'http://other' }).queryKey).not.toEqual(
      slotQueryOptions(context).queryKey,
    );
  });

  it('nest balances under the wallet so both invalidate by prefix', () => {
    const prefix = chainKeys.balances(endpoint, wallet);
    expect(nativeBalanceQueryOptions(context, wallet).queryKey.slice(0, prefix.length)).toEqual([
      ...prefix,
    ]);
    expect(tokenAccountsQueryOptions(context, wallet).queryKey.slice(0, prefix.length)).toEqual([
      ...prefix,
    ]);
  });

  it('run in a QueryClient and are accepted as useQuery options', async () => {
    rpc.slot = 4242;
    const options = slotQueryOptions(context);
    const typed: UseQueryOptions<number, Error, number, readonly unknown[]> = options;
    expect(typed.queryKey).toBe(options.queryKey);
    await expect(queryClient().fetchQuery(options)).resolves.toBe(4242);
  });

  it('are disabled without a wallet and say so if run anyway', async () => {
    const options = nativeBalanceQueryOptions(context, null);
    expect(options.enabled).toBe(false);
    await expect(options.queryFn()).rejects.toBeInstanceOf(WalletNotConnectedError);
    await expect(obligationsQueryOptions(context, null, wallet).queryFn()).rejects.toThrow(
      'Wallet is not connected',
    );
    await expect(tokenAccountsQueryOptions(context, null).queryFn()).rejects.toThrow(
      'Wallet is not connected',
    );
  });

  it('fail with the catalogue texts', async () => {
    const failing = {
      rpc: {
        getBalance: async () => Promise.reject(new Error('node down')),
        getMultipleAccountsInfo: async () => Promise.reject(new Error('node down')),
        getProgramAccounts: async () => Promise.reject(new Error('node down')),
      },
      endpoint,
    };
    await expect(nativeBalanceQueryOptions(failing, wallet).queryFn()).rejects.toThrow(
      'Failed to load native SOL balance',
    );
    await expect(farmsQueryOptions(failing, [wallet]).queryFn()).rejects.toThrow(
      'Failed to fetch farm data',
    );
    const marketError = await lendingMarketQueryOptions(failing, wallet)
      .queryFn()
      .catch((e: unknown) => e);
    expect(marketError).toBeInstanceOf(ChainReadError);
    expect((marketError as ChainReadError).message).toBe('Failed to load lending market');
    expect((marketError as ChainReadError).description).toBe(
      'Lending market data will not be available',
    );
    expect(((marketError as ChainReadError).cause as Error).message).toBe('node down');
  });

  it('load a lending market through the client', async () => {
    const world = new FakeChainRpc();
    const { market, reserves } = addLendingMarket(world, 90, 3);
    const state = await queryClient().fetchQuery(
      lendingMarketQueryOptions({ rpc: world, endpoint }, market, { reserves }),
    );
    expect(state.reserves).toHaveLength(3);
  });

  it("tell which of a wallet's set-up accounts exist, under the wallet's key", async () => {
    const world = new FakeChainRpc();
    const [present, absent] = [new SampleSource(91).pubkey(), new SampleSource(92).pubkey()];
    world.setAccount(present, wallet, new Uint8Array(8));
    const options = walletAccountsExistQueryOptions({ rpc: world, endpoint }, wallet, [
      present,
      absent,
    ]);
    expect(options.queryKey.slice(0, 4)).toEqual(chainKeys.wallet(endpoint, wallet));
    await expect(queryClient().fetchQuery(options)).resolves.toEqual([true, false]);
    expect(walletAccountsExistQueryOptions(context, null, [present]).enabled).toBe(false);
  });
});
