import Decimal from 'decimal.js';
import { array, optional, withDefault } from '../schema/combinators';
import { field, object } from '../schema/object';
import { boolean, decimal, integer, number, string } from '../schema/primitives';
import type { Schema } from '../schema/schema';

/** One token as every screen sees it, whatever route or list it came from. */
export interface TokenInfo {
  /** Mint address. */
  address: string;
  name: string;
  symbol: string;
  decimals: number;
  /** Logo URL; '' when none. */
  logoURI: string;
  /** False unless a source says it is verified. */
  verified: boolean;
  /** USD market cap; 0 when the source has none (the spec's '0'). */
  marketCapUsd: Decimal;
  volumeUsd?: Decimal;
  /** Ordering hint sent by the live token list. */
  priority?: number;
  tags?: string[];
  extensions?: { coingeckoId?: string };
}

/**
 * Reads a token from any of the shapes the routes and the bundled list use: `address` or
 * `mint`, `logoURI`, `logoUrl` or `logo_url`, camelCase or snake_case market data.
 */
export const tokenInfoSchema: Schema<TokenInfo> = object({
  address: field(['address', 'mint'], string()),
  name: withDefault(string(), () => ''),
  symbol: string(),
  decimals: integer(),
  logoURI: field(
    ['logoURI', 'logoUrl', 'logo_url', 'logoURL'],
    withDefault(string(), () => ''),
  ),
  verified: withDefault(boolean(), () => false),
  marketCapUsd: field(
    ['marketCapUsd', 'market_cap_usd'],
    withDefault(decimal(), () => new Decimal(0)),
  ),
  volumeUsd: field(['volumeUsd', 'volume_usd'], optional(decimal())),
  priority: optional(number()),
  tags: optional(array(string())),
  extensions: optional(object({ coingeckoId: optional(string()) })),
});

/** Stands in for a token whose data has not arrived yet. */
export const PLACEHOLDER_TOKEN: Readonly<TokenInfo> = Object.freeze({
  address: '',
  name: '...',
  symbol: '...',
  decimals: 0,
  logoURI: '',
  verified: false,
  marketCapUsd: new Decimal(0),
});

/** A fresh placeholder for one mint (address kept so lists stay keyed). */
export function placeholderToken(address = ''): TokenInfo {
  return { ...PLACEHOLDER_TOKEN, address };
}
