/**
 * Data behind the bundled fallback token list, used when the token routes fail. Mainnet mints
 * are the real ones. Names that carry the product name are generated from the brand (see
 * fallbackTokens.ts), so only brand-neutral facts live here.
 */

export interface FallbackTokenEntry {
  address: string;
  name: string;
  symbol: string;
  decimals: number;
  tags?: string[];
  coingeckoId?: string;
}

export const MAINNET_FALLBACK_TOKENS: readonly FallbackTokenEntry[] = [
  {
    address: 'So11111111111111111111111111111111111111112',
    name: 'Wrapped SOL',
    symbol: 'SOL',
    decimals: 9,
    coingeckoId: 'solana',
  },
  {
    address: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v',
    name: 'USD Coin',
    symbol: 'USDC',
    decimals: 6,
    tags: ['stablecoin'],
    coingeckoId: 'usd-coin',
  },
  {
    address: 'Es9vMFrzaCERmJfrF4H2FYD4KCoNkY11McCe8BenwNYB',
    name: 'USDT',
    symbol: 'USDT',
    decimals: 6,
    tags: ['stablecoin'],
    coingeckoId: 'tether',
  },
  {
    address: 'J1toso1uCk3RLmjorhTtrVwY9HJ7X8V9yYac6Y7kGCPn',
    name: 'Jito Staked SOL',
    symbol: 'JitoSOL',
    decimals: 9,
    tags: ['lst'],
    coingeckoId: 'jito-staked-sol',
  },
  {
    address: 'mSoLzYCxHdYgdzU16g5QSh3i5K3z3KZK7ytfqcJm7So',
    name: 'Marinade staked SOL (mSOL)',
    symbol: 'mSOL',
    decimals: 9,
    tags: ['lst'],
    coingeckoId: 'msol',
  },
  {
    address: 'bSo13r4TkiE4KumL71LsHTPpL2euBYLFx6h9HP3piy1',
    name: 'BlazeStake Staked SOL (bSOL)',
    symbol: 'bSOL',
    decimals: 9,
    tags: ['lst'],
    coingeckoId: 'blazestake-staked-sol',
  },
  {
    address: 'jupSoLaHXQiZZTSfEWMTRRgpnyFm8f6sZdosWBjx93v',
    name: 'Jupiter Staked SOL',
    symbol: 'JupSOL',
    decimals: 9,
    tags: ['lst'],
    coingeckoId: 'jupiter-staked-sol',
  },
  {
    address: '27G8MtK7VtTcCHkpASjSDdkWWYfoqT6ggEuKidVJidD4',
    name: 'Jupiter Perps LP',
    symbol: 'JLP',
    decimals: 6,
  },
  {
    address: '7vfCXTUXx5WJV5JADk17DUJ4ksgau7utNKj4b963voxs',
    name: 'Ether (Portal)',
    symbol: 'ETH',
    decimals: 8,
  },
  {
    address: 'cbbtcf3aa214zXHbiAZQwf4122FBYbraNdFqgw4iMij',
    name: 'Coinbase Wrapped BTC',
    symbol: 'cbBTC',
    decimals: 8,
    coingeckoId: 'coinbase-wrapped-btc',
  },
  {
    address: '3NZ9JMVBmGAqocybic2c7LQCJScmgsAZ6vQqTDzcqmJh',
    name: 'Wrapped BTC (Portal)',
    symbol: 'WBTC',
    decimals: 8,
  },
  {
    address: 'JUPyiwrYJFskUPiHa7hkeR8VUtAeFoSYbKedZNsDvCN',
    name: 'Jupiter',
    symbol: 'JUP',
    decimals: 6,
    coingeckoId: 'jupiter-exchange-solana',
  },
  {
    address: 'jtojtomepa8beP8AuQc6eXt5FriJwfFMwQx2v2f9mCL',
    name: 'JITO',
    symbol: 'JTO',
    decimals: 9,
    coingeckoId: 'jito-governance-token',
  },
  {
    address: 'DezXAZ8z7PnrnRJjz3wXBoRgixCa6xjnB7YaB1pPB263',
    name: 'Bonk',
    symbol: 'BONK',
    decimals: 5,
    coingeckoId: 'bonk',
  },
  {
    address: '2b1kV6DkPAnxd5ixfnxCpjxmKwqjjaYmCZfHsFu24GXo',
    name: 'PayPal USD',
    symbol: 'PYUSD',
    decimals: 6,
    tags: ['stablecoin'],
    coingeckoId: 'paypal-usd',
  },
  {
    address: 'DEkqHyPN7GMRJ5cArtQFAWefqbZb33Hyf6s5iCwjEonT',
    name: 'USDe',
    symbol: 'USDe',
    decimals: 9,
    tags: ['stablecoin'],
    coingeckoId: 'ethena-usde',
  },
  {
    address: 'Eh6XEPhSwoLv5wFApukmnaVSHQ6sAnoD9BmgmwQoN2sN',
    name: 'Staked USDe',
    symbol: 'sUSDe',
    decimals: 9,
    coingeckoId: 'ethena-staked-usde',
  },
  {
    address: '2u1tszSeqZ3qBWF3uNGPFc8TzMk2tdiwknnRMWGWjGWH',
    name: 'Global Dollar',
    symbol: 'USDG',
    decimals: 6,
    tags: ['stablecoin'],
  },
  {
    address: 'HzwqbKZw8HxMN6bF2yFZNrht3c2iXXzpKcFu7uBEDKtr',
    name: 'EURC',
    symbol: 'EURC',
    decimals: 6,
    tags: ['stablecoin'],
    coingeckoId: 'euro-coin',
  },
  {
    address: 'USDSwr9ApdHk5bvJKMjzff41FfuX8bSxdKcR81vTwcA',
    name: 'USDS',
    symbol: 'USDS',
    decimals: 6,
    tags: ['stablecoin'],
  },
];

/** Mint of the product's native governance token; its name and symbol come from the brand. */
export const NATIVE_TOKEN_MINT = 'KMNo3nJsBXfcpJTVhZcXLW7RmTwTt4GVFE7suUBo9sS';
export const NATIVE_TOKEN_DECIMALS = 6;

/** The product's liquidity-strategy share tokens: pair and venue; names come from the brand. */
export interface ShareTokenEntry {
  address: string;
  tokenA: string;
  tokenB: string;
  dex: 'Orca' | 'Raydium';
}

export const SHARE_TOKENS: readonly ShareTokenEntry[] = [
  {
    address: '5BmZgW7dk1kximGfn7MPvDigp3yRmgT64jS9Skdq4nPY',
    tokenA: 'USDH',
    tokenB: 'USDC',
    dex: 'Orca',
  },
  {
    address: 'C7RpHABBJjfkmizgnR2MRbpfEF454Rb18XC6RmBC8cGg',
    tokenA: 'SOL',
    tokenB: 'STSOL',
    dex: 'Orca',
  },
  {
    address: 'CHdEG9MWBVT1aveiFSMMUDWvo3D42EBdHxT9q9BNZWLu',
    tokenA: 'USDC',
    tokenB: 'USDT',
    dex: 'Orca',
  },
  {
    address: 'GnsoaSc8oi53oC2Nq7F4w4ke8rSy2HgNeuhSSVxnVdXJ',
    tokenA: 'USH',
    tokenB: 'USDC',
    dex: 'Orca',
  },
  {
    address: '4G9USgnbg6fDTQ5AUfpCjM89zqbzWj32xfqvsaAu66DM',
    tokenA: 'UXD',
    tokenB: 'USDC',
    dex: 'Orca',
  },
  {
    address: '9HB4kAMLSYfGFfN142DKMyPyHyZQ8pXF8M1STbDudodY',
    tokenA: 'SOL',
    tokenB: 'BSOL',
    dex: 'Orca',
  },
  {
    address: 'DX7LazwuD7tE5Ub38hkGBmevGQFYPJT4UbWMjjqrP7fP',
    tokenA: 'MNDE',
    tokenB: 'MSOL',
    dex: 'Orca',
  },
  {
    address: '51q54r8v43dYG3PZo4hDg7PSaTxBcq69QSb8cCP7UznX',
    tokenA: 'USDH',
    tokenB: 'USDT',
    dex: 'Orca',
  },
  {
    address: 'Dk2X1HCbwJae44P7FpqdFoeT6LEw4JVyyHvZMHUzHWbi',
    tokenA: 'SOL',
    tokenB: 'JITOSOL',
    dex: 'Orca',
  },
  {
    address: '8aRT9m1wJ63mnFxeZ3qyBCrwbNMuPKPCEYxpXB41WzYd',
    tokenA: 'SOL',
    tokenB: 'USDC',
    dex: 'Orca',
  },
  {
    address: '8Ak9JgLeTo6ubG5vfpuAR59ANpGjTB8HFDwYjpZbkPeB',
    tokenA: 'JITOSOL',
    tokenB: 'USDC',
    dex: 'Orca',
  },
  {
    address: 'GYiUmJ8reqYAdTQtx6CRFawHqPXx9yzkUFvaUVE8PskP',
    tokenA: 'SOL',
    tokenB: 'JITOSOL',
    dex: 'Raydium',
  },
];

/** Share tokens have 6 decimals. */
export const SHARE_TOKEN_DECIMALS = 6;

/**
 * Devnet test tokens. The first four mints are the devnet test mints of the product's price
 * oracle configuration; the wrapped-SOL test mint is a placeholder address (no public source
 * names one), kept so the list has all five test tokens.
 */
export const TEST_TOKENS: readonly FallbackTokenEntry[] = [
  {
    address: 'HEzfH7PCNSCU92zdk3iaKG4E9hQTErfgVGvqgywEvPzu',
    name: 'fake USDC',
    symbol: 'USDC',
    decimals: 6,
    tags: ['test'],
  },
  {
    address: 'AcU8CfJiLEBn1x7Cgx8atX6DdebmdQtNSsJBkQyf6Q4L',
    name: 'fake Tether',
    symbol: 'USDT',
    decimals: 6,
    tags: ['test'],
  },
  {
    address: '6cA8Y9Jm2jW2rvUcpBHC9kUjctw9dMF3gPfWZd5bcr57',
    name: 'fake Wrapped BTC',
    symbol: 'BTC',
    decimals: 6,
    tags: ['test'],
  },
  {
    address: 'fakeWrappedSo1ana11111111111111111111111111',
    name: 'fake Wrapped Solana',
    symbol: 'SOL',
    decimals: 9,
    tags: ['test'],
  },
  {
    address: '2DVyKwW17MxDXaLhWpWXtbVa64JBwaHmLJ1txXNJgRGi',
    name: 'fake Ethereum',
    symbol: 'ETH',
    decimals: 6,
    tags: ['test'],
  },
];
