import {
  type CollateralInfo,
  encodeCollateralInfos,
  encodeKliquidityGlobalConfig,
  encodeWhirlpoolStrategy,
  KLIQUIDITY_PROGRAM_ID,
} from '@keel/chain-readers';
import type { PublicKey } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { testKey } from '../testing/keys';
import { testStrategy } from '../testing/strategy';
import { liquidityWriteKeys } from './keys';
import { strategyWriteStateQueryOptions } from './strategyWriteState';

const info = (feed: PublicKey): CollateralInfo => ({
  mint: testKey(50),
  lowerHeuristic: 0n,
  upperHeuristic: 0n,
  expHeuristic: 0n,
  maxTwapDivergenceBps: 0n,
  scopeTwapPriceChain: [65535, 65535, 65535, 65535],
  scopePriceChain: [1, 65535, 65535, 65535],
  name: 'X',
  maxAgePriceSeconds: 120n,
  maxAgeTwapSeconds: 0n,
  maxIgnorableAmountAsReward: 0n,
  disabled: false,
  scopeStakingRateChain: [65535, 65535, 65535, 65535],
  scopeFeed: feed,
});

describe('strategy write state', () => {
  it('reads the strategy, its config and price feeds; a DLMM strategy holds only its vaults', async () => {
    const { address, ...strategy } = testStrategy('METEORA');
    const accounts = new Map<string, Uint8Array>([
      [address.toBase58(), encodeWhirlpoolStrategy(strategy)],
      [
        strategy.globalConfig.toBase58(),
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
      ],
      [
        testKey(62).toBase58(),
        encodeCollateralInfos({ infos: [info(testKey(70)), info(testKey(71)), info(testKey(72))] }),
      ],
    ]);
    const rpc = {
      getMultipleAccountsInfo: async (keys: PublicKey[]) =>
        keys.map((key) => {
          const data = accounts.get(key.toBase58());
          return data === undefined ? null : { owner: KLIQUIDITY_PROGRAM_ID, data };
        }),
    };
    const options = strategyWriteStateQueryOptions({ rpc, endpoint: 'e' }, address);
    expect(options.queryKey).toEqual(liquidityWriteKeys.strategy('e', address));
    expect(options.queryKey.slice(0, 2)).toEqual(liquidityWriteKeys.all('e'));
    const state = await options.queryFn();
    expect(state.holdings).toMatchObject({ totalA: 5n, totalB: 6n, sharesIssued: 1000n });
    expect(state.tokenInfos).toEqual(testKey(62));
    expect(state.scopePricesA).toEqual(testKey(71));
    expect(state.scopePricesB).toEqual(testKey(72));
    accounts.delete(address.toBase58());
    await expect(options.queryFn()).rejects.toThrow('not found');
  });
});
