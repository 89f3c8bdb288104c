import { MAINNET_LENDING_PROGRAM_ID } from '../config';
import type { MarketConfig } from '../models/lending';

/**
 * Markets of the mainnet lending program with their lookup tables: the last fallback when
 * neither the CDN config nor the API list can be read.
 */
const MAINNET_MARKETS: readonly MarketConfig[] = [
  {
    name: 'Main Market',
    isPrimary: true,
    description: 'Primary lending market',
    lendingMarket: '7u3HeHxYDLhnCoErrtycNokbQYbWGzLs6JSDqGAv5PfF',
    lookupTable: '284iwGtA9X9aLy3KsyV8uT2pXLARhYbiSi5SiM2g47M2',
    isCurated: false,
  },
  {
    name: 'JLP Market',
    isPrimary: false,
    description: 'Lending market for the Jupiter liquidity-provider token',
    lendingMarket: 'DxXdAyU3kCjnyggvHmY5nAwg5cRbbmdyX3npfDMjjMek',
    lookupTable: 'GprZNyWk67655JhX6Rq9KoebQ6WkQYRhATWzkx2P2LNc',
    isCurated: false,
  },
  {
    name: 'Altcoins Market',
    isPrimary: false,
    description: 'Lending market for long-tail assets',
    lendingMarket: 'ByYiZxp8QrdN9qbdtaAiePN8AAr3qvTPppNJDpf5DVJ5',
    lookupTable: 'x2uEQSaqrZs5UnyXjiNktRhrAy6iNFeSKai9VNYFFuy',
    isCurated: false,
  },
  {
    name: 'Ethena Market',
    isPrimary: false,
    description: 'Lending market for synthetic-dollar assets',
    lendingMarket: 'BJnbcRHqvppTyGesLzWASGKnmnF1wq9jZu6ExrjT7wvF',
    lookupTable: '5Cx8pxA2LuCPnt8RZG9LKjKc7PnzWwvCx6xJZis7MTwm',
    isCurated: false,
  },
  {
    name: 'JITO Market',
    isPrimary: false,
    description: 'Lending market for JitoSOL',
    lendingMarket: 'H6rHXmXoCQvq8Ue81MqNh7ow5ysPa1dSozwW3PU1dDH6',
    lookupTable: '7J58uyRavy93zY3NMStRJCKHd7G2kt7wu3mpscAUGte1',
    isCurated: false,
  },
];

/** The built-in markets of a lending program (none for programs it does not know). */
export function builtInMarketsFor(programId: string): MarketConfig[] {
  return programId === MAINNET_LENDING_PROGRAM_ID
    ? MAINNET_MARKETS.map((market) => ({ ...market }))
    : [];
}
