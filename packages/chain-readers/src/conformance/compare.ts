import Decimal from 'decimal.js';
import { type Address, isAddress } from '../address/address';
import type { Projected } from './projected';

interface BnLike {
  toString(base: number): string;
  toArray(): number[];
}

function isBn(value: object): value is BnLike {
  return 'toArray' in value && 'toTwos' in value && typeof value.toString === 'function';
}

/** Anchor's decoded values (BN, PublicKey, number, boolean, arrays, structs) as Projected. */
export function projectAnchorValue(value: unknown): Projected {
  if (typeof value === 'number' || typeof value === 'bigint') return value.toString(10);
  if (typeof value === 'boolean') return value ? '1' : '0';
  if (typeof value === 'string') return value;
  if (isAddress(value)) return value.toBase58();
  if (Array.isArray(value) || value instanceof Uint8Array) {
    return Array.from(value as ArrayLike<unknown>, projectAnchorValue);
  }
  if (typeof value === 'object' && value !== null) {
    if (isBn(value)) return value.toString(10);
    const result: Record<string, Projected> = {};
    for (const [key, field] of Object.entries(value)) result[key] = projectAnchorValue(field);
    return result;
  }
  throw new TypeError(`Unexpected value in an Anchor account: ${String(value)}`);
}

/** Differences where `expected` (ours) disagrees with `actual` (Anchor's); [] when all agree. */
export function subsetDifferences(expected: Projected, actual: Projected, path = ''): string[] {
  if (typeof expected === 'string') {
    return expected === actual
      ? []
      : [`${path}: ours ${expected}, IDL ${typeof actual === 'string' ? actual : 'a struct'}`];
  }
  if (typeof actual === 'string') return [`${path}: ours is a struct, IDL has ${actual}`];
  const differences: string[] = [];
  for (const key of Object.keys(expected)) {
    const ours = (expected as Record<string, Projected>)[key];
    const theirs = (actual as Record<string, Projected | undefined>)[key];
    if (ours === undefined) continue;
    if (theirs === undefined) {
      differences.push(`${path}.${key}: not in the IDL`);
      continue;
    }
    differences.push(...subsetDifferences(ours, theirs, `${path}.${key}`));
  }
  return differences;
}

type Leaf = Decimal | Address | bigint | number | boolean | string | Uint8Array | null;

function isLeaf(value: unknown): value is Leaf {
  return (
    value === null ||
    typeof value !== 'object' ||
    Decimal.isDecimal(value) ||
    isAddress(value) ||
    value instanceof Uint8Array
  );
}

/** Paths (arrays of keys) of every leaf value in a decoded model. */
export function leafPaths(value: unknown, prefix: string[] = []): string[][] {
  if (isLeaf(value)) return [prefix];
  return Object.entries(value as object).flatMap(([key, field]) =>
    leafPaths(field, [...prefix, key]),
  );
}

export function getPath(value: unknown, path: readonly string[]): unknown {
  return path.reduce<unknown>(
    (node, key) =>
      node === null || typeof node !== 'object'
        ? undefined
        : (node as Record<string, unknown>)[key],
    value,
  );
}

/** A deep copy of `value` with the leaf at `path` replaced. */
export function withPath(value: unknown, path: readonly string[], leaf: unknown): unknown {
  const [key, ...rest] = path;
  if (key === undefined) return leaf;
  if (Array.isArray(value)) {
    const copy = [...value];
    copy[Number(key)] = withPath(copy[Number(key)], rest, leaf);
    return copy;
  }
  const record = value as Record<string, unknown>;
  return { ...record, [key]: withPath(record[key], rest, leaf) };
}
