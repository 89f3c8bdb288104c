import { LENDING_BASE, LENDING_V3_BASE } from '../../../routing/routes/lendingBase';
import type { RouteDef } from '../../../routing/types';

/** The base the current screen lives under: the v3 markets base or '/lending'. */
export function lendingBaseOf(route: RouteDef): string {
  return route.path.startsWith(LENDING_V3_BASE) ? LENDING_V3_BASE : LENDING_BASE;
}

export function reservePath(base: string, market: string, reserve: string): string {
  return `${base}/reserve/${market}/${reserve}`;
}

export function dashboardPath(base: string, market: string, obligation: string): string {
  return `${base}/dashboard/${market}/${obligation}`;
}

export function vaultPath(base: string, market: string, reserve: string): string {
  return `${base}/vault/${market}/${reserve}`;
}

export function vaultsPath(base: string, market?: string): string {
  return `${base}/vaults${market ? `?market=${market}` : ''}`;
}

/** The lending base outside a lending screen: the v3 markets base when the v3 flag is on. */
export function lendingBaseForApp(v3: boolean): string {
  return v3 ? LENDING_V3_BASE : LENDING_BASE;
}
