import { isSolanaAddress } from './base58';
import type { ParamKind } from './types';

/** Lending market slugs of D§2. */
export const LENDING_MARKET_SLUGS = [
  'all',
  'main',
  'jlp',
  'altcoins',
  'ethena',
  'eModeSol',
  'eModeUsd',
  'cTokens',
  'jito',
  'fartcoin',
  'bitcoin',
  'jup',
  'jto',
  'msol',
  'expo',
  'bonk',
  'bbsol',
  'sanctum',
  'solblaze',
  'maple',
  'huma',
  'adrena',
  'apollo',
  'xStocks',
  'Zeus',
] as const;

const SLUG_SET = new Set<string>(LENDING_MARKET_SLUGS.map((slug) => slug.toLowerCase()));
const PROVIDERS = new Set(['orca', 'raydium', 'meteora']);

const validators: Record<ParamKind, (value: string) => boolean> = {
  address: isSolanaAddress,
  strategyPair: (value) => {
    const parts = value.split('-');
    return (
      parts.length === 3 &&
      parts.slice(0, 2).every((symbol) => /^[\w.$]{1,20}$/.test(symbol)) &&
      PROVIDERS.has(parts[2]?.toLowerCase() ?? '')
    );
  },
  marketSlug: (value) => SLUG_SET.has(value.toLowerCase()),
  symbol: (value) => /^[\w.$]{1,20}$/.test(value),
  longOrShort: (value) => value === 'long' || value === 'short',
  slug: (value) => /^[\w-]{1,64}$/.test(value),
};

/** What makes each kind valid, in words users read on the error page. */
export const paramKindDescriptions: Record<ParamKind, string> = {
  address: 'a Solana address',
  strategyPair: 'a pair such as SOL-USDC-orca',
  marketSlug: 'a lending market name',
  symbol: 'a token symbol',
  longOrShort: "'long' or 'short'",
  slug: 'a name made of letters, digits and dashes',
};

export interface InvalidParam {
  name: string;
  value: string;
  kind: ParamKind;
}

/** The first route parameter whose value does not fit its kind; absent optional ones pass. */
export function findInvalidParam(
  kinds: Readonly<Record<string, ParamKind>> | undefined,
  values: Readonly<Record<string, string | undefined>>,
): InvalidParam | null {
  if (!kinds) return null;
  for (const [name, kind] of Object.entries(kinds)) {
    const value = values[name];
    if (value === undefined) continue;
    if (!validators[kind](value)) return { name, value, kind };
  }
  return null;
}
