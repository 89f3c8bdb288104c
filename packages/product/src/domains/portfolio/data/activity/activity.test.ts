import type { TokenInfo } from '@keel/api-client';
import { MathDecimal } from '@keel/core-math';
import { describe, expect, it } from 'vitest';
import { earnTx, obligationTx, strategyTx } from '../testing/activityFixtures';
import { type ActivityEntry, isoUtc, newestFirst } from './activityEntry';
import { exportPositions } from './exportPositions';
import { actionLabel, earnActivity, lendingActivity, strategyActivity } from './productActivity';
import {
  CSV_COLUMNS,
  csvField,
  csvFileName,
  csvNumber,
  entriesInScope,
  transactionsCsv,
} from './transactionsCsv';

const d = (value: string | number) => new MathDecimal(value);
const T0 = Date.UTC(2025, 2, 1, 12, 30, 5);
const DAY = 86_400_000;
const USDC = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';
const SOL = 'So11111111111111111111111111111111111111112';
const tokens = new Map<string, TokenInfo>(
  [
    [USDC, 'USDC'],
    [SOL, 'SOL'],
  ].map(([address, symbol]) => [
    address as string,
    {
      address: address as string,
      symbol: symbol as string,
      name: symbol as string,
      decimals: 6,
      logoURI: '',
      verified: true,
      marketCapUsd: d(0),
    },
  ]),
);

const obligationA = { address: 'ObligationA', tag: 'Multiply' as const };
const obligationB = { address: 'ObligationB', tag: 'Vanilla' as const };
const lendingA = [
  obligationTx('a1', T0 - DAY),
  obligationTx('a2', T0, { liquidityTokenAmount: d('-0.25'), transactionDisplayName: 'Withdraw' }),
  obligationTx('a3', T0, { isSecondPartOfCompositeIx: true }),
];
const lendingB = [obligationTx('b1', T0 - 2 * DAY, { liquidityToken: 'USDC' })];
const strategies = [
  strategyTx('StrategyS', 's1', T0 - DAY / 2, { tokenAMint: SOL, tokenBMint: USDC }),
  strategyTx('StrategyS', 's2', T0 - 3 * DAY, { numberOfShares: undefined, usdValue: undefined }),
];
const earn = [earnTx('e1', T0 - 4 * DAY, { instruction: 'withdraw', tokenAmount: d(-3) })];

function wallet(): ActivityEntry[] {
  return newestFirst([
    lendingActivity(obligationA, lendingA),
    lendingActivity(obligationB, lendingB),
    strategyActivity(strategies, tokens),
    earnActivity(earn, tokens),
  ]);
}

describe('activity entries', () => {
  it('merges every product newest first', () => {
    expect(wallet().map((e) => e.signature)).toEqual(['a2', 's1', 'a1', 'b1', 's2', 'e1']);
  });

  it('names each product, action and token as the row shows them', () => {
    const [a2, s1, , b1, s2, e1] = wallet();
    expect([a2?.product, a2?.action, a2?.token, a2?.amount?.toString()]).toEqual([
      'Multiply',
      'Withdraw',
      'SOL',
      '0.25',
    ]);
    expect(b1?.product).toBe('Borrow/Lend');
    expect([s1?.product, s1?.action, s1?.token, s1?.amount?.toString()]).toEqual([
      'Liquidity',
      'Deposit and invest',
      'SOL-USDC',
      '62.625',
    ]);
    expect([s2?.amount, s2?.usdValue, s2?.token]).toEqual([null, null, '']);
    expect([e1?.product, e1?.action, e1?.token, e1?.amount?.toString(), e1?.position]).toEqual([
      'Earn',
      'Withdraw',
      'USDC',
      '3',
      null,
    ]);
  });

  it('reads instruction names as words and dates as ISO 8601 UTC', () => {
    expect(actionLabel('depositAndInvest')).toBe('Deposit and invest');
    expect(actionLabel('withdraw')).toBe('Withdraw');
    expect(actionLabel('')).toBe('');
    expect(isoUtc(T0)).toBe('2025-03-01T12:30:05Z');
  });
});

describe('transactions CSV', () => {
  it('has the stable header and one line per transaction, oldest first, CRLF ends', () => {
    const csv = transactionsCsv(wallet());
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe('date_utc,product,action,token,amount,usd_value,fee_sol,signature');
    expect(CSV_COLUMNS.join(',')).toBe(lines[0]);
    expect(lines).toHaveLength(1 + 6 + 1);
    expect(lines.at(-1)).toBe('');
    expect(lines[1]).toBe('2025-02-25T12:30:05Z,Earn,Withdraw,USDC,3,10,,e1');
    expect(lines[6]).toBe('2025-03-01T12:30:05Z,Multiply,Withdraw,SOL,0.25,150,,a2');
    expect(lines[2]).toBe('2025-02-26T12:30:05Z,Liquidity,Deposit and invest,,,,,s2');
  });

  it("quotes fields as RFC 4180 says and writes plain '.' decimals", () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvNumber(d('1234567.891'))).toBe('1234567.891');
    expect(csvNumber(d('1e-9'))).toBe('0.000000001');
    expect(csvNumber(d('1e21'))).toBe('1000000000000000000000');
    expect(csvNumber(null)).toBe('');
    const odd = { ...(wallet()[0] as ActivityEntry), action: 'Swap, "fast"', token: 'A,B' };
    expect(transactionsCsv([odd]).split('\r\n')[1]).toBe(
      '2025-03-01T12:30:05Z,Multiply,"Swap, ""fast""","A,B",0.25,150,,a2',
    );
  });

  it("limits to a position's transactions over whole UTC days", () => {
    const all = wallet();
    const position = entriesInScope(all, {
      position: 'ObligationA',
      from: '2025-01-01',
      to: '2025-03-01',
    });
    // A position's rows are its transactions (the composite's second half is not one).
    expect(position.map((e) => e.signature).sort()).toEqual(['a1', 'a2']);
    const lines = transactionsCsv(position).trimEnd().split('\r\n').slice(1);
    expect(lines.map((line) => line.split(',').at(-1))).toEqual(['a1', 'a2']);
    expect(
      entriesInScope(all, { position: null, from: '2025-02-27', to: '2025-02-28' }).map(
        (e) => e.signature,
      ),
    ).toEqual(['a1', 'b1']);
    expect(entriesInScope(all, { position: null, from: '2025-03-02', to: '2025-03-09' })).toEqual(
      [],
    );
  });

  it('is named after the wallet and the range', () => {
    expect(csvFileName('W', { position: null, from: '2025-01-01', to: '2025-03-01' })).toBe(
      'W-transactions-2025-01-01-2025-03-01.csv',
    );
  });

  it('offers each position once, newest activity first', () => {
    expect(exportPositions(wallet())).toEqual([
      { position: 'ObligationA', label: 'Multiply · Obli…ionA' },
      { position: 'StrategyS', label: 'Liquidity SOL-USDC · StrategyS' },
      { position: 'ObligationB', label: 'Borrow/Lend · Obli…ionB' },
    ]);
  });

  it('names an open obligation by its market and assets rather than its address', () => {
    const names = new Map([['ObligationA', 'Main Market · Multiply JitoSOL/SOL 3.2x']]);
    expect(exportPositions(wallet(), names).map((p) => p.label)).toEqual([
      'Main Market · Multiply JitoSOL/SOL 3.2x',
      'Liquidity SOL-USDC · StrategyS',
      'Borrow/Lend · Obli…ionB',
    ]);
  });
});
