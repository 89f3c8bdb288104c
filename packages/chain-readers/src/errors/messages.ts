/** User-facing and internal error texts, spelt as the data spec's error catalogue (D§8). */
export const ERROR_MESSAGES = {
  nativeBalance: 'Failed to load native SOL balance',
  farmData: 'Failed to fetch farm data',
  lendingMarket: 'Failed to load lending market',
  lendingMarketDescription: 'Lending market data will not be available',
  walletNotConnected: 'Wallet is not connected',
  userFarmPositionNotLoaded: 'useUserFarmPositionQuery data is not loaded',
  invalidDexNumber: 'Invalid dex number',
  invalidDex: 'Invalid dex',
  chainNotFound: 'Chain not found',
} as const;

export function reserveNotFoundMessage(address: string): string {
  return `Reserve ${address} is not found`;
}

export function invalidEnvironmentMessage(name: string): string {
  return `Invalid environment - ${name}`;
}
