/** Direction of a multiply / leverage position. */
export type PositionSide = 'long' | 'short';

/** The only debt a 'long' position may have. */
export const LONG_DEBT_SYMBOL = 'USDC';

/**
 * Collateral symbols that make a position 'long' against USDC debt. The spec's "mSOL-type" is
 * read as mSOL itself: other staked-SOL tokens are named separately in the list (jitoSOL, bSOL).
 */
export const LONG_COLLATERAL_SYMBOLS: readonly string[] = [
  'SOL',
  'cbBTC',
  'mSOL',
  'jitoSOL',
  'bSOL',
  'ETH',
  'WBTC',
  'USDT',
];

const LONG_COLLATERAL_KEYS = new Set(LONG_COLLATERAL_SYMBOLS.map((s) => s.toUpperCase()));

/**
 * 'long' only when the pair is one of the allowed collateral symbols against USDC debt,
 * otherwise 'short'. Symbols compare case-insensitively.
 */
export function positionSide(collateralSymbol: string, debtSymbol: string): PositionSide {
  const isLong =
    debtSymbol.trim().toUpperCase() === LONG_DEBT_SYMBOL &&
    LONG_COLLATERAL_KEYS.has(collateralSymbol.trim().toUpperCase());
  return isLong ? 'long' : 'short';
}

/**
 * The (base, quote) of a leverage vault route: long uses the collateral as base, short reverses.
 */
export function leverageBaseAndQuote(
  side: PositionSide,
  collateralSymbol: string,
  debtSymbol: string,
): { base: string; quote: string } {
  return side === 'long'
    ? { base: collateralSymbol, quote: debtSymbol }
    : { base: debtSymbol, quote: collateralSymbol };
}
