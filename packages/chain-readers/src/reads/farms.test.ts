import { describe, expect, it } from 'vitest';
import { encodeUserState } from '../layouts/farms/userState';
import { FARMS_PROGRAM_ID } from '../programIds';
import { FakeChainRpc } from '../testing/fakeChainRpc';
import { SampleSource } from '../testing/sampleSource';
import { sampleUserState } from '../testing/samples/farms';
import { addLendingMarket } from '../testing/world';
import { readFarms, readUserFarmStates, reserveFarmAddresses } from './farms';
import { readLendingMarket } from './lending';

describe('farm reads', () => {
  it('reads the farms of 230 reserves in chunks of 100', async () => {
    const rpc = new FakeChainRpc();
    const { market, reserves, farms } = addLendingMarket(rpc, 40, 230);
    const state = await readLendingMarket(rpc, market, { reserves });
    const addresses = reserveFarmAddresses(state.reserves);
    expect(addresses.map((a) => a.toBase58())).toEqual(farms.map((a) => a.toBase58()));
    rpc.calls.length = 0;
    const result = await readFarms(rpc, addresses);
    expect(result.every((farm) => farm !== null)).toBe(true);
    expect(rpc.calls.map((call) => call.size)).toEqual([100, 100, 30]);
  });

  it('lists each farm once even when reserves share it', async () => {
    const rpc = new FakeChainRpc();
    const { market, reserves } = addLendingMarket(rpc, 41, 2);
    const state = await readLendingMarket(rpc, market, { reserves });
    const [first, second] = state.reserves;
    const shared = [
      { ...first!, farmDebt: first!.farmCollateral },
      { ...second!, farmCollateral: first!.farmCollateral, farmDebt: null },
    ];
    expect(reserveFarmAddresses(shared)).toHaveLength(1);
  });

  it("finds a wallet's user states by owner", async () => {
    const rpc = new FakeChainRpc();
    const keys = new SampleSource(42);
    const wallet = keys.pubkey();
    const mine = keys.pubkey();
    rpc.setAccount(
      mine,
      FARMS_PROGRAM_ID,
      encodeUserState({ ...sampleUserState(1), owner: wallet }),
    );
    rpc.setAccount(keys.pubkey(), FARMS_PROGRAM_ID, encodeUserState(sampleUserState(2)));
    const states = await readUserFarmStates(rpc, wallet);
    expect(states.map((s) => s.address.toBase58())).toEqual([mine.toBase58()]);
  });
});
