import {
  encodeMeteoraBinArray,
  encodeMeteoraLbPair,
  encodeMeteoraPosition,
  findProgramAddress,
  KLIQUIDITY_PROGRAM_ID,
  METEORA_BINS_PER_ARRAY,
  METEORA_DLMM_PROGRAM_ID,
  type MeteoraBin,
  meteoraBinArrayIndex,
  meteoraBinArrayPda,
  meteoraBinSlot,
  toPublicKey,
} from '@keel/chain-readers';
import { PublicKey } from '@solana/web3.js';
import type { WorldStrategy } from '../types';
import { dlmmAccruedFees } from './accrued-fees';
import type { DlmmPlacement } from './dlmm-position';
import { strategyKeys } from './strategy-keys';
import { type WriteContext, writeProgramAccount } from './write-context';

const DAY = 86_400n;
const EMPTY_BIN: MeteoraBin = {
  amountX: 0n,
  amountY: 0n,
  price: 0n,
  liquiditySupply: 0n,
  rewardPerTokenStored: [0n, 0n],
  feeAmountXPerTokenStored: 0n,
  feeAmountYPerTokenStored: 0n,
  amountXIn: 0n,
  amountYIn: 0n,
};

/** PositionV2 `fee_infos`: 70 FeeInfo of 48 bytes (two u128 checkpoints, fee_x / fee_y pending). */
const FEE_INFOS_OFFSET = 4552;
const FEE_INFO_SIZE = 48;

/** The position's bytes with each bin's pending fees (accrued-fees.ts) in its FeeInfo. */
function withPendingFees(bytes: Uint8Array, placed: DlmmPlacement, feeTierBps: number) {
  const data = Buffer.from(bytes);
  dlmmAccruedFees(placed, feeTierBps).forEach((fee, i) => {
    const base = FEE_INFOS_OFFSET + i * FEE_INFO_SIZE;
    data.writeBigUInt64LE(fee.x, base + 32);
    data.writeBigUInt64LE(fee.y, base + 40);
  });
  return new Uint8Array(data);
}

/** The bin-array indexes a DLMM strategy keeps: its lower bin's array and the next one. */
function binArrayIndexes(placed: DlmmPlacement): [bigint, bigint] {
  const lower = meteoraBinArrayIndex(placed.lowerBinId);
  return [lower, lower + 1n];
}

/** The strategy's two bin arrays (its tick arrays): the lower bin's array and the next one. */
export function meteoraBinArrays(
  strategy: WorldStrategy,
  placed: DlmmPlacement,
): { lower: PublicKey; upper: PublicKey } {
  const pair = new PublicKey(strategy.pool);
  const [lower, upper] = binArrayIndexes(placed);
  return {
    lower: toPublicKey(meteoraBinArrayPda(pair, lower).address),
    upper: toPublicKey(meteoraBinArrayPda(pair, upper).address),
  };
}

/**
 * The strategy's DLMM LbPair (reserves = the strategy's pool vaults), its PositionV2 (owned by
 * the strategy's base vault authority, one share per bin of its range) and the two bin arrays
 * with the bins the position sits in. Returns how many bin arrays were written.
 */
export function writeMeteoraAccounts(
  context: WriteContext,
  strategy: WorldStrategy,
  placed: DlmmPlacement,
): number {
  const keys = strategyKeys(context.world.seed, strategy);
  const pair = new PublicKey(strategy.pool);
  const authority = findProgramAddress(
    ['authority', new PublicKey(strategy.address)],
    KLIQUIDITY_PROGRAM_ID,
  ).address;
  writeProgramAccount(
    context,
    strategy.pool,
    toPublicKey(METEORA_DLMM_PROGRAM_ID),
    encodeMeteoraLbPair({
      baseFactor: Math.round((strategy.feeTierBps * 10_000) / placed.binStep),
      minBinId: -443_636,
      maxBinId: 443_636,
      protocolShare: 500,
      pairType: 0,
      activeId: placed.activeId,
      binStep: placed.binStep,
      status: 0,
      tokenXMint: new PublicKey(strategy.tokenAMint),
      tokenYMint: new PublicKey(strategy.tokenBMint),
      reserveX: keys.poolVaultA,
      reserveY: keys.poolVaultB,
      protocolFeeAmountX: 0n,
      protocolFeeAmountY: 0n,
      oracle: keys.observation,
      lastUpdatedAt: context.now,
      creator: new PublicKey(context.world.protocolAdmin),
    }),
  );
  writeProgramAccount(
    context,
    strategy.position,
    toPublicKey(METEORA_DLMM_PROGRAM_ID),
    withPendingFees(
      encodeMeteoraPosition({
        lbPair: pair,
        owner: authority,
        liquidityShares: placed.bins.map((bin) => bin.share),
        lowerBinId: placed.lowerBinId,
        upperBinId: placed.upperBinId,
        lastUpdatedAt: context.now - 2n * DAY,
        totalClaimedFeeXAmount: 0n,
        totalClaimedFeeYAmount: 0n,
        operator: PublicKey.default,
        lockReleaseSlot: 0n,
        feeOwner: PublicKey.default,
      }),
      placed,
      strategy.feeTierBps,
    ),
  );
  const indexes = binArrayIndexes(placed);
  for (const index of indexes) {
    const bins = Array.from({ length: METEORA_BINS_PER_ARRAY }, () => EMPTY_BIN);
    for (const bin of placed.bins) {
      const slot = meteoraBinSlot(index, bin.binId);
      if (slot === undefined) continue;
      bins[slot] = {
        ...EMPTY_BIN,
        amountX: bin.amountX,
        amountY: bin.amountY,
        price: bin.priceX64,
        liquiditySupply: bin.liquiditySupply,
      };
    }
    writeProgramAccount(
      context,
      meteoraBinArrayPda(pair, index).address.toBase58(),
      toPublicKey(METEORA_DLMM_PROGRAM_ID),
      encodeMeteoraBinArray({ index, version: 1, lbPair: pair, bins }),
    );
  }
  return indexes.length;
}
