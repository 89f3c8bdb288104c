import { WALLET_NAMES } from './walletNames';

/** Binance's in-app browser, addressed the way Binance's own utilities build the link. */
const BINANCE_BROWSER_APP_ID = 'yFK5FCqYprrXDiVFbhyRx7';

function parsePageUrl(pageUrl: string): URL | undefined {
  try {
    const url = new URL(pageUrl);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : undefined;
  } catch {
    return undefined;
  }
}

const BUILDERS: Readonly<Record<string, (page: URL) => string>> = {
  [WALLET_NAMES.phantom]: (page) =>
    `https://phantom.app/ul/browse/${encodeURIComponent(page.href)}?ref=${encodeURIComponent(page.origin)}`,
  [WALLET_NAMES.solflare]: (page) =>
    `https://solflare.com/ul/v1/browse/${encodeURIComponent(page.href)}?ref=${encodeURIComponent(page.origin)}`,
  [WALLET_NAMES.okx]: (page) => {
    const appLink = `okx://wallet/dapp/url?dappUrl=${encodeURIComponent(page.href)}`;
    return `https://www.okx.com/download?deeplink=${encodeURIComponent(appLink)}`;
  },
  [WALLET_NAMES.binance]: (page) => {
    const appLink =
      `bnc://app.binance.com/mp/app?appId=${BINANCE_BROWSER_APP_ID}` +
      `&startPagePath=${btoa('/pages/browser/index')}&startPageQuery=${btoa(`url=${page.href}`)}`;
    return `https://app.binance.com/en/download?_dp=${btoa(appLink)}`;
  },
};

/**
 * The link that reopens `pageUrl` inside the wallet's mobile browser, where the wallet is
 * injected. Undefined for wallets without a deep link and for a page that is not http(s).
 */
export function walletDeepLink(walletName: string, pageUrl: string): string | undefined {
  const build = BUILDERS[walletName];
  const page = parsePageUrl(pageUrl);
  if (build === undefined || page === undefined) return undefined;
  return build(page);
}

/** True for the wallets that open through a deep link on mobile. */
export function isDeepLinkWallet(walletName: string): boolean {
  return walletName in BUILDERS;
}
