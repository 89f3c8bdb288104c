import { PREFERRED_WALLET_ORDER, SIDE_PANEL_WALLET_COUNT } from './walletNames';

interface Named {
  name: string;
}

/**
 * The wallets in the preferred order: listed names first, in that order, then every other
 * wallet in the order it came (the sort is stable).
 */
export function sortWallets<T extends Named>(
  wallets: readonly T[],
  order: readonly string[] = PREFERRED_WALLET_ORDER,
): T[] {
  const rank = (wallet: T) => {
    const index = order.indexOf(wallet.name);
    return index === -1 ? order.length : index;
  };
  return wallets
    .map((wallet, index) => ({ wallet, index, rank: rank(wallet) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map(({ wallet }) => wallet);
}

/** The disclaimer popup's preselected wallet: the first in the preferred order (O§3). */
export function defaultDisclaimerWallet<T extends Named>(
  wallets: readonly T[],
  order: readonly string[] = PREFERRED_WALLET_ORDER,
): T | undefined {
  return sortWallets(wallets, order)[0];
}

/** The side panel's first wallets and the rest behind 'All Wallets' (O§2.7). */
export function splitSidePanelWallets<T>(
  wallets: readonly T[],
  count: number = SIDE_PANEL_WALLET_COUNT,
): { visible: T[]; more: T[] } {
  return { visible: wallets.slice(0, count), more: wallets.slice(count) };
}

/** True for the wallet last used, which the side panel marks 'Recent'. */
export function isRecentWallet(wallet: Named, lastWalletName: string | null | undefined): boolean {
  return lastWalletName !== null && lastWalletName !== undefined && wallet.name === lastWalletName;
}
