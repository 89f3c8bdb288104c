import { AccountDecodeError, decodeOraclePrices, type OraclePrices } from '@keel/chain-readers';
import type { PublicKey } from '@solana/web3.js';
import type { InstructionContext } from '../../chain/execution/instruction-context';
import { errorDebug, panic } from './anchor-errors';
import { FRACTION_BITS, min } from './fraction';
import { NULL_PUBKEY } from './oracle-config';

/** A price the program has read: its Fraction bits (or why they cannot be loaded) and its time. */
export interface TimestampedPrice {
  /** Fraction bits, or the `{:?}` of the error loading it (the program logs that). */
  load: () => bigint | { error: string };
  timestamp: bigint;
}

/** How reading the feed failed (the program swallows it; only its logs remain). */
export interface ScopeFailure {
  failure: string;
}

const MAX_PRICE_DECIMALS = 36;
const TARGET_PRICE_DECIMALS = 18;
const U128_MAX = (1n << 128n) - 1n;
const U256_MAX = (1n << 256n) - 1n;

interface Price {
  value: bigint;
  exp: number;
}

/** `price_to_fraction`: value / 10^exp in Fraction bits (a panic beyond the program's range). */
export function priceToFraction(price: Price): bigint {
  if (price.exp > MAX_PRICE_DECIMALS) panic(`no support for exponent: ${price.exp}`);
  const bits = (price.value << FRACTION_BITS) / 10n ** BigInt(price.exp);
  if (bits > U128_MAX) panic('Failed to convert Price stored on BigFraction to Fraction');
  return bits;
}

function reduceExponent(price: Price, target: number): Price {
  if (price.exp <= target) return price;
  return { value: price.value / 10n ** BigInt(price.exp - target), exp: target };
}

/** The product of a price chain (X/SOL × SOL/USD …), as `get_price_usd` folds it in U256. */
function chainProduct(prices: readonly Price[]): bigint | { error: string } {
  let acc: Price = { value: 1n, exp: 0 };
  for (const price of prices) {
    const [left, right] =
      acc.exp + price.exp > MAX_PRICE_DECIMALS
        ? [reduceExponent(acc, TARGET_PRICE_DECIMALS), reduceExponent(price, TARGET_PRICE_DECIMALS)]
        : [acc, price];
    const value = left.value * right.value;
    if (value > U256_MAX) return { error: errorDebug('MathOverflow') };
    acc = { value, exp: left.exp + right.exp };
  }
  return priceToFraction(acc);
}

function scopeEntry(prices: OraclePrices, id: number): { price: Price; timestamp: bigint } | null {
  const entry = prices.prices[id];
  if (entry === undefined) return null;
  if (entry.price.exp > 0xffff_ffffn) panic('called `Result::unwrap()` on an `Err` value');
  return {
    price: { value: entry.price.value, exp: Number(entry.price.exp) },
    timestamp: entry.unixTimestamp,
  };
}

/** `get_price_usd`: the chain's entries until the first unused one, multiplied. */
function chainPrice(
  context: InstructionContext,
  prices: OraclePrices,
  chain: readonly number[],
): TimestampedPrice | ScopeFailure {
  if (chain.every((id) => id === 0)) {
    context.log('Scope chain is not initialized properly');
    return { failure: errorDebug('PriceNotValid', 'utils/prices/scope.rs:84') };
  }
  const entries: Array<{ price: Price; timestamp: bigint }> = [];
  for (const id of chain) {
    const entry = scopeEntry(prices, id);
    if (entry === null) break;
    entries.push(entry);
  }
  if (entries.length === 0) {
    context.log('Scope chain is empty');
    return { failure: errorDebug('NoPriceFound', 'utils/prices/scope.rs:93') };
  }
  const first = entries[0] as { price: Price; timestamp: bigint };
  if (entries.length === 1)
    return { load: () => priceToFraction(first.price), timestamp: first.timestamp };
  const oldest = entries.reduce((a, e) => min(a, e.timestamp), first.timestamp);
  return { load: () => chainProduct(entries.map((e) => e.price)), timestamp: oldest };
}

/** The OraclePrices account: klend checks its key and discriminator only, not its owner. */
function readPricesAccount(
  context: InstructionContext,
  address: PublicKey,
): OraclePrices | ScopeFailure {
  if (address.equals(NULL_PUBKEY)) return { failure: errorDebug('InvalidOracleConfig') };
  const state = context.read(address);
  if (state === null || state.data.length < 8) {
    return panic('range end index 8 out of range for slice of length 0');
  }
  try {
    return decodeOraclePrices(address, state, { programId: state.owner });
  } catch (error) {
    if (error instanceof AccountDecodeError && error.reason === 'discriminator') {
      return { failure: errorDebug('CouldNotDeserializeScope') };
    }
    return panic('TargetAlignmentGreaterAndInputNotAligned or SizeMismatch (bytemuck)');
  }
}

/** `get_scope_price_and_twap`: the price chain's price and, when configured, the TWAP chain's. */
export function scopePriceAndTwap(
  context: InstructionContext,
  feed: PublicKey,
  config: { priceChain: readonly number[]; twapChain: readonly number[] | null },
): { price: TimestampedPrice; twap: TimestampedPrice | null } | ScopeFailure {
  const prices = readPricesAccount(context, feed);
  if ('failure' in prices) return prices;
  const price = chainPrice(context, prices, config.priceChain);
  if ('failure' in price) return price;
  if (config.twapChain === null) return { price, twap: null };
  const twap = chainPrice(context, prices, config.twapChain);
  if ('failure' in twap) {
    context.log(`No valid twap found for scope price, error: ${twap.failure}`);
    return { price, twap: null };
  }
  return { price, twap };
}
