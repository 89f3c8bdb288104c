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
    expect(rows[0]!.amount!.toString()).toBe('2.5');
    expect(rows[0]!.value!.toString()).toBe('376.25');
    expect(rows[1]!.amount!.toString()).toBe('1.5');
    expect(rows[2]!.value).toBeNull();
    expect(totalBalanceValue(rows).toString()).toBe('377.75');
  });

  it('never guesses the decimals of a mint the token list lacks: unknown until the mint is read', () => {
    const mint = 'FX8KpXTvkQ1Wq6HkRzV6sbwv4WZ1nU5m9R3oJZ7Lm3s7i';
    const input = {
      nativeLamports: 0n,
      tokenAccounts: [{ mint, amount: 39_991_960_283n }],
      tokens: [],
      prices: new Map([[mint, new Decimal('200')]]),
    };
    const [pending] = buildBalanceRows(input);
    expect(pending).toMatchObject({
      symbol: 'FX8K…3s7i',
      listed: false,
      amount: null,
      value: null,
    });
    expect(totalBalanceValue([pending!]).toString()).toBe('0');

    const [read] = buildBalanceRows({ ...input, mintDecimals: new Map([[mint, 9]]) });
    expect(read!.amount!.toString()).toBe('39.991960283');
    expect(read!.value!.toString()).toBe('7998.3920566');
  });

  it("prefers the mint's own decimals to the token list's", () => {
    const [row] = buildBalanceRows({
      nativeLamports: 0n,
      tokenAccounts: [{ mint: BONK, amount: 100_000n }],
      tokens,
      prices: new Map(),
      mintDecimals: new Map([[BONK, 2]]),
    });
    expect(row!.amount!.toString()).toBe('1000');
  });

  it('keeps the token list decimals for an address that is not a mint on chain', () => {
    const [row] = buildBalanceRows({
      nativeLamports: 0n,
      tokenAccounts: [{ mint: USDC, amount: 1_500_000n }],
      tokens,
      prices: new Map(),
      mintDecimals: new Map([[USDC, null]]),
    });
    expect(row!.amount!.toString()).toBe('1.5');
  });

  it('totals only priced tokens with known amounts when the token lookup fails, unpriced last', () => {
    const JITOSOL = 'J1toso1uCk3RLmjorhTtrVwY9HJ7X8V9yYac6Y7kGCPn';
    const CTOKEN = 'CTokmintCTokmintCTokmintCTokmintCTokmint1111';
    const rows = buildBalanceRows({
      nativeLamports: 1_000_000_000n,
      tokenAccounts: [
        { mint: JITOSOL, amount: 39_991_960_283n },
        { mint: CTOKEN, amount: 5_000_000_000_000n },
        { mint: USDC, amount: 2_000_000n },
      ],
      tokens: [],
      prices: new Map([
        [NATIVE_SOL_MINT, new Decimal(150)],
        [JITOSOL, new Decimal(180)],
        [USDC, new Decimal(1)],
      ]),
      mintDecimals: new Map([
        [JITOSOL, 9],
        [CTOKEN, 6],
        [USDC, 6],
      ]),
    });
    expect(rows.map((row) => [row.symbol, row.amount?.toString(), row.value?.toString()])).toEqual([
      ['J1to…GCPn', '39.991960283', '7198.55285094'],
      ['SOL', '1', '150'],
      ['USDCmint', '2', '2'],
      ['CTok…1111', '5000000', undefined],
    ]);
    expect(totalBalanceValue(rows).toString()).toBe('7350.55285094');
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
