import type { Address } from '../address/address';
import { encodeFarmState } from '../layouts/farms/farmState';
import { encodeLendingMarket } from '../layouts/klend/lendingMarket';
import { encodeObligation } from '../layouts/klend/obligation';
import { encodeReserve } from '../layouts/klend/reserve';
import { FARMS_PROGRAM_ID, KLEND_PROGRAM_ID } from '../programIds';
import type { FakeChainRpc } from './fakeChainRpc';
import { SampleSource } from './sampleSource';
import { sampleFarmState } from './samples/farms';
import { sampleLendingMarket, sampleObligation, sampleReserve } from './samples/klend';

/** Puts a market with `count` reserves (each with a collateral farm) into the fake chain. */
export function addLendingMarket(rpc: FakeChainRpc, seed: number, count: number) {
  const keys = new SampleSource(seed);
  const market = keys.pubkey();
  rpc.setAccount(market, KLEND_PROGRAM_ID, encodeLendingMarket(sampleLendingMarket(seed)));
  const reserves: Address[] = [];
  const farms: Address[] = [];
  for (let i = 0; i < count; i += 1) {
    const reserve = keys.pubkey();
    const farm = keys.pubkey();
    const data = {
      ...sampleReserve(seed * 1000 + i),
      lendingMarket: market,
      farmCollateral: farm,
      farmDebt: null,
    };
    rpc.setAccount(reserve, KLEND_PROGRAM_ID, encodeReserve(data));
    rpc.setAccount(farm, FARMS_PROGRAM_ID, encodeFarmState(sampleFarmState(seed * 1000 + i)));
    reserves.push(reserve);
    farms.push(farm);
  }
  return { market, reserves, farms };
}

/** Puts an obligation of `owner` in `market` into the fake chain. */
export function addObligation(rpc: FakeChainRpc, seed: number, market: Address, owner: Address) {
  const address = new SampleSource(seed).pubkey();
  rpc.setAccount(
    address,
    KLEND_PROGRAM_ID,
    encodeObligation({ ...sampleObligation(seed), lendingMarket: market, owner }),
  );
  return address;
}
