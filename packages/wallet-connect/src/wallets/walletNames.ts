/** Wallet names as their adapters (or Wallet Standard registrations) spell them. */
export const WALLET_NAMES = {
  phantom: 'Phantom',
  /** The embedded-wallet service's entry (Google sign-in). */
  google: 'Google',
  backpack: 'Backpack',
  solflare: 'Solflare',
  bitget: 'Bitget Wallet',
  okx: 'OKX Wallet',
  jupiterMobile: 'Jupiter Mobile',
  coinbase: 'Coinbase Wallet',
  magicEden: 'Magic Eden',
  binance: 'Binance Wallet',
  metamask: 'MetaMask',
} as const;

/** The preferred order of the wallet list (O§3); unlisted wallets follow. */
export const PREFERRED_WALLET_ORDER: readonly string[] = [
  WALLET_NAMES.phantom,
  WALLET_NAMES.google,
  WALLET_NAMES.backpack,
  WALLET_NAMES.solflare,
  WALLET_NAMES.bitget,
  WALLET_NAMES.okx,
  WALLET_NAMES.jupiterMobile,
  WALLET_NAMES.coinbase,
  WALLET_NAMES.magicEden,
];

/** Offered even when not detected, so a newcomer sees where to get them (O§4.1). */
export const SUGGESTED_WALLET_NAMES: readonly string[] = [
  WALLET_NAMES.okx,
  WALLET_NAMES.phantom,
  WALLET_NAMES.magicEden,
  WALLET_NAMES.binance,
];

/** On mobile these open the page in the wallet's own browser through a deep link (O§4.1). */
export const DEEP_LINK_WALLET_NAMES: readonly string[] = [
  WALLET_NAMES.okx,
  WALLET_NAMES.binance,
  WALLET_NAMES.phantom,
  WALLET_NAMES.solflare,
];

/** How many wallets the side panel shows before 'All Wallets' (O§9). */
export const SIDE_PANEL_WALLET_COUNT = 5;
