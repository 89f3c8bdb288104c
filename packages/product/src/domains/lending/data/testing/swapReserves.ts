import { reserveFixture, testKey } from './reserveFixture';

/** The market the swap and loop tests trade in. */
export const SWAP_MARKET = testKey(70);

const PAIR = {
  SOL: { address: testKey(71), symbol: 'SOL', decimals: 9, mint: testKey(81), price: '100' },
  JitoSOL: {
    address: testKey(72),
    symbol: 'JitoSOL',
    decimals: 9,
    mint: testKey(82),
    price: '110',
  },
  USDC: { address: testKey(73), symbol: 'USDC', decimals: 6, mint: testKey(83), price: '1' },
} as const;

/**
 * A reserve of the swap tests' market (SOL at 100, JitoSOL at 110, USDC at 1), with the
 * liquidity a test needs: whole tokens available and borrowed.
 */
export function swapReserve(symbol: keyof typeof PAIR, available: string, borrowed = '0') {
  return reserveFixture({ ...PAIR[symbol], market: SWAP_MARKET, available, borrowed });
}
