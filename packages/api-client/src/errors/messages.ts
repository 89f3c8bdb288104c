/**
 * Texts the screens show or throw when data fails to load, spelt exactly as specified.
 * `{product}` is the brand name and is passed in.
 */
export const LOAD_ERROR_MESSAGES = {
  userPositions: 'Failed to load user positions',
  strategies: 'Failed to load strategies',
  diyVaults: 'Failed to load DIY Vaults',
  transactionsHistory: 'Failed to load transactions history',
  nativeSolBalance: 'Failed to load native SOL balance',
  farmData: 'Failed to fetch farm data',
  lendingMarket: 'Failed to load lending market',
  lendingMarketDescription: 'Lending market data will not be available',
  loadingError: 'Loading error',
  technicalError: 'Technical error',
  marketsNotLoaded: 'Markets are not loaded',
} as const;

/** 'Failed to load {product} resources'. */
export function failedToLoadResourcesMessage(productName: string): string {
  return `Failed to load ${productName} resources`;
}

/** Description under 'Loading error' when a strategy's PnL failed. */
export function failedToLoadUserPnlMessage(strategy: string): string {
  return `Failed to load user PnL for strategy ${strategy}`;
}

/** Description under 'Loading error' when a strategy's fees and rewards failed. */
export function failedToLoadFeesAndRewardsMessage(strategy: string): string {
  return `Failed to load latest user fees and rewards values for strategy ${strategy}`;
}

/** Errors thrown inside the data layer, spelt exactly as specified. */
export const INTERNAL_ERROR_MESSAGES = {
  walletNotConnected: 'Wallet is not connected',
  chainNotFound: 'Chain not found',
  invalidDexNumber: 'Invalid dex number',
  invalidDex: 'Invalid dex',
  referrerCodeLookup: 'Error getting referrer code data',
} as const;

/** 'Reserve {address} is not found'. */
export function reserveNotFoundMessage(address: string): string {
  return `Reserve ${address} is not found`;
}

/** 'Invalid environment - {name}'. */
export function invalidEnvironmentMessage(name: string): string {
  return `Invalid environment - ${name}`;
}
