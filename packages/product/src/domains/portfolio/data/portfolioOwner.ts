/** Whose portfolio a page shows, and whether the viewer owns it (O§6). */
export type PortfolioOwner =
  | { kind: 'connect' }
  | { kind: 'ready'; owner: string; isOwner: boolean };

/**
 * The owner flag is true when the route names no owner or names the connected wallet; without
 * either there is nothing to show until a wallet connects.
 */
export function resolvePortfolioOwner(
  routeOwner: string | undefined,
  connected: string | null,
): PortfolioOwner {
  if (routeOwner === undefined) {
    return connected === null
      ? { kind: 'connect' }
      : { kind: 'ready', owner: connected, isOwner: true };
  }
  return { kind: 'ready', owner: routeOwner, isOwner: routeOwner === connected };
}
