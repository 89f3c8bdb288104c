import {
  type CollateralInfos,
  decodeKliquidityGlobalConfig,
  meteoraBinArrayIndex,
  meteoraBinSlot,
  type OraclePrices,
  readAllStrategies,
  readFarms,
  readLendingMarket,
  readStrategies,
  readStrategyValuationAccounts,
  readUserFarmStates,
  reserveFarmAddresses,
  sameAddress,
  scopePriceToDecimal,
  type WhirlpoolStrategy,
} from '@keel/chain-readers';
import {
  dlmmPositionAmounts,
  farmStakeAmount,
  MathDecimal,
  positionTokenAmounts,
  strategySharePrice,
  strategyTvl,
} from '@keel/core-math';
import { PublicKey } from '@solana/web3.js';
import type Decimal from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SandboxChain, startSandboxChain } from '../../src/sandbox-chain';
import { countingConnection } from './rpc-counter';

let chain: SandboxChain;
let rpc: ReturnType<typeof countingConnection>;

beforeAll(async () => {
  chain = await startSandboxChain({
    ports: { rpc: 0, ws: 0, control: 0 },
    seed: 'readers-liquidity',
  });
  rpc = countingConnection(chain.rpcUrl, chain.wsUrl);
});
afterAll(() => chain.close());

/** A token's USD price: the product of the Scope prices on its collateral info's chain. */
function chainPrice(id: bigint, infos: CollateralInfos, feeds: Map<string, OraclePrices>): Decimal {
  const info = infos.infos[Number(id)];
  const feed = feeds.get(info?.scopeFeed.toBase58() ?? '');
  if (info === undefined || feed === undefined) throw new Error(`No price for collateral ${id}`);
  return info.scopePriceChain
    .filter((index) => index !== 65_535)
    .reduce((price, index) => {
      const entry = feed.prices[index];
      if (entry === undefined) throw new Error(`No Scope price ${index}`);
      return price.mul(scopePriceToDecimal(entry.price));
    }, new MathDecimal(1));
}

type ValuationAccounts = Awaited<ReturnType<typeof readStrategyValuationAccounts>>;

/** Token base units the strategy's DEX position holds (a DLMM position: its share of its bins). */
function invested(strategy: WhirlpoolStrategy, accounts: ValuationAccounts) {
  const dex = accounts.dexAccounts.get(strategy.address.toBase58());
  if (dex === undefined) throw new Error(`No DEX accounts for ${strategy.address.toBase58()}`);
  if (dex.pool === null || dex.position === null) {
    throw new Error(`Missing pool or position of ${strategy.address.toBase58()}`);
  }
  if (dex.dex === 'METEORA') {
    const { binArrays } = dex;
    expect(binArrays.length).toBeGreaterThan(0);
    const dlmm = dlmmPositionAmounts({
      lowerBinId: dex.position.lowerBinId,
      upperBinId: dex.position.upperBinId,
      liquidityShares: dex.position.liquidityShares,
      binAt: (binId) => {
        const index = meteoraBinArrayIndex(binId);
        const slot = meteoraBinSlot(index, binId);
        const array = binArrays.find((candidate) => candidate.index === index);
        return array && slot !== undefined ? array.bins[slot] : undefined;
      },
    });
    return { a: BigInt(dlmm.a.toFixed(0)), b: BigInt(dlmm.b.toFixed(0)), dex };
  }
  const amounts = positionTokenAmounts({
    liquidity: dex.position.liquidity,
    sqrtPriceX64: dex.dex === 'ORCA' ? dex.pool.sqrtPrice : dex.pool.sqrtPriceX64,
    tickLower: dex.position.tickLowerIndex,
    tickUpper: dex.position.tickUpperIndex,
  });
  return { a: BigInt(amounts.a.toFixed(0)), b: BigInt(amounts.b.toFixed(0)), dex };
}

describe('liquidity strategies through chain-readers', () => {
  it('reads every strategy with its pool and position, valued at the world’s TVL', async () => {
    const world = chain.world;
    const strategies = await readAllStrategies(rpc.connection);
    expect(strategies).toHaveLength(world.strategies.length);
    expect(new Set(strategies.map((s) => s.strategyDex))).toEqual(
      new Set(['ORCA', 'RAYDIUM', 'METEORA']),
    );
    const [config] = await rpc.connection.getMultipleAccountsInfo([
      new PublicKey(world.accounts.liquidityGlobalConfig),
    ]);
    if (!config) throw new Error('no kliquidity GlobalConfig');
    const globalConfig = decodeKliquidityGlobalConfig(
      new PublicKey(world.accounts.liquidityGlobalConfig),
      config,
    );
    const accounts = await readStrategyValuationAccounts(
      rpc.connection,
      strategies,
      globalConfig.tokenInfos,
    );
    expect(accounts.oraclePrices.size).toBe(1);
    for (const strategy of strategies) {
      const expected = world.strategies.find((s) => s.address === strategy.address.toBase58());
      if (expected === undefined) throw new Error('unknown strategy');
      expect(strategy.globalConfig.toBase58()).toBe(world.accounts.liquidityGlobalConfig);
      expect(strategy.strategyDex).toBe(expected.dex);
      expect(strategy.adminAuthority.toBase58()).toBe(expected.adminAuthority);
      expect(strategy.isCommunity).toBe(expected.isDiyVault);
      expect(strategy.creationStatus).toBe(expected.status);
      expect(strategy.farm?.toBase58() ?? null).toBe(expected.farm);
      const held = invested(strategy, accounts);
      expect(held.dex.dex).toBe(expected.dex);
      expect(held.dex.pool?.address.toBase58()).toBe(expected.pool);
      expect(held.dex.position?.address.toBase58()).toBe(expected.position);
      const priceA = chainPrice(
        strategy.tokenACollateralId,
        accounts.collateralInfos,
        accounts.oraclePrices,
      );
      const priceB = chainPrice(
        strategy.tokenBCollateralId,
        accounts.collateralInfos,
        accounts.oraclePrices,
      );
      expect(priceA.toFixed()).toBe(
        world.tokens.find((t) => t.mint === expected.tokenAMint)?.priceUsd,
      );
      const tvl = strategyTvl(
        {
          available: strategy.tokenAAmounts,
          invested: held.a,
          decimals: strategy.tokenAMintDecimals,
          price: priceA,
        },
        {
          available: strategy.tokenBAmounts,
          invested: held.b,
          decimals: strategy.tokenBMintDecimals,
          price: priceB,
        },
      );
      expect(tvl.totalA.eq(expected.tokenAAmount) && tvl.totalB.eq(expected.tokenBAmount)).toBe(
        true,
      );
      // The world's amounts were rounded down from its TVL to each token's decimals.
      expect(tvl.totalUsd.minus(expected.tvlUsd).abs().lt('0.01'), expected.shareName).toBe(true);
      if (!expected.isEmptyDiyStrategy) {
        const sharePrice = strategySharePrice(
          tvl.totalUsd,
          strategy.sharesIssued,
          strategy.sharesMintDecimals,
        );
        expect(sharePrice.div(expected.sharePriceUsd).minus(1).abs().lt('0.0001')).toBe(true);
        expect(held.a > 0n && held.b > 0n).toBe(true);
      }
    }
    const mine = world.strategies.filter(
      (s) => s.isDiyVault && s.adminAuthority === world.wallets[0]?.publicKey,
    );
    const administered = await readStrategies(
      rpc.connection,
      mine.map((s) => new PublicKey(s.address)),
    );
    expect(administered.length).toBeGreaterThanOrEqual(2);
    expect(
      administered.every((s) => s?.adminAuthority.toBase58() === world.wallets[0]?.publicKey),
    ).toBe(true);
  });
});

describe('farms through chain-readers', () => {
  it('reads the reserve and strategy farms with their reward curves', async () => {
    const world = chain.world;
    const farms = await readFarms(
      rpc.connection,
      world.farms.map((f) => new PublicKey(f.address)),
    );
    expect(farms.every((f) => f !== null)).toBe(true);
    for (const [i, farm] of farms.entries()) {
      const expected = world.farms[i];
      expect(farm?.rewardInfos).toHaveLength(expected?.rewards.length ?? -1);
      expect(farm?.rewardInfos[0]?.rewardScheduleCurve).toHaveLength(
        expected?.rewards[0]?.curve.length ?? -1,
      );
      expect(farm?.rewardInfos[0]?.token.mint.toBase58()).toBe(expected?.rewards[0]?.mint);
      expect(farm?.isFarmDelegated).toBe(expected?.kind !== 'strategy');
      expect(farm?.token.mint.toBase58()).toBe(expected?.stakeMint);
    }
    const market = world.markets.find((m) => m.slug === 'main');
    const state = await readLendingMarket(rpc.connection, new PublicKey(market?.address ?? ''));
    const reserveFarms = reserveFarmAddresses(state.reserves).map((f) => f.toBase58());
    expect(reserveFarms.length).toBeGreaterThanOrEqual(5);
    expect(reserveFarms.every((f) => world.farms.some((farm) => farm.address === f))).toBe(true);
  });

  it('lists the wallet’s user farm states: obligation stakes and staked shares', async () => {
    const wallet = chain.world.wallets.find((w) => w.role === 'ordinary');
    if (wallet === undefined) throw new Error('no ordinary wallet');
    const owner = new PublicKey(wallet.publicKey);
    const { result: states, requests } = await rpc.during(() =>
      readUserFarmStates(rpc.connection, owner),
    );
    expect(requests.map((r) => r.method)).toEqual(['getProgramAccounts']);
    const obligations = new Set(wallet.obligations.map((o) => o.address));
    const delegated = states.filter((s) => s.isFarmDelegated);
    const staking = states.filter((s) => !s.isFarmDelegated);
    expect(delegated.length).toBeGreaterThanOrEqual(4);
    expect(delegated.every((s) => obligations.has(s.delegatee.toBase58()))).toBe(true);
    expect(staking.map((s) => s.farmState.toBase58()).sort()).toEqual(
      wallet.strategyShares.map((h) => h.farm).sort(),
    );
    for (const state of staking) {
      const holding = wallet.strategyShares.find((h) => h.farm === state.farmState.toBase58());
      expect(
        farmStakeAmount(state.activeStakeScaled, false)
          .div(1e6)
          .eq(holding?.stakedShares ?? 'NaN'),
      ).toBe(true);
    }
    expect(states.every((s) => sameAddress(s.owner, owner))).toBe(true);
  });
});
