import { createHash } from 'node:crypto';
import { encodeBase58 } from '../../encoding/base58';
import type { SandboxWorld } from '../../world/types';
import { type ApiChainView, ChainActivity } from './chain-activity';
import { hashString } from './noise';
import { DAY_MS, HOUR_MS } from './time';

/** How far back every history reaches: a little over two years. */
export const HISTORY_DAYS = 800;

/** What every part of the dataset is derived from. */
export interface DatasetContext {
  readonly world: SandboxWorld;
  readonly seed: string;
  /** Product API slug (brand config): wire keys such as `{slug}Apy` carry it. */
  readonly slug: string;
  /** The dataset's "now", on a whole hour: current values equal the world's values here. */
  readonly anchor: number;
  /** Start of every history (anchor − HISTORY_DAYS). */
  readonly historyStart: number;
  /** Where CDN assets (token logos) are served, e.g. 'http://127.0.0.1:8787/cdn'. */
  readonly cdnUrl: string;
  /** What landed on the chain since the world was written (nothing without a chain). */
  readonly chain: ChainActivity;
}

export function createDatasetContext(options: {
  world: SandboxWorld;
  slug: string;
  now: number;
  cdnUrl: string;
  chain?: ApiChainView | undefined;
}): DatasetContext {
  const anchor = Math.floor(options.now / HOUR_MS) * HOUR_MS;
  return {
    world: options.world,
    seed: options.world.seed,
    slug: options.slug,
    anchor,
    historyStart: anchor - HISTORY_DAYS * DAY_MS,
    cdnUrl: options.cdnUrl,
    chain: new ChainActivity(options.chain),
  };
}

/** A 32-bit noise key for a labelled entity of this seed. */
export function entityKey(ctx: DatasetContext, label: string): number {
  return hashString(`${ctx.seed}|${label}`);
}

/** A deterministic address for an API-only object (leaderboard wallets, lookup tables). */
export function apiAddress(ctx: DatasetContext, label: string): string {
  return encodeBase58(
    createHash('sha256').update(`keel-sandbox:${ctx.seed}:api:${label}`).digest(),
  );
}

/** A deterministic 64-byte transaction signature in base58. */
export function apiSignature(ctx: DatasetContext, label: string): string {
  return encodeBase58(
    createHash('sha512').update(`keel-sandbox:${ctx.seed}:sig:${label}`).digest(),
  );
}

/** Memoises a value built on first use (keeps start-up fast: nothing is built until asked). */
export function lazy<T>(build: () => T): () => T {
  let built = false;
  let value: T | undefined;
  return () => {
    if (!built) {
      value = build();
      built = true;
    }
    return value as T;
  };
}

/** Memoises by key. */
export function memo<K, V>(build: (key: K) => V): (key: K) => V {
  const cache = new Map<K, V>();
  return (key) => {
    let value = cache.get(key);
    if (value === undefined) {
      value = build(key);
      cache.set(key, value);
    }
    return value;
  };
}
