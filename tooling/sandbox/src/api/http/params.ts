import { decodeBase58 } from '../../encoding/base58';
import { badRequest } from './http-error';

/** Numbers below this are epoch seconds, at or above it epoch milliseconds. */
const EPOCH_SECONDS_LIMIT = 1e11;
const NUMERIC = /^-?\d+(\.\d+)?$/;

/** Reads a time given as ISO-8601, 'YYYY-MM-DD', epoch milliseconds or epoch seconds. */
export function parseTime(text: string, name: string): number {
  const trimmed = text.trim();
  const time = NUMERIC.test(trimmed)
    ? Math.abs(Number(trimmed)) < EPOCH_SECONDS_LIMIT
      ? Number(trimmed) * 1000
      : Number(trimmed)
    : Date.parse(trimmed);
  if (!Number.isFinite(time)) throw badRequest(`Invalid ${name}: ${JSON.stringify(text)}`);
  return Math.round(time);
}

export function timeParam(query: URLSearchParams, name: string): number | undefined {
  const text = query.get(name);
  return text === null || text.trim() === '' ? undefined : parseTime(text, name);
}

export function intParam(
  query: URLSearchParams,
  name: string,
  options: { min: number; max: number; fallback: number },
): number {
  const text = query.get(name);
  if (text === null || text.trim() === '') return options.fallback;
  const value = Number(text);
  if (!Number.isSafeInteger(value) || value < options.min || value > options.max) {
    throw badRequest(`${name} must be an integer from ${options.min} to ${options.max}`);
  }
  return value;
}

export function boolParam(query: URLSearchParams, name: string): boolean | undefined {
  const text = query.get(name);
  if (text === null || text === '') return undefined;
  if (text === 'true') return true;
  if (text === 'false') return false;
  throw badRequest(`${name} must be true or false`);
}

export function enumParam<const V extends string>(
  query: URLSearchParams,
  name: string,
  values: readonly V[],
): V | undefined {
  const text = query.get(name);
  if (text === null || text === '') return undefined;
  if (!(values as readonly string[]).includes(text)) {
    throw badRequest(`${name} must be one of ${values.join(', ')}`);
  }
  return text as V;
}

export const SOLANA_ENVS = ['mainnet-beta', 'devnet', 'localnet', 'testnet'] as const;

/** Checks the `env` parameter; every env is served the same sandbox data. */
export function checkEnv(query: URLSearchParams): void {
  enumParam(query, 'env', SOLANA_ENVS);
}

/** True for a base58 string of 32 bytes (a public key). */
export function isAddress(text: string): boolean {
  if (text.length < 32 || text.length > 44) return false;
  try {
    return decodeBase58(text).length === 32;
  } catch {
    return false;
  }
}

export function requireAddress(text: string, name: string): string {
  if (!isAddress(text)) throw badRequest(`Invalid ${name}: ${JSON.stringify(text)}`);
  return text;
}
