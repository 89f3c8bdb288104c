import {
  type Address,
  type ChainQueryOptions,
  decodeCollateralInfos,
  decodeKliquidityGlobalConfig,
  decodeOrcaWhirlpool,
  decodeWhirlpoolStrategy,
  KLIQUIDITY_PROGRAM_ID,
} from '@keel/chain-readers';
import type { CreatorPool, CreatorProgramContext } from '../creator/creatorInstructions';
import { liquidityWriteKeys } from './keys';
import type { LiquidityQueryContext } from './strategyWriteState';

/** A pool a DIY strategy can be created on, with what the form shows and the builders take. */
export interface CreatorPoolOption {
  pool: CreatorPool;
  /** The pool's fee tier in basis points (its fee rate, hundredths of a bp, / 100). */
  feeTierBps: number;
  sqrtPriceX64: bigint;
  tickCurrent: number;
  decimalsA: number;
  decimalsB: number;
  /** The program's settings for these two tokens (collateral ids, price feeds). */
  context: CreatorProgramContext;
}

const CHUNK = 100;

async function readAccounts(rpc: LiquidityQueryContext['rpc'], keys: readonly Address[]) {
  const out = [];
  for (let i = 0; i < keys.length; i += CHUNK) {
    out.push(...(await rpc.getMultipleAccountsInfo(keys.slice(i, i + CHUNK))));
  }
  return out;
}

/**
 * The Orca pools existing strategies are on (one option per pool), read from the chain: each
 * strategy gives its pool, its tokens' decimals and collateral ids, and the program's
 * configuration; each pool its fee tier, spacing, price and vaults. Accounts that do not decode
 * are left out.
 */
export async function readCreatorPools(
  rpc: LiquidityQueryContext['rpc'],
  strategies: readonly Address[],
  programId: Address = KLIQUIDITY_PROGRAM_ID,
): Promise<CreatorPoolOption[]> {
  const accounts = await readAccounts(rpc, strategies);
  const byPool = new Map<string, ReturnType<typeof decodeWhirlpoolStrategy>>();
  accounts.forEach((account, index) => {
    const address = strategies[index];
    if (!account || !address) return;
    try {
      const strategy = decodeWhirlpoolStrategy(address, account, { programId });
      if (strategy.strategyDex === 'ORCA' && !byPool.has(strategy.pool.toBase58())) {
        byPool.set(strategy.pool.toBase58(), strategy);
      }
    } catch {
      // Not a strategy of this program (or an exchange this form does not offer).
    }
  });
  const picked = [...byPool.values()];
  const first = picked[0];
  if (first === undefined) return [];
  const [configAccount, ...pools] = await readAccounts(rpc, [
    first.globalConfig,
    ...picked.map((strategy) => strategy.pool),
  ]);
  if (!configAccount) throw new Error('The strategy program’s configuration was not found');
  const config = decodeKliquidityGlobalConfig(first.globalConfig, configAccount, { programId });
  const [infosAccount] = await rpc.getMultipleAccountsInfo([config.tokenInfos]);
  if (!infosAccount) throw new Error('The strategy program’s token prices were not found');
  const infos = decodeCollateralInfos(config.tokenInfos, infosAccount, { programId }).infos;
  const options: CreatorPoolOption[] = [];
  picked.forEach((strategy, index) => {
    const account = pools[index];
    const feedA = infos[Number(strategy.tokenACollateralId)]?.scopeFeed;
    const feedB = infos[Number(strategy.tokenBCollateralId)]?.scopeFeed;
    if (!account || !feedA || !feedB) return;
    try {
      const whirlpool = decodeOrcaWhirlpool(strategy.pool, account);
      options.push({
        pool: {
          address: strategy.pool,
          dex: 'ORCA',
          tokenAMint: whirlpool.tokenMintA,
          tokenBMint: whirlpool.tokenMintB,
          tokenATokenProgram: strategy.tokenATokenProgram,
          tokenBTokenProgram: strategy.tokenBTokenProgram,
          tickSpacing: whirlpool.tickSpacing,
          poolTokenVaultA: whirlpool.tokenVaultA,
          poolTokenVaultB: whirlpool.tokenVaultB,
        },
        feeTierBps: whirlpool.feeRate / 100,
        sqrtPriceX64: whirlpool.sqrtPrice,
        tickCurrent: whirlpool.tickCurrentIndex,
        decimalsA: strategy.tokenAMintDecimals,
        decimalsB: strategy.tokenBMintDecimals,
        context: {
          globalConfig: strategy.globalConfig,
          tokenInfos: config.tokenInfos,
          tokenACollateralId: strategy.tokenACollateralId,
          tokenBCollateralId: strategy.tokenBCollateralId,
          scopePricesA: feedA,
          scopePricesB: feedB,
          programId,
        },
      });
    } catch {
      // A pool account that is not a Whirlpool: not offered.
    }
  });
  return options;
}

/** The creator's pool options under `liquidityWriteKeys.creatorPools`; prices move: 60 s. */
export function creatorPoolsQueryOptions(
  { rpc, endpoint }: LiquidityQueryContext,
  strategies: readonly Address[],
  programId: Address = KLIQUIDITY_PROGRAM_ID,
): ChainQueryOptions<CreatorPoolOption[], ReturnType<typeof liquidityWriteKeys.creatorPools>> {
  return {
    queryKey: liquidityWriteKeys.creatorPools(endpoint, strategies),
    queryFn: () => readCreatorPools(rpc, strategies, programId),
    staleTime: 60_000,
    gcTime: 5 * 60_000,
  };
}
