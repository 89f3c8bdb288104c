import { PublicKey } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { encodeCollateralInfos } from '../layouts/kliquidity/collateralInfos';
import { encodeOrcaPosition } from '../layouts/kliquidity/orcaPosition';
import { encodeOrcaWhirlpool } from '../layouts/kliquidity/orcaWhirlpool';
import { encodeRaydiumPool } from '../layouts/kliquidity/raydiumPool';
import {
  encodeWhirlpoolStrategy,
  type WhirlpoolStrategyData,
} from '../layouts/kliquidity/whirlpoolStrategy';
import { encodeOraclePrices } from '../layouts/scope/oraclePrices';
import {
  KLIQUIDITY_PROGRAM_ID,
  ORCA_WHIRLPOOL_PROGRAM_ID,
  RAYDIUM_CLMM_PROGRAM_ID,
  SCOPE_PROGRAM_ID,
} from '../programIds';
import { FakeChainRpc } from '../testing/fakeChainRpc';
import { SampleSource } from '../testing/sampleSource';
import {
  sampleCollateralInfos,
  sampleOraclePrices,
  sampleOrcaPosition,
  sampleOrcaWhirlpool,
  sampleRaydiumPool,
  sampleWhirlpoolStrategy,
} from '../testing/samples/kliquidity';
import { readAllStrategies, readStrategies, readStrategyValuationAccounts } from './liquidity';

function world() {
  const rpc = new FakeChainRpc();
  const keys = new SampleSource(60);
  const feed = keys.pubkey();
  const infosAddress = keys.pubkey();
  const infos = sampleCollateralInfos(61, 4).infos.map((info) => ({ ...info, scopeFeed: feed }));
  rpc.setAccount(infosAddress, KLIQUIDITY_PROGRAM_ID, encodeCollateralInfos({ infos }));
  rpc.setAccount(feed, SCOPE_PROGRAM_ID, encodeOraclePrices(sampleOraclePrices(62, 8)));
  const strategy = (seed: number, dex: WhirlpoolStrategyData['strategyDex']) => {
    const address = keys.pubkey();
    const data = {
      ...sampleWhirlpoolStrategy(seed),
      strategyDex: dex,
      pool: keys.pubkey(),
      position: keys.pubkey(),
      tokenACollateralId: 1n,
      tokenBCollateralId: 3n,
    };
    rpc.setAccount(address, KLIQUIDITY_PROGRAM_ID, encodeWhirlpoolStrategy(data));
    return { address, data };
  };
  const orca = strategy(70, 'ORCA');
  rpc.setAccount(
    orca.data.pool,
    ORCA_WHIRLPOOL_PROGRAM_ID,
    encodeOrcaWhirlpool(sampleOrcaWhirlpool(71)),
  );
  rpc.setAccount(
    orca.data.position,
    ORCA_WHIRLPOOL_PROGRAM_ID,
    encodeOrcaPosition(sampleOrcaPosition(72)),
  );
  const raydium = strategy(73, 'RAYDIUM');
  rpc.setAccount(
    raydium.data.pool,
    RAYDIUM_CLMM_PROGRAM_ID,
    encodeRaydiumPool(sampleRaydiumPool(74)),
  );
  const meteora = strategy(75, 'METEORA');
  return { rpc, infosAddress, feed, orca, raydium, meteora };
}

describe('liquidity reads', () => {
  it('reads strategies by address and all of them by size', async () => {
    const { rpc, orca, raydium, meteora } = world();
    const [one] = await readStrategies(rpc, [orca.address]);
    expect(one?.strategyDex).toBe('ORCA');
    const all = await readAllStrategies(rpc);
    expect(all.map((s) => s.strategyDex).sort()).toEqual(['METEORA', 'ORCA', 'RAYDIUM']);
    expect(all.some((s) => s.address.equals(raydium.address))).toBe(true);
    expect(all.some((s) => s.address.equals(meteora.address))).toBe(true);
  });

  it('reads pools, positions, collateral infos and price feeds in two batched rounds', async () => {
    const { rpc, infosAddress, feed, orca, raydium, meteora } = world();
    const strategies = (
      await readStrategies(rpc, [orca.address, raydium.address, meteora.address])
    ).filter((s) => s !== null);
    rpc.calls.length = 0;
    const result = await readStrategyValuationAccounts(rpc, strategies, infosAddress);
    expect(rpc.calls).toEqual([
      { method: 'getMultipleAccounts', size: 5 },
      { method: 'getMultipleAccounts', size: 1 },
    ]);
    const orcaAccounts = result.dexAccounts.get(orca.address.toBase58());
    expect(orcaAccounts?.dex).toBe('ORCA');
    expect(orcaAccounts?.pool?.address.equals(orca.data.pool)).toBe(true);
    expect(orcaAccounts?.position?.address.equals(orca.data.position)).toBe(true);
    const raydiumAccounts = result.dexAccounts.get(raydium.address.toBase58());
    expect(raydiumAccounts?.dex).toBe('RAYDIUM');
    expect(raydiumAccounts?.position).toBeNull();
    expect(result.dexAccounts.get(meteora.address.toBase58())).toEqual({
      dex: 'METEORA',
      pool: null,
      position: null,
    });
    expect(result.collateralInfos.infos[1]?.scopeFeed.equals(feed)).toBe(true);
    expect([...result.oraclePrices.keys()]).toEqual([feed.toBase58()]);
  });

  it('does not ask for the all-zero position of a strategy without one', async () => {
    const { rpc, infosAddress, orca } = world();
    const [strategy] = (await readStrategies(rpc, [orca.address])).filter((s) => s !== null);
    rpc.calls.length = 0;
    const result = await readStrategyValuationAccounts(
      rpc,
      [{ ...strategy!, position: PublicKey.default }],
      infosAddress,
    );
    expect(rpc.calls[0]).toEqual({ method: 'getMultipleAccounts', size: 2 });
    expect(result.dexAccounts.get(orca.address.toBase58())?.position).toBeNull();
  });

  it('fails when the collateral infos account is missing', async () => {
    const { rpc, orca } = world();
    const strategies = (await readStrategies(rpc, [orca.address])).filter((s) => s !== null);
    await expect(
      readStrategyValuationAccounts(rpc, strategies, PublicKey.unique()),
    ).rejects.toThrow('CollateralInfos');
  });
});
