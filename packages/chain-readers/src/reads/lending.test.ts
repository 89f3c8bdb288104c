import { describe, expect, it } from 'vitest';
import { sameAddress } from '../address/address';
import { ReserveNotFoundError } from '../errors/chainErrors';
import { encodeUserMetadata } from '../layouts/klend/userMetadata';
import { userMetadataPda } from '../pda/klend';
import { KLEND_PROGRAM_ID } from '../programIds';
import { FakeChainRpc } from '../testing/fakeChainRpc';
import { SampleSource } from '../testing/sampleSource';
import { addLendingMarket, addObligation } from '../testing/world';
import { AccountNotFoundError } from './errors';
import {
  findReserve,
  readLendingMarket,
  readMarketObligations,
  readObligations,
  readObligationsByOwner,
  readUserMetadata,
} from './lending';

describe('readLendingMarket', () => {
  it('with known reserves: one getMultipleAccounts per 100 accounts and nothing else', async () => {
    const rpc = new FakeChainRpc();
    const { market, reserves } = addLendingMarket(rpc, 1, 150);
    const state = await readLendingMarket(rpc, market, { reserves });
    expect(state.reserves).toHaveLength(150);
    expect(state.reserves.every((reserve) => sameAddress(reserve.lendingMarket, market))).toBe(
      true,
    );
    expect(rpc.calls).toEqual([
      { method: 'getMultipleAccounts', size: 100 },
      { method: 'getMultipleAccounts', size: 51 },
    ]);
  });

  it('without a reserve list: the market plus one filtered getProgramAccounts', async () => {
    const rpc = new FakeChainRpc();
    const { market, reserves } = addLendingMarket(rpc, 2, 12);
    addLendingMarket(rpc, 3, 5);
    const state = await readLendingMarket(rpc, market);
    expect(state.reserves.map((r) => r.address.toBase58()).sort()).toEqual(
      reserves.map((r) => r.toBase58()).sort(),
    );
    expect(rpc.count('getMultipleAccounts')).toBe(1);
    expect(rpc.count('getProgramAccounts')).toBe(1);
  });

  it('without a reserve list: sends the reserves query without waiting for the market', async () => {
    const rpc = new FakeChainRpc();
    const { market } = addLendingMarket(rpc, 5, 3);
    let reservesAsked: () => void = () => {};
    const reservesSent = new Promise<void>((resolve) => {
      reservesAsked = resolve;
    });
    // The market's read answers only once the reserves' query has gone out: a sequential read
    // would never finish.
    const gated = {
      getMultipleAccountsInfo: async (
        ...args: Parameters<FakeChainRpc['getMultipleAccountsInfo']>
      ) => {
        await reservesSent;
        return rpc.getMultipleAccountsInfo(...args);
      },
      getProgramAccounts: (...args: Parameters<FakeChainRpc['getProgramAccounts']>) => {
        reservesAsked();
        return rpc.getProgramAccounts(...args);
      },
    };
    const state = await readLendingMarket(gated, market);
    expect(state.reserves).toHaveLength(3);
  });

  it("throws 'Reserve {address} is not found' for a listed reserve that does not exist", async () => {
    const rpc = new FakeChainRpc();
    const { market, reserves } = addLendingMarket(rpc, 4, 2);
    const missing = new SampleSource(777).pubkey();
    await expect(
      readLendingMarket(rpc, market, { reserves: [...reserves, missing] }),
    ).rejects.toThrow(`Reserve ${missing.toBase58()} is not found`);
  });

  it('refuses a listed reserve of another market', async () => {
    const rpc = new FakeChainRpc();
    const { market } = addLendingMarket(rpc, 14, 1);
    const other = addLendingMarket(rpc, 15, 1);
    await expect(readLendingMarket(rpc, market, { reserves: other.reserves })).rejects.toThrow(
      'belongs to market',
    );
  });

  it('throws AccountNotFoundError when the market does not exist', async () => {
    const rpc = new FakeChainRpc();
    await expect(readLendingMarket(rpc, new SampleSource(5).pubkey())).rejects.toBeInstanceOf(
      AccountNotFoundError,
    );
  });

  it('finds a loaded reserve or names the missing one', async () => {
    const rpc = new FakeChainRpc();
    const { market, reserves } = addLendingMarket(rpc, 6, 3);
    const state = await readLendingMarket(rpc, market, { reserves });
    expect(sameAddress(findReserve(state, reserves[1]!).address, reserves[1]!)).toBe(true);
    expect(() => findReserve(state, market)).toThrow(ReserveNotFoundError);
  });
});

describe('obligations and user metadata', () => {
  it("finds a wallet's obligations in one market only", async () => {
    const rpc = new FakeChainRpc();
    const keys = new SampleSource(8);
    const [market, otherMarket, wallet, otherWallet] = [
      keys.pubkey(),
      keys.pubkey(),
      keys.pubkey(),
      keys.pubkey(),
    ];
    const mine = [addObligation(rpc, 10, market, wallet), addObligation(rpc, 11, market, wallet)];
    addObligation(rpc, 12, otherMarket, wallet);
    addObligation(rpc, 13, market, otherWallet);
    const found = await readObligationsByOwner(rpc, market, wallet);
    expect(found.map((o) => o.address.toBase58()).sort()).toEqual(
      mine.map((k) => k.toBase58()).sort(),
    );
    expect(rpc.count('getProgramAccounts')).toBe(1);
  });

  it("finds every owner's obligations of one market, in one request", async () => {
    const rpc = new FakeChainRpc();
    const keys = new SampleSource(18);
    const [market, otherMarket, wallet, otherWallet] = [
      keys.pubkey(),
      keys.pubkey(),
      keys.pubkey(),
      keys.pubkey(),
    ];
    const inMarket = [
      addObligation(rpc, 40, market, wallet),
      addObligation(rpc, 41, market, otherWallet),
    ];
    addObligation(rpc, 42, otherMarket, wallet);
    addLendingMarket(rpc, 43, 2);
    const found = await readMarketObligations(rpc, market);
    expect(found.map((o) => o.address.toBase58()).sort()).toEqual(
      inMarket.map((k) => k.toBase58()).sort(),
    );
    expect(found.every((o) => sameAddress(o.lendingMarket, market))).toBe(true);
    expect(rpc.calls).toEqual([{ method: 'getProgramAccounts' }]);
  });

  it('reads obligations at known addresses, null where absent', async () => {
    const rpc = new FakeChainRpc();
    const keys = new SampleSource(9);
    const address = addObligation(rpc, 20, keys.pubkey(), keys.pubkey());
    const result = await readObligations(rpc, [address, keys.pubkey()]);
    expect(sameAddress(result[0]?.address, address)).toBe(true);
    expect(result[1]).toBeNull();
  });

  it('reads user metadata at the PDA of the wallet', async () => {
    const rpc = new FakeChainRpc();
    const wallet = new SampleSource(30).pubkey();
    await expect(readUserMetadata(rpc, wallet)).resolves.toBeNull();
    rpc.setAccount(
      userMetadataPda(wallet).address,
      KLEND_PROGRAM_ID,
      encodeUserMetadata({ referrer: null, bump: 254, userLookupTable: null, owner: wallet }),
    );
    expect(sameAddress((await readUserMetadata(rpc, wallet))?.owner, wallet)).toBe(true);
  });
});
