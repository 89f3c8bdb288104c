import { isStablecoin } from './classification';

const SOL_SYMBOLS = new Set(['SOL', 'WSOL']);
/** Liquid-staked SOL tokens carry SOL at the end of their symbol (JitoSOL, mSOL, bSOL, JupSOL…). */
const STAKED_SOL_PATTERN = /^[A-Za-z]+SOL$/;
/** Staked SOL tokens whose symbol does not end in SOL (Sanctum's Infinity pool). */
export const STAKED_SOL_OTHER_SYMBOLS: readonly string[] = ['INF'];
/** Wrapped BTC tokens carry BTC at the end of their symbol (WBTC, cbBTC, tBTC, zBTC). */
const WRAPPED_BTC_PATTERN = /^[A-Za-z]*BTC$/;

/**
 * True for SOL and its liquid-staked tokens, by symbol (case-sensitive suffix, as the tokens
 * are spelled): their prices move together, up to the staking yield the stake has earned.
 */
export function isSolPegged(symbol: string): boolean {
  const key = symbol.trim();
  return (
    SOL_SYMBOLS.has(key.toUpperCase()) ||
    STAKED_SOL_PATTERN.test(key) ||
    STAKED_SOL_OTHER_SYMBOLS.includes(key)
  );
}

/**
 * A correlated pair: collateral and debt track one asset (a stablecoin against a stablecoin, SOL
 * or a staked SOL against another, one wrapped BTC against another), so only their ratio, not
 * the USD price, can liquidate it.
 */
export function isCorrelatedPair(collateralSymbol: string, debtSymbol: string): boolean {
  if (isStablecoin(collateralSymbol) && isStablecoin(debtSymbol)) return true;
  if (isSolPegged(collateralSymbol) && isSolPegged(debtSymbol)) return true;
  return (
    WRAPPED_BTC_PATTERN.test(collateralSymbol.trim()) && WRAPPED_BTC_PATTERN.test(debtSymbol.trim())
  );
}
