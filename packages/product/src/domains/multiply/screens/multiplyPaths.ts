import { leverageBaseAndQuote, type PositionSide } from '@keel/core-math';
import { LENDING_BASE } from '../../../routing/routes/lendingBase';
import type { RouteDef } from '../../../routing/types';

/**
 * Where a list's vault links go: under '/lending' when the list is, otherwise the form without
 * the base (the v3 markets base has no vault routes of its own).
 */
export function vaultBaseOf(route: RouteDef): string {
  return route.path.startsWith(LENDING_BASE) ? LENDING_BASE : '';
}

/** The multiply vault of a pair: `/multiply/{market}/{deposit}/{borrow}`. */
export function multiplyVaultPath(
  base: string,
  market: string,
  depositReserve: string,
  borrowReserve: string,
): string {
  return `${base}/multiply/${market}/${depositReserve}/${borrowReserve}`;
}

export interface LeverageVaultTarget {
  market: string;
  /** The market's slug (D§2); the v3 form needs it. */
  marketSlug: string | undefined;
  depositReserve: string;
  borrowReserve: string;
  collateralSymbol: string;
  debtSymbol: string;
  side: PositionSide;
}

/**
 * The leverage vault of a pair (D§2): with the v3 flag by market slug, base and quote symbols
 * (long: collateral as base; short reversed); otherwise by market, deposit and borrow reserves
 * and the side. A market without a slug keeps the address form under '/lending', which both
 * generations serve.
 */
export function leverageVaultPath(base: string, v3: boolean, target: LeverageVaultTarget): string {
  if (v3 && target.marketSlug) {
    const pair = leverageBaseAndQuote(target.side, target.collateralSymbol, target.debtSymbol);
    return `/leverage/${target.marketSlug}/${pair.base}/${pair.quote}`;
  }
  const addressBase = v3 ? LENDING_BASE : base;
  return `${addressBase}/leverage/${target.market}/${target.depositReserve}/${target.borrowReserve}/${target.side}`;
}
