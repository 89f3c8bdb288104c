import { WalletReadyState } from '@solana/wallet-adapter-base';
import { monogramIcon } from './monogramIcon';
import type { WalletEntry } from './walletEntry';
import { WALLET_DOWNLOAD_URLS } from './walletLinks';
import { SUGGESTED_WALLET_NAMES } from './walletNames';

/** A not-detected entry for a wallet the user does not have yet. */
export function suggestedWalletEntry(name: string, icon?: string): WalletEntry {
  return {
    name,
    icon: icon ?? monogramIcon(name),
    url: WALLET_DOWNLOAD_URLS[name] ?? '',
    readyState: WalletReadyState.NotDetected,
  };
}

/**
 * The wallet list plus a not-detected entry for each suggested wallet (OKX, Phantom, Magic Eden,
 * Binance) that is missing from it (O§4.1). `icons` may supply icons by wallet name.
 */
export function withSuggestedWallets<T extends WalletEntry>(
  wallets: readonly T[],
  options: { names?: readonly string[]; icons?: Readonly<Record<string, string>> } = {},
): Array<T | WalletEntry> {
  const present = new Set(wallets.map((wallet) => wallet.name));
  const missing = (options.names ?? SUGGESTED_WALLET_NAMES).filter((name) => !present.has(name));
  return [...wallets, ...missing.map((name) => suggestedWalletEntry(name, options.icons?.[name]))];
}
