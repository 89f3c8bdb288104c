import type { Address } from '../../address/address';
import type { ByteReader } from '../../bytes/ByteReader';
import type { ByteWriter } from '../../bytes/ByteWriter';

export const PRICE_CHAIN_LENGTH = 4;

/** Oracle configuration of a reserve (LAYOUTS §2.2 TokenInfo, 384 bytes). */
export interface ReserveTokenInfo {
  /** Zero-padded ASCII symbol, e.g. "USDC". */
  name: string;
  /** Sanity bounds lower/10^exp .. upper/10^exp (0 = off). */
  heuristic: { lower: bigint; upper: bigint; exp: bigint };
  maxTwapDivergenceBps: bigint;
  maxAgePriceSeconds: bigint;
  maxAgeTwapSeconds: bigint;
  scopeConfiguration: {
    /** Scope OraclePrices account. */
    priceFeed: Address;
    /** Indices into the Scope prices; 65535 = unused. */
    priceChain: number[];
    twapChain: number[];
  };
  switchboardConfiguration: { priceAggregator: Address; twapAggregator: Address };
  pythConfiguration: { price: Address };
  blockPriceUsage: boolean;
}

export function readPriceChain(r: ByteReader, base: number): number[] {
  const chain: number[] = [];
  for (let i = 0; i < PRICE_CHAIN_LENGTH; i += 1) chain.push(r.u16(base + i * 2));
  return chain;
}

export function writePriceChain(w: ByteWriter, base: number, chain: readonly number[]): void {
  if (chain.length !== PRICE_CHAIN_LENGTH) {
    throw new RangeError(`A price chain has 4 entries, got ${chain.length}`);
  }
  chain.forEach((index, i) => {
    w.u16(base + i * 2, index);
  });
}

export function readReserveTokenInfo(r: ByteReader, base: number): ReserveTokenInfo {
  return {
    name: r.paddedString(base, 32),
    heuristic: { lower: r.u64(base + 32), upper: r.u64(base + 40), exp: r.u64(base + 48) },
    maxTwapDivergenceBps: r.u64(base + 56),
    maxAgePriceSeconds: r.u64(base + 64),
    maxAgeTwapSeconds: r.u64(base + 72),
    scopeConfiguration: {
      priceFeed: r.pubkey(base + 80),
      priceChain: readPriceChain(r, base + 112),
      twapChain: readPriceChain(r, base + 120),
    },
    switchboardConfiguration: {
      priceAggregator: r.pubkey(base + 128),
      twapAggregator: r.pubkey(base + 160),
    },
    pythConfiguration: { price: r.pubkey(base + 192) },
    blockPriceUsage: r.bool(base + 224),
  };
}

export function writeReserveTokenInfo(w: ByteWriter, base: number, info: ReserveTokenInfo) {
  w.paddedString(base, 32, info.name)
    .u64(base + 32, info.heuristic.lower)
    .u64(base + 40, info.heuristic.upper)
    .u64(base + 48, info.heuristic.exp)
    .u64(base + 56, info.maxTwapDivergenceBps)
    .u64(base + 64, info.maxAgePriceSeconds)
    .u64(base + 72, info.maxAgeTwapSeconds)
    .pubkey(base + 80, info.scopeConfiguration.priceFeed);
  writePriceChain(w, base + 112, info.scopeConfiguration.priceChain);
  writePriceChain(w, base + 120, info.scopeConfiguration.twapChain);
  w.pubkey(base + 128, info.switchboardConfiguration.priceAggregator)
    .pubkey(base + 160, info.switchboardConfiguration.twapAggregator)
    .pubkey(base + 192, info.pythConfiguration.price)
    .bool(base + 224, info.blockPriceUsage);
}
