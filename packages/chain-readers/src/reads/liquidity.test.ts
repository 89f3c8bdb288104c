import { PublicKey } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { sameAddress } from '../address/address';
import { encodeCollateralInfos } from '../layouts/kliquidity/collateralInfos';
import { encodeMeteoraBinArray, meteoraBinArrayPda } from '../layouts/kliquidity/meteoraBinArray';
import { encodeMeteoraLbPair } from '../layouts/kliquidity/meteoraLbPair';
import { encodeMeteoraPosition } from '../layouts/kliquidity/meteoraPosition';
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
  METEORA_DLMM_PROGRAM_ID,
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
  rpc.setAccount(
    meteora.data.pool,
    METEORA_DLMM_PROGRAM_ID,
    encodeMeteoraLbPair({
      baseFactor: 10_000,
      minBinId: -1_000,
      maxBinId: 1_000,
      protocolShare: 0,
      pairType: 0,
      activeId: 0,
      binStep: 10,
      status: 0,
      tokenXMint: keys.pubkey(),
      tokenYMint: keys.pubkey(),
      reserveX: keys.pubkey(),
      reserveY: keys.pubkey(),
      protocolFeeAmountX: 0n,
      protocolFeeAmountY: 0n,
      oracle: keys.pubkey(),
      lastUpdatedAt: 0n,
      creator: keys.pubkey(),
    }),
  );
  // Bins −2..1: arrays −1 and 0; only array −1 exists.
  rpc.setAccount(
    meteora.data.position,
    METEORA_DLMM_PROGRAM_ID,
    encodeMeteoraPosition({
      lbPair: meteora.data.pool,
      owner: keys.pubkey(),
      liquidityShares: [1n, 2n, 3n, 4n],
      lowerBinId: -2,
      upperBinId: 1,
      lastUpdatedAt: 0n,
      totalClaimedFeeXAmount: 0n,
      totalClaimedFeeYAmount: 0n,
      operator: keys.pubkey(),
      lockReleaseSlot: 0n,
      feeOwner: keys.pubkey(),
    }),
  );
  const binArrayBelow = meteoraBinArrayPda(meteora.data.pool, -1n).address;
  rpc.setAccount(
    binArrayBelow,
    METEORA_DLMM_PROGRAM_ID,
    encodeMeteoraBinArray({ index: -1n, version: 1, lbPair: meteora.data.pool, bins: [] }),
  );
  return { rpc, infosAddress, feed, orca, raydium, meteora, binArrayBelow };
}

describe('liquidity reads', () => {
  it('reads strategies by address and all of them by size', async () => {
    const { rpc, orca, raydium, meteora } = world();
    const [one] = await readStrategies(rpc, [orca.address]);
    expect(one?.strategyDex).toBe('ORCA');
    const all = await readAllStrategies(rpc);
    expect(all.map((s) => s.strategyDex).sort()).toEqual(['METEORA', 'ORCA', 'RAYDIUM']);
    expect(all.some((s) => sameAddress(s.address, raydium.address))).toBe(true);
    expect(all.some((s) => sameAddress(s.address, meteora.address))).toBe(true);
  });

  it('reads pools, positions, collateral infos, feeds and bin arrays in two batched rounds', async () => {
    const { rpc, infosAddress, feed, orca, raydium, meteora, binArrayBelow } = world();
    const strategies = (
      await readStrategies(rpc, [orca.address, raydium.address, meteora.address])
    ).filter((s) => s !== null);
    rpc.calls.length = 0;
    const result = await readStrategyValuationAccounts(rpc, strategies, infosAddress);
    expect(rpc.calls).toEqual([
      { method: 'getMultipleAccounts', size: 7 },
      { method: 'getMultipleAccounts', size: 3 },
    ]);
    const orcaAccounts = result.dexAccounts.get(orca.address.toBase58());
    expect(orcaAccounts?.dex).toBe('ORCA');
    expect(sameAddress(orcaAccounts?.pool?.address, orca.data.pool)).toBe(true);
    expect(sameAddress(orcaAccounts?.position?.address, orca.data.position)).toBe(true);
    const raydiumAccounts = result.dexAccounts.get(raydium.address.toBase58());
    expect(raydiumAccounts?.dex).toBe('RAYDIUM');
    expect(raydiumAccounts?.position).toBeNull();
    const meteoraAccounts = result.dexAccounts.get(meteora.address.toBase58());
    if (meteoraAccounts?.dex !== 'METEORA') throw new Error('expected the DLMM accounts');
    expect(meteoraAccounts.pool?.activeId).toBe(0);
    expect(meteoraAccounts.position?.liquidityShares.slice(0, 4)).toEqual([1n, 2n, 3n, 4n]);
    // Array 0 does not exist: only array −1 is returned.
    expect(meteoraAccounts.binArrays.map((a) => a.address.toBase58())).toEqual([
      binArrayBelow.toBase58(),
    ]);
    expect(meteoraAccounts.binArrays[0]?.index).toBe(-1n);
    expect(sameAddress(result.collateralInfos.infos[1]?.scopeFeed, feed)).toBe(true);
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

describe('DLMM accounts of a strategy', () => {
  it('keeps pool, position and bin arrays empty when the strategy has none', async () => {
    const { rpc, infosAddress, meteora } = world();
    const [strategy] = (await readStrategies(rpc, [meteora.address])).filter((s) => s !== null);
    const result = await readStrategyValuationAccounts(
      rpc,
      [{ ...strategy!, pool: PublicKey.unique(), position: PublicKey.default }],
      infosAddress,
    );
    expect(result.dexAccounts.get(meteora.address.toBase58())).toEqual({
      dex: 'METEORA',
      pool: null,
      position: null,
      binArrays: [],
    });
  });

  it('fails clearly on wrong-size DLMM bytes', async () => {
    const { rpc, infosAddress, meteora } = world();
    rpc.setAccount(meteora.data.position, METEORA_DLMM_PROGRAM_ID, new Uint8Array(100));
    const [strategy] = (await readStrategies(rpc, [meteora.address])).filter((s) => s !== null);
    await expect(readStrategyValuationAccounts(rpc, [strategy!], infosAddress)).rejects.toThrow(
      /PositionV2/,
    );
  });
});
