import {
  encodeOraclePrices,
  type OraclePricesData,
  SCOPE_PROGRAM_ID,
  type ScopePrice,
  toPublicKey,
} from '@keel/chain-readers';
import { MathDecimal } from '@keel/core-math';
import { PublicKey } from '@solana/web3.js';
import type { SandboxWorld } from '../types';
import { type WriteContext, writeProgramAccount } from './write-context';

/** Unused entries of a Scope price chain. */
export const UNUSED_CHAIN_ENTRY = 65_535;
const U64_MAX = (1n << 64n) - 1n;

/** The exact Scope `Price` (value / 10^exp) of a decimal price. */
export function scopePrice(price: string): ScopePrice {
  const value = new MathDecimal(price);
  const exp = value.decimalPlaces();
  const mantissa = BigInt(value.mul(new MathDecimal(10).pow(exp)).toFixed(0));
  if (mantissa < 0n || mantissa > U64_MAX) {
    throw new RangeError(`Price ${price} does not fit a Scope price`);
  }
  return { value: mantissa, exp: BigInt(exp) };
}

/** A price chain that reads one Scope entry directly (no multiplication by another price). */
export function directPriceChain(scopeIndex: number): number[] {
  return [scopeIndex, UNUSED_CHAIN_ENTRY, UNUSED_CHAIN_ENTRY, UNUSED_CHAIN_ENTRY];
}

export const NO_PRICE_CHAIN: readonly number[] = [
  UNUSED_CHAIN_ENTRY,
  UNUSED_CHAIN_ENTRY,
  UNUSED_CHAIN_ENTRY,
  UNUSED_CHAIN_ENTRY,
];

/** Every token's USD price at its `scopePriceIndex`, dated at the write slot. */
export function oraclePricesData(world: SandboxWorld, slot: bigint, now: bigint): OraclePricesData {
  const size = Math.max(0, ...world.tokens.map((t) => t.scopePriceIndex)) + 1;
  const prices = Array.from({ length: size }, (_v, index) => ({
    price: { value: 0n, exp: 0n },
    lastUpdatedSlot: 0n,
    unixTimestamp: 0n,
    index,
  }));
  for (const token of world.tokens) {
    prices[token.scopePriceIndex] = {
      price: scopePrice(token.priceUsd),
      lastUpdatedSlot: slot,
      unixTimestamp: now,
      index: token.scopePriceIndex,
    };
  }
  return { oracleMappings: new PublicKey(world.accounts.scopeOracleMappings), prices };
}

/** Writes the Scope OraclePrices account; returns how many prices it holds. */
export function writeScopePrices(context: WriteContext): number {
  const data = oraclePricesData(context.world, context.slot, context.now);
  writeProgramAccount(
    context,
    context.world.accounts.scopeOraclePrices,
    toPublicKey(SCOPE_PROGRAM_ID),
    encodeOraclePrices(data),
  );
  return context.world.tokens.length;
}
