import { describe, expect, it } from 'vitest';
import { sameAddress } from '../address/address';
import { encodeOrcaPosition } from '../layouts/kliquidity/orcaPosition';
import { encodeOrcaWhirlpool } from '../layouts/kliquidity/orcaWhirlpool';
import { encodeWhirlpoolStrategy } from '../layouts/kliquidity/whirlpoolStrategy';
import { KLIQUIDITY_PROGRAM_ID, ORCA_WHIRLPOOL_PROGRAM_ID } from '../programIds';
import { FakeChainRpc } from '../testing/fakeChainRpc';
import { SampleSource } from '../testing/sampleSource';
import {
  sampleOrcaPosition,
  sampleOrcaWhirlpool,
  sampleWhirlpoolStrategy,
} from '../testing/samples/kliquidity';
import { readStrategyDebugAccounts } from './strategyDebug';

function orcaStrategy() {
  const rpc = new FakeChainRpc();
  const keys = new SampleSource(80);
  const address = keys.pubkey();
  const data = {
    ...sampleWhirlpoolStrategy(81),
    strategyDex: 'ORCA' as const,
    pool: keys.pubkey(),
    position: keys.pubkey(),
  };
  rpc.setAccount(address, KLIQUIDITY_PROGRAM_ID, encodeWhirlpoolStrategy(data));
  return { rpc, address, data };
}

describe('readStrategyDebugAccounts', () => {
  it('reads the strategy, its pool and its position, raw and decoded', async () => {
    const { rpc, address, data } = orcaStrategy();
    const pool = encodeOrcaWhirlpool(sampleOrcaWhirlpool(82));
    rpc.setAccount(data.pool, ORCA_WHIRLPOOL_PROGRAM_ID, pool);
    rpc.setAccount(
      data.position,
      ORCA_WHIRLPOOL_PROGRAM_ID,
      encodeOrcaPosition(sampleOrcaPosition(83)),
    );
    const accounts = await readStrategyDebugAccounts(rpc, address);
    expect(accounts.map((a) => a.role)).toEqual(['Strategy', 'Pool', 'Position']);
    expect(sameAddress(accounts[0]?.owner, KLIQUIDITY_PROGRAM_ID)).toBe(true);
    expect(accounts[1]?.data).toEqual(pool);
    expect(accounts[1]?.error).toBeNull();
    expect(accounts.every((a) => a.decoded !== undefined)).toBe(true);
  });

  it('keeps the raw bytes and says why when an account does not decode; absent ones are null', async () => {
    const { rpc, address, data } = orcaStrategy();
    rpc.setAccount(data.pool, ORCA_WHIRLPOOL_PROGRAM_ID, new Uint8Array(12));
    const accounts = await readStrategyDebugAccounts(rpc, address);
    expect(accounts[1]?.data).toHaveLength(12);
    expect(accounts[1]?.decoded).toBeUndefined();
    expect(accounts[1]?.error).toMatch(/\S/);
    expect(accounts[2]?.owner).toBeNull();
    expect(accounts[2]?.data).toBeNull();
  });

  it('an address that is not a strategy: its own row only', async () => {
    const rpc = new FakeChainRpc();
    const address = new SampleSource(90).pubkey();
    rpc.setAccount(address, KLIQUIDITY_PROGRAM_ID, new Uint8Array(40));
    const accounts = await readStrategyDebugAccounts(rpc, address);
    expect(accounts).toHaveLength(1);
    expect(accounts[0]?.error).toMatch(/\S/);
  });
});
