import {
  AccountNotFoundError,
  type Address,
  type ChainRpc,
  encodeLendingMarket,
  encodeReserve,
  type KeyedAccount,
  KLEND_PROGRAM_ID,
  type LendingMarketState,
  sameAddress,
} from '@keel/chain-readers';
import { describe, expect, it } from 'vitest';
import { reserveFixtureData, testKey } from '../../lending/data/testing/reserveFixture';
import { marketFixture } from '../../lending/data/testing/seedLending';
import { readMarketsTogether } from './readMarketsTogether';

type Rpc = Pick<ChainRpc, 'getMultipleAccountsInfo' | 'getProgramAccounts'>;

/** A node holding some markets and reserves, counting the requests it answers. */
function fakeNode(markets: Address[], reserves: { address: Address; market: Address }[]) {
  const calls: string[] = [];
  const accounts = new Map(
    markets.map((market) => [
      market.toBase58(),
      { owner: KLEND_PROGRAM_ID, data: encodeLendingMarket(marketFixture(market, 'M')) },
    ]),
  );
  const reserveAccounts: KeyedAccount[] = reserves.map(({ address, market }, index) => ({
    pubkey: address,
    account: {
      owner: KLEND_PROGRAM_ID,
      data: encodeReserve(
        reserveFixtureData({
          address,
          market,
          symbol: `T${index}`,
          decimals: 6,
          available: '1',
          borrowed: '0',
          price: '1',
        }),
      ),
    },
  }));
  const rpc: Rpc = {
    getMultipleAccountsInfo: async (keys) => {
      calls.push(`getMultipleAccounts ${keys.length}`);
      return keys.map(
        (key) =>
          accounts.get(key.toBase58()) ??
          reserveAccounts.find((reserve) => sameAddress(reserve.pubkey, key))?.account ??
          null,
      );
    },
    getProgramAccounts: async (programId, config) => {
      calls.push(`getProgramAccounts ${JSON.stringify(config)}`);
      expect(sameAddress(programId, KLEND_PROGRAM_ID)).toBe(true);
      const slice = config.dataSlice;
      return reserveAccounts.map(({ pubkey, account }) => ({
        pubkey,
        account: {
          owner: account.owner,
          data: slice
            ? account.data.slice(slice.offset, slice.offset + slice.length)
            : account.data,
        },
      }));
    },
  };
  return { rpc, calls, reserveAccounts };
}

const state = (value: LendingMarketState | Error | undefined) => {
  if (!value || value instanceof Error) throw new Error('expected a market state');
  return value;
};

describe('readMarketsTogether', () => {
  it('reads any number of markets in two requests, only their reserves, each its own', async () => {
    const [a, b, c] = [testKey(1), testKey(2), testKey(3)];
    const { rpc, calls } = fakeNode(
      [a, b, c],
      [
        { address: testKey(11), market: a },
        { address: testKey(12), market: b },
        { address: testKey(13), market: a },
        { address: testKey(14), market: testKey(9) },
      ],
    );
    const states = await readMarketsTogether(rpc, [a.toBase58(), b.toBase58(), c.toBase58()]);
    // The reserve of a market not asked for (testKey(9)) is listed but not read.
    expect(calls).toEqual([
      'getProgramAccounts {"filters":[{"dataSize":8624}],"dataSlice":{"offset":32,"length":32}}',
      'getMultipleAccounts 6',
    ]);
    const addresses = (market: Address) =>
      state(states.get(market.toBase58())).reserves.map((reserve) => reserve.address.toBase58());
    expect(addresses(a)).toEqual([testKey(11).toBase58(), testKey(13).toBase58()]);
    expect(addresses(b)).toEqual([testKey(12).toBase58()]);
    expect(addresses(c)).toEqual([]);
    expect(sameAddress(state(states.get(a.toBase58())).market.address, a)).toBe(true);
  });

  it('finds the markets also when the node ignores dataSlice', async () => {
    const a = testKey(1);
    const { rpc } = fakeNode([a], [{ address: testKey(11), market: a }]);
    const whole: Rpc = {
      ...rpc,
      getProgramAccounts: (programId, config) =>
        rpc.getProgramAccounts(programId, { filters: config.filters }),
    };
    const states = await readMarketsTogether(whole, [a.toBase58()]);
    expect(state(states.get(a.toBase58())).reserves).toHaveLength(1);
  });

  it('fails a missing market, and the market of a reserve that does not decode, alone', async () => {
    const [a, b, missing] = [testKey(1), testKey(2), testKey(5)];
    const { rpc, reserveAccounts } = fakeNode(
      [a, b],
      [
        { address: testKey(11), market: a },
        { address: testKey(12), market: b },
      ],
    );
    const broken = reserveAccounts[1];
    if (!broken) throw new Error('fixture');
    // Right size and market, wrong discriminator.
    broken.account.data.fill(0, 0, 8);
    const states = await readMarketsTogether(
      rpc,
      [a, b, missing].map((key) => key.toBase58()),
    );
    expect(state(states.get(a.toBase58())).reserves).toHaveLength(1);
    expect(states.get(b.toBase58())).toBeInstanceOf(Error);
    expect(states.get(missing.toBase58())).toBeInstanceOf(AccountNotFoundError);
  });
});
