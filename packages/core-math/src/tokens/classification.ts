/** Stablecoin symbols of the product's lists (USDG comes from the second list). */
export const STABLECOIN_SYMBOLS: readonly string[] = [
  'USDC',
  'USDT',
  'USDR',
  'USDH',
  'DAI',
  'UXD',
  'PYUSD',
  'USDe',
  'USDS',
  'USDG',
];

/** Euro stablecoin that one check treats as stable (see `isStablecoin`'s `includeEurc`). */
export const EURC_SYMBOL = 'EURC';

const STABLECOIN_KEYS = new Set(STABLECOIN_SYMBOLS.map((symbol) => symbol.toUpperCase()));

export interface StablecoinCheckOptions {
  /** Count EURC as a stablecoin (the one check that does so); off by default. */
  includeEurc?: boolean;
}

/** True for a stablecoin symbol (case-insensitive). */
export function isStablecoin(symbol: string, options: StablecoinCheckOptions = {}): boolean {
  const key = symbol.trim().toUpperCase();
  if (options.includeEurc && key === EURC_SYMBOL) return true;
  return STABLECOIN_KEYS.has(key);
}

/**
 * Staked synthetic-dollar symbols (Ethena-type): a reserve of one of these earns the synthetic
 * dollar's staking yield on top of its lending interest. Add a symbol here when another market
 * lists such a token.
 */
export const SYNTHETIC_DOLLAR_STAKED_SYMBOLS: readonly string[] = ['sUSDe'];

const SYNTHETIC_DOLLAR_STAKED_KEYS = new Set(
  SYNTHETIC_DOLLAR_STAKED_SYMBOLS.map((symbol) => symbol.toUpperCase()),
);

/** True for a staked synthetic-dollar symbol (case-insensitive, surrounding spaces ignored). */
export function isSyntheticDollarStakedSymbol(symbol: string): boolean {
  return SYNTHETIC_DOLLAR_STAKED_KEYS.has(symbol.trim().toUpperCase());
}

/** The one name that fits the liquid-staking pattern but is not one. */
export const LIQUID_STAKING_PATTERN_EXCEPTION = 'kySOL';
const LIQUID_STAKING_PATTERN = /^k[A-Za-z]+$/;

/**
 * Liquid-staked token names: a lowercase 'k' followed by letters only (kSOL, kUSDC), except
 * kySOL. Case matters: 'KSOL' does not match.
 */
export function isLiquidStakedTokenName(name: string): boolean {
  return name !== LIQUID_STAKING_PATTERN_EXCEPTION && LIQUID_STAKING_PATTERN.test(name);
}
