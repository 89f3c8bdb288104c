import { PublicKey } from '@solana/web3.js';
import { SWAP_POOL_DISCRIMINATOR } from './swap-program';

/**
 * SwapPool, one per tradable mint (PDA of "pool", mint):
 *   8 discriminator | mint 32 | token_program 32 | vault 32 | oracle_prices 32 |
 *   price_index u16 | decimals u8 | bump u8 | depth_usd u64            = 148 bytes
 * `oracle_prices` is the Scope OraclePrices account and `price_index` the mint's entry in it;
 * `depth_usd` (whole dollars) is the liquidity depth the price impact is measured against.
 */
export interface SwapPool {
  mint: PublicKey;
  tokenProgram: PublicKey;
  vault: PublicKey;
  oraclePrices: PublicKey;
  priceIndex: number;
  decimals: number;
  bump: number;
  depthUsd: bigint;
}

export const SWAP_POOL_SIZE = 148;

export function encodeSwapPool(pool: SwapPool): Uint8Array {
  const data = Buffer.alloc(SWAP_POOL_SIZE);
  Buffer.from(SWAP_POOL_DISCRIMINATOR).copy(data, 0);
  pool.mint.toBuffer().copy(data, 8);
  pool.tokenProgram.toBuffer().copy(data, 40);
  pool.vault.toBuffer().copy(data, 72);
  pool.oraclePrices.toBuffer().copy(data, 104);
  data.writeUInt16LE(pool.priceIndex, 136);
  data.writeUInt8(pool.decimals, 138);
  data.writeUInt8(pool.bump, 139);
  data.writeBigUInt64LE(pool.depthUsd, 140);
  return new Uint8Array(data);
}

/** Decodes a SwapPool's bytes; throws when they are not one. */
export function decodeSwapPool(bytes: Uint8Array): SwapPool {
  const data = Buffer.from(bytes);
  if (data.length !== SWAP_POOL_SIZE || !data.subarray(0, 8).equals(SWAP_POOL_DISCRIMINATOR)) {
    throw new Error('Not a SwapPool account');
  }
  const key = (offset: number) => new PublicKey(data.subarray(offset, offset + 32));
  return {
    mint: key(8),
    tokenProgram: key(40),
    vault: key(72),
    oraclePrices: key(104),
    priceIndex: data.readUInt16LE(136),
    decimals: data.readUInt8(138),
    bump: data.readUInt8(139),
    depthUsd: data.readBigUInt64LE(140),
  };
}
