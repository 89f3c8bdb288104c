import { WALLET_NAMES } from './walletNames';

/**
 * Download pages of the listed and suggested wallets. Adapters found through Wallet Standard
 * carry the Wallet Standard home page as their url, so the real download page comes from here.
 */
export const WALLET_DOWNLOAD_URLS: Readonly<Record<string, string>> = {
  [WALLET_NAMES.phantom]: 'https://phantom.com/download',
  [WALLET_NAMES.backpack]: 'https://backpack.app/downloads',
  [WALLET_NAMES.solflare]: 'https://solflare.com/download',
  [WALLET_NAMES.bitget]: 'https://web3.bitget.com/en/wallet-download',
  [WALLET_NAMES.okx]: 'https://web3.okx.com/download',
  [WALLET_NAMES.jupiterMobile]: 'https://jup.ag/mobile',
  [WALLET_NAMES.coinbase]: 'https://www.coinbase.com/wallet/downloads',
  [WALLET_NAMES.magicEden]: 'https://wallet.magiceden.io/download',
  [WALLET_NAMES.binance]: 'https://www.binance.com/en/web3wallet',
  [WALLET_NAMES.metamask]: 'https://metamask.io/download',
};

/** The download page of a wallet: the known one, else the adapter's own url. */
export function walletDownloadUrl(wallet: { name: string; url: string }): string | undefined {
  const known = WALLET_DOWNLOAD_URLS[wallet.name];
  if (known !== undefined) return known;
  return wallet.url === '' ? undefined : wallet.url;
}
