import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import {
  balanceMints,
  buildBalanceRows,
  NATIVE_SOL_MINT,
  totalBalanceValue,
} from './walletBalances';

const USDC = 'USDCmint';
const JUP = 'JUPmint';
const BONK = 'BONKmint';
const tokens = [
  { address: USDC, symbol: 'USDC', decimals: 6 },
  { address: JUP, symbol: 'JUP', decimals: 6 },
  { address: BONK, symbol: 'BONK', decimals: 5 },
];

describe('buildBalanceRows', () => {
  it('sums accounts per mint, adds native SOL, omits zero balances and sorts by value', () => {
    const rows = buildBalanceRows({
      nativeLamports: 2_500_000_000n,
      tokenAccounts: [
        { mint: USDC, amount: 1_000_000n },
        { mint: USDC, amount: 500_000n },
        { mint: JUP, amount: 0n },
        { mint: BONK, amount: 100_000n },
      ],
      tokens,
      prices: new Map([
        [USDC, new Decimal(1)],
        [NATIVE_SOL_MINT, new Decimal('150.5')],
      ]),
    });
    expect(rows.map((r) => r.symbol)).toEqual(['SOL', 'USDC', 'BONK']);
    expect(rows[0]!.amount.toString()).toBe('2.5');
    expect(rows[0]!.value!.toString()).toBe('376.25');
    expect(rows[1]!.amount.toString()).toBe('1.5');
    expect(rows[2]!.value).toBeNull();
    expect(totalBalanceValue(rows).toString()).toBe('377.75');
  });

  it('shows a mint without metadata by its address, in base units', () => {
    const [row] = buildBalanceRows({
      nativeLamports: 0n,
      tokenAccounts: [{ mint: 'Unknown', amount: 7n }],
      tokens: [],
      prices: new Map(),
    });
    expect(row).toMatchObject({ symbol: 'Unknown', value: null });
    expect(row!.amount.toString()).toBe('7');
  });
});

describe('balanceMints', () => {
  it('lists the held mints and SOL once', () => {
    expect(
      balanceMints({
        nativeLamports: 1n,
        tokenAccounts: [
          { mint: USDC, amount: 1n },
          { mint: USDC, amount: 2n },
          { mint: JUP, amount: 0n },
        ],
      }),
    ).toEqual([NATIVE_SOL_MINT, USDC].sort());
  });
});
