import { WalletReadyState } from '@solana/wallet-adapter-base';
import { walletDeepLink } from './deepLinks';
import { walletDownloadUrl } from './walletLinks';
import {
  DEEP_LINK_WALLET_NAMES,
  PREFERRED_WALLET_ORDER,
  SUGGESTED_WALLET_NAMES,
  WALLET_NAMES,
} from './walletNames';

/** What choosing a wallet does (O§4.1). */
export type WalletSelectionAction =
  | { type: 'connect' }
  | { type: 'openDeepLink'; url: string }
  | { type: 'openDownloadPage'; url: string };

export interface WalletSelectionContext {
  isMobile: boolean;
  /** The current page, reopened inside the wallet's browser by a deep link. */
  pageUrl: string;
  /** Whether Coinbase Wallet's injected object is present (see isCoinbaseInjected). */
  isCoinbaseInjected: boolean;
}

const LISTED = /* @__PURE__ */ new Set([...PREFERRED_WALLET_ORDER, ...SUGGESTED_WALLET_NAMES]);

function isDetected(readyState: WalletReadyState): boolean {
  return readyState === WalletReadyState.Installed || readyState === WalletReadyState.Loadable;
}

/**
 * Decides what choosing a wallet does:
 * - on mobile, OKX, Binance, Phantom and Solflare open their deep link, unless the page already
 *   runs inside that wallet's browser (the wallet is then detected and simply connects);
 * - Coinbase Wallet without its injected object opens its download page;
 * - on desktop, a listed wallet that is not installed opens its download page;
 * - anything else connects.
 */
export function walletSelectionAction(
  wallet: { name: string; url: string; readyState: WalletReadyState },
  context: WalletSelectionContext,
): WalletSelectionAction {
  const detected = isDetected(wallet.readyState);
  if (context.isMobile && !detected && DEEP_LINK_WALLET_NAMES.includes(wallet.name)) {
    const url = walletDeepLink(wallet.name, context.pageUrl);
    if (url !== undefined) return { type: 'openDeepLink', url };
  }
  const downloadUrl = walletDownloadUrl(wallet);
  if (wallet.name === WALLET_NAMES.coinbase && !context.isCoinbaseInjected && downloadUrl) {
    return { type: 'openDownloadPage', url: downloadUrl };
  }
  if (!context.isMobile && !detected && LISTED.has(wallet.name) && downloadUrl) {
    return { type: 'openDownloadPage', url: downloadUrl };
  }
  return { type: 'connect' };
}
