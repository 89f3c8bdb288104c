import {
  type Address,
  encodeCollateralInfos,
  encodeKliquidityGlobalConfig,
  encodeOrcaWhirlpool,
  encodeWhirlpoolStrategy,
  KLIQUIDITY_PROGRAM_ID,
  ORCA_WHIRLPOOL_PROGRAM_ID,
  sameAddress,
  toPublicKey,
  type WhirlpoolStrategy,
} from '@keel/chain-readers';
import { describe, expect, it } from 'vitest';
import { testKey } from '../testing/keys';
import { testStrategy } from '../testing/strategy';
import { readCreatorPools } from './creatorPools';
import { readWalletStrategies } from './walletStrategies';

const strategyBytes = (strategy: WhirlpoolStrategy) => {
  const { address: _, ...data } = strategy;
  return encodeWhirlpoolStrategy(data);
};
const program = (data: Uint8Array) => ({ owner: KLIQUIDITY_PROGRAM_ID, data });

function collateral(mint: Address, feed: Address) {
  return {
    mint,
    lowerHeuristic: 0n,
    upperHeuristic: 0n,
    expHeuristic: 0n,
    maxTwapDivergenceBps: 0n,
    scopeTwapPriceChain: [65535, 65535, 65535, 65535],
    scopePriceChain: [1, 65535, 65535, 65535],
    name: 'T',
    maxAgePriceSeconds: 0n,
    maxAgeTwapSeconds: 0n,
    maxIgnorableAmountAsReward: 0n,
    disabled: false,
    scopeStakingRateChain: [65535, 65535, 65535, 65535],
    scopeFeed: feed,
  };
}

describe('the creator’s chain reads', () => {
  it('pools: one option per Orca pool of the strategies, with fee tier, price and context', async () => {
    const orca = testStrategy('ORCA');
    const raydium = { ...testStrategy('RAYDIUM'), address: testKey(50), pool: testKey(51) };
    const accounts = new Map<string, { owner: Address; data: Uint8Array }>([
      [orca.address.toBase58(), program(strategyBytes(orca))],
      [raydium.address.toBase58(), program(strategyBytes(raydium))],
      [
        orca.globalConfig.toBase58(),
        program(
          encodeKliquidityGlobalConfig({
            emergencyMode: 0n,
            blockDeposit: 0n,
            blockInvest: 0n,
            blockWithdraw: 0n,
            blockCollectFees: 0n,
            blockCollectRewards: 0n,
            blockSwapRewards: 0n,
            scopeProgramId: testKey(60),
            adminAuthority: testKey(61),
            tokenInfos: testKey(62),
          }),
        ),
      ],
      [
        testKey(62).toBase58(),
        program(
          encodeCollateralInfos({
            infos: [
              collateral(testKey(70), testKey(71)),
              collateral(toPublicKey(orca.tokenAMint), testKey(72)),
              collateral(toPublicKey(orca.tokenBMint), testKey(73)),
            ],
          }),
        ),
      ],
      [
        orca.pool.toBase58(),
        {
          owner: ORCA_WHIRLPOOL_PROGRAM_ID,
          data: encodeOrcaWhirlpool({
            whirlpoolsConfig: testKey(80),
            whirlpoolBump: 255,
            tickSpacing: 64,
            feeRate: 3000,
            protocolFeeRate: 300,
            liquidity: 1n,
            sqrtPrice: 1n << 64n,
            tickCurrentIndex: 0,
            protocolFeeOwedA: 0n,
            protocolFeeOwedB: 0n,
            tokenMintA: orca.tokenAMint,
            tokenVaultA: testKey(81),
            feeGrowthGlobalA: 0n,
            tokenMintB: orca.tokenBMint,
            tokenVaultB: testKey(82),
            feeGrowthGlobalB: 0n,
            rewardLastUpdatedTimestamp: 0n,
            rewardInfos: [],
          }),
        },
      ],
    ]);
    const rpc = {
      getMultipleAccountsInfo: async (keys: Address[]) =>
        keys.map((key) => accounts.get(key.toBase58()) ?? null),
    };
    const options = await readCreatorPools(rpc, [orca.address, raydium.address, testKey(99)]);
    expect(options).toHaveLength(1);
    const [option] = options;
    expect(sameAddress(option?.pool.address, orca.pool)).toBe(true);
    expect(option?.feeTierBps).toBe(30);
    expect(option?.pool.tickSpacing).toBe(64);
    expect(sameAddress(option?.pool.poolTokenVaultB, testKey(82))).toBe(true);
    expect(option?.sqrtPriceX64).toBe(1n << 64n);
    expect(sameAddress(option?.context.tokenInfos, testKey(62))).toBe(true);
    expect(sameAddress(option?.context.scopePricesA, testKey(72))).toBe(true);
    expect(sameAddress(option?.context.scopePricesB, testKey(73))).toBe(true);
    expect(await readCreatorPools(rpc, [raydium.address])).toEqual([]);
  });

  it('wallet strategies: by admin authority at offset 8, community ones only', async () => {
    const community = { ...testStrategy(), address: testKey(40), isCommunity: true };
    const protocol = { ...testStrategy(), address: testKey(41) };
    let asked: unknown;
    const rpc = {
      getProgramAccounts: async (_program: Address, config: unknown) => {
        asked = config;
        return [
          { pubkey: community.address, account: program(strategyBytes(community)) },
          { pubkey: protocol.address, account: program(strategyBytes(protocol)) },
          { pubkey: testKey(42), account: program(new Uint8Array(4064)) },
        ];
      },
    };
    const found = await readWalletStrategies(rpc, testKey(10));
    expect(found.map((s) => s.address.toBase58())).toEqual([testKey(40).toBase58()]);
    expect(asked).toEqual({
      filters: [{ dataSize: 4064 }, { memcmp: { offset: 8, bytes: testKey(10).toBase58() } }],
    });
  });
});
