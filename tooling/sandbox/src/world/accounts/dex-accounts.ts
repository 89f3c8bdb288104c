import {
  encodeOrcaPosition,
  encodeOrcaWhirlpool,
  encodeRaydiumPool,
  encodeRaydiumPosition,
  ORCA_WHIRLPOOL_PROGRAM_ID,
  RAYDIUM_CLMM_PROGRAM_ID,
  toPublicKey,
} from '@keel/chain-readers';
import { PublicKey } from '@solana/web3.js';
import type { WorldStrategy } from '../types';
import { owedFees } from './accrued-fees';
import type { ClmmPlacement } from './clmm-position';
import { strategyKeys } from './strategy-keys';
import { tokenByMint, type WriteContext, writeProgramAccount } from './write-context';

const DAY = 86_400n;

/** The pool holds others' liquidity too: four times the strategy's, or a floor for empty ones. */
function poolLiquidity(placed: ClmmPlacement): bigint {
  return placed.liquidity > 0n ? placed.liquidity * 4n : 1_000_000_000n;
}

/** The strategy's Orca Whirlpool and Position. */
export function writeOrcaAccounts(
  context: WriteContext,
  strategy: WorldStrategy,
  placed: ClmmPlacement,
): void {
  const keys = strategyKeys(context.world.seed, strategy);
  const owed = owedFees(placed, strategy.feeTierBps);
  writeProgramAccount(
    context,
    strategy.pool,
    toPublicKey(ORCA_WHIRLPOOL_PROGRAM_ID),
    encodeOrcaWhirlpool({
      whirlpoolsConfig: keys.poolConfig,
      whirlpoolBump: 255,
      tickSpacing: placed.tickSpacing,
      // Hundredths of a basis point.
      feeRate: strategy.feeTierBps * 100,
      protocolFeeRate: 300,
      liquidity: poolLiquidity(placed),
      sqrtPrice: placed.sqrtPriceX64,
      tickCurrentIndex: placed.tickCurrent,
      protocolFeeOwedA: 0n,
      protocolFeeOwedB: 0n,
      tokenMintA: new PublicKey(strategy.tokenAMint),
      tokenVaultA: keys.poolVaultA,
      feeGrowthGlobalA: 0n,
      tokenMintB: new PublicKey(strategy.tokenBMint),
      tokenVaultB: keys.poolVaultB,
      feeGrowthGlobalB: 0n,
      rewardLastUpdatedTimestamp: context.now,
      rewardInfos: [],
    }),
  );
  writeProgramAccount(
    context,
    strategy.position,
    toPublicKey(ORCA_WHIRLPOOL_PROGRAM_ID),
    encodeOrcaPosition({
      whirlpool: new PublicKey(strategy.pool),
      positionMint: keys.positionMint,
      liquidity: placed.liquidity,
      tickLowerIndex: placed.tickLower,
      tickUpperIndex: placed.tickUpper,
      feeGrowthCheckpointA: 0n,
      feeOwedA: owed.a,
      feeGrowthCheckpointB: 0n,
      feeOwedB: owed.b,
      rewardInfos: [],
    }),
  );
}

/** The strategy's Raydium CLMM PoolState and PersonalPositionState. */
export function writeRaydiumAccounts(
  context: WriteContext,
  strategy: WorldStrategy,
  placed: ClmmPlacement,
): void {
  const keys = strategyKeys(context.world.seed, strategy);
  const tokenA = tokenByMint(context.world, strategy.tokenAMint);
  const tokenB = tokenByMint(context.world, strategy.tokenBMint);
  const owed = owedFees(placed, strategy.feeTierBps);
  writeProgramAccount(
    context,
    strategy.pool,
    toPublicKey(RAYDIUM_CLMM_PROGRAM_ID),
    encodeRaydiumPool({
      bump: 255,
      ammConfig: keys.poolConfig,
      owner: new PublicKey(context.world.protocolAdmin),
      tokenMint0: new PublicKey(tokenA.mint),
      tokenMint1: new PublicKey(tokenB.mint),
      tokenVault0: keys.poolVaultA,
      tokenVault1: keys.poolVaultB,
      observationKey: keys.observation,
      mintDecimals0: tokenA.decimals,
      mintDecimals1: tokenB.decimals,
      tickSpacing: placed.tickSpacing,
      liquidity: poolLiquidity(placed),
      sqrtPriceX64: placed.sqrtPriceX64,
      tickCurrent: placed.tickCurrent,
      feeGrowthGlobal0X64: 0n,
      feeGrowthGlobal1X64: 0n,
      protocolFeesToken0: 0n,
      protocolFeesToken1: 0n,
      status: 0,
      rewardInfos: [],
      openTime: context.now - 200n * DAY,
    }),
  );
  writeProgramAccount(
    context,
    strategy.position,
    toPublicKey(RAYDIUM_CLMM_PROGRAM_ID),
    encodeRaydiumPosition({
      bump: 255,
      nftMint: keys.positionMint,
      poolId: new PublicKey(strategy.pool),
      tickLowerIndex: placed.tickLower,
      tickUpperIndex: placed.tickUpper,
      liquidity: placed.liquidity,
      feeGrowthInside0LastX64: 0n,
      feeGrowthInside1LastX64: 0n,
      tokenFeesOwed0: owed.a,
      tokenFeesOwed1: owed.b,
      rewardInfos: [],
    }),
  );
}
