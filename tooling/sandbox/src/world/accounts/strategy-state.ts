import {
  findProgramAddress,
  KLIQUIDITY_PROGRAM_ID,
  type WhirlpoolStrategyData,
} from '@keel/chain-readers';
import { PublicKey } from '@solana/web3.js';
import { createPrng } from '../prng';
import type { SandboxWorld, StrategyType, WorldStrategy } from '../types';
import { type ClmmPlacement, placeClmmPosition } from './clmm-position';
import { type DlmmPlacement, placeDlmmPosition } from './dlmm-position';
import { meteoraBinArrays } from './meteora-accounts';
import { rawAmount, tokenProgramId } from './spl-accounts';
import { strategyDepositCaps } from './strategy-caps';
import { strategyKeys } from './strategy-keys';
import { tokenByMint } from './write-context';

/** STRATEGY_TYPES order: Stable, Pegged, Volatile. */
const STRATEGY_TYPE_CODES: Record<StrategyType, bigint> = {
  STABLE: 0n,
  PEGGED: 1n,
  NON_PEGGED: 2n,
};
/** REBALANCE_TYPES: DIY strategies are rebalanced by hand, the others by price percentage. */
const MANUAL_REBALANCE = 0;
const PRICE_PERCENTAGE_REBALANCE = 1;
const DAY = 86_400n;
const NO_CAP = {
  configCapacity: 0n,
  currentTotal: 0n,
  lastIntervalStartTimestamp: 0n,
  configIntervalLengthSeconds: 0n,
};

/** Where a strategy's tokens are: a CLMM position, or (Meteora) bins of a DLMM position. */
export type StrategyPlacement = ClmmPlacement | DlmmPlacement;

/** Where a strategy's tokens are, the same on every call (its bins from its own PRNG stream). */
export function placement(world: SandboxWorld, strategy: WorldStrategy): StrategyPlacement {
  if (strategy.dex === 'METEORA') {
    return placeDlmmPosition({
      feeTierBps: strategy.feeTierBps,
      poolPrice: strategy.poolPrice,
      amountA: strategy.tokenAAmount,
      amountB: strategy.tokenBAmount,
      decimalsA: tokenByMint(world, strategy.tokenAMint).decimals,
      decimalsB: tokenByMint(world, strategy.tokenBMint).decimals,
      prng: createPrng(world.seed).fork('dlmm-bins').fork(strategy.address),
    });
  }
  return placeClmmPosition({
    dex: strategy.dex,
    feeTierBps: strategy.feeTierBps,
    poolPrice: strategy.poolPrice,
    priceLower: strategy.priceLower,
    priceUpper: strategy.priceUpper,
    amountA: strategy.tokenAAmount,
    amountB: strategy.tokenBAmount,
    decimalsA: tokenByMint(world, strategy.tokenAMint).decimals,
    decimalsB: tokenByMint(world, strategy.tokenBMint).decimals,
  });
}

/**
 * A strategy as kliquidity stores it: tokens, shares, status and links from the world; the
 * uninvested amounts are what its position does not hold. A DLMM strategy's tick arrays are the
 * bin arrays of its position's lower bin and the next one (as the strategy program keeps them).
 */
export function strategyData(
  world: SandboxWorld,
  strategy: WorldStrategy,
  placed: StrategyPlacement,
  at: { slot: bigint; now: bigint },
): WhirlpoolStrategyData {
  const tokenA = tokenByMint(world, strategy.tokenAMint);
  const tokenB = tokenByMint(world, strategy.tokenBMint);
  const keys = strategyKeys(world.seed, strategy);
  const address = new PublicKey(strategy.address);
  const baseVaultAuthority = findProgramAddress(['authority', address], KLIQUIDITY_PROGRAM_ID);
  const deprecated = strategy.status === 'DEPRECATED';
  const caps = strategyDepositCaps(strategy);
  const tickArrays =
    placed.kind === 'dlmm'
      ? meteoraBinArrays(strategy, placed)
      : { lower: keys.tickArrayLower, upper: keys.tickArrayUpper };
  return {
    adminAuthority: new PublicKey(strategy.adminAuthority),
    globalConfig: new PublicKey(world.accounts.liquidityGlobalConfig),
    baseVaultAuthority: baseVaultAuthority.address,
    baseVaultAuthorityBump: baseVaultAuthority.bump,
    pool: new PublicKey(strategy.pool),
    poolTokenVaultA: keys.poolVaultA,
    poolTokenVaultB: keys.poolVaultB,
    tickArrayLower: tickArrays.lower,
    tickArrayUpper: tickArrays.upper,
    position: new PublicKey(strategy.position),
    positionMint: keys.positionMint,
    positionMetadata: keys.positionMetadata,
    positionTokenAccount: keys.positionTokenAccount,
    tokenAVault: keys.tokenAVault,
    tokenBVault: keys.tokenBVault,
    tokenAMint: new PublicKey(tokenA.mint),
    tokenBMint: new PublicKey(tokenB.mint),
    tokenAMintDecimals: tokenA.decimals,
    tokenBMintDecimals: tokenB.decimals,
    tokenAAmounts: placed.availableA,
    tokenBAmounts: placed.availableB,
    tokenACollateralId: BigInt(tokenA.collateralId),
    tokenBCollateralId: BigInt(tokenB.collateralId),
    sharesMint: new PublicKey(strategy.shareMint),
    sharesMintDecimals: strategy.shareDecimals,
    sharesMintAuthority: new PublicKey(strategy.shareMintAuthority),
    sharesMintAuthorityBump: 0,
    sharesIssued: rawAmount(strategy.sharesIssued, strategy.shareDecimals),
    status: 'Active',
    rewards: [],
    depositCapUsd: caps.total,
    feesACumulative: 0n,
    feesBCumulative: 0n,
    depositCapUsdPerIxn: caps.perIxn,
    withdrawalCapA: NO_CAP,
    withdrawalCapB: NO_CAP,
    maxPriceDeviationBps: 100n,
    swapVaultMaxSlippageBps: 50,
    swapVaultMaxSlippageFromReferenceBps: 100,
    strategyType: STRATEGY_TYPE_CODES[strategy.strategyType],
    withdrawFee: 0n,
    feesFee: 1_000n,
    positionTimestamp: at.now - 2n * DAY,
    issuedRewards: [],
    strategyDex: strategy.dex,
    raydiumProtocolPositionOrBaseVaultAuthority:
      strategy.dex === 'RAYDIUM' ? keys.protocolPosition : baseVaultAuthority.address,
    allowDepositWithoutInvest: 0n,
    raydiumPoolConfigOrBaseVaultAuthority:
      strategy.dex === 'RAYDIUM' ? keys.poolConfig : baseVaultAuthority.address,
    depositBlocked: deprecated,
    creationStatus: deprecated ? 'DEPRECATED' : 'LIVE',
    investBlocked: false,
    shareCalculationMethod: 0,
    withdrawBlocked: false,
    localAdminBlocked: false,
    flashVaultSwapAllowed: false,
    referenceSwapPriceA: { value: 0n, exp: 0n },
    referenceSwapPriceB: { value: 0n, exp: 0n },
    isCommunity: strategy.isDiyVault,
    rebalanceType: strategy.isDiyVault ? MANUAL_REBALANCE : PRICE_PERCENTAGE_REBALANCE,
    rebalanceRaw: {
      params: new Uint8Array(128),
      state: new Uint8Array(256),
      referencePriceType: 0,
    },
    tokenAFeesFromRewardsCumulative: 0n,
    tokenBFeesFromRewardsCumulative: 0n,
    strategyLookupTable: PublicKey.default,
    lastSwapUnevenStepTimestamp: 0n,
    farm: strategy.farm === null ? null : new PublicKey(strategy.farm),
    rebalancesCap: NO_CAP,
    swapUnevenAuthority: PublicKey.default,
    tokenATokenProgram: tokenProgramId(tokenA.tokenProgram),
    tokenBTokenProgram: tokenProgramId(tokenB.tokenProgram),
    pendingAdmin: PublicKey.default,
    maxDeviationFromRefPriceOnInvestBps: 0,
    lastInvestSlot: at.slot,
  };
}
