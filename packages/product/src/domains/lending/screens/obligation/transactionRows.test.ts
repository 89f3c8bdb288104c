import type { ObligationTransaction } from '@keel/api-client';
import { MathDecimal } from '@keel/core-math';
import { describe, expect, it } from 'vitest';
import { transactionTypeLabel, visibleTransactions } from './transactionRows';

const tx = (
  signature: string,
  extra: Partial<ObligationTransaction> = {},
): ObligationTransaction => ({
  timestamp: 1_759_320_000_000,
  transactionSignature: signature,
  transactionName: 'depositReserveLiquidityAndObligationCollateral',
  reserve: 'Res',
  liquidityToken: 'USDC',
  liquidityTokenAmount: new MathDecimal(100),
  liquidityTokenPrice: new MathDecimal(1),
  solPrice: new MathDecimal(150),
  liquidityUsdValue: new MathDecimal(100),
  isLiquidationWithdrawal: false,
  isSecondPartOfCompositeIx: false,
  ...extra,
});

describe('visibleTransactions', () => {
  it('drops the second parts of composite instructions and keeps the order', () => {
    const rows = visibleTransactions([
      tx('a'),
      tx('b', { isSecondPartOfCompositeIx: true }),
      tx('c'),
    ]);
    expect(rows.map((row) => row.transactionSignature)).toEqual(['a', 'c']);
  });
});

describe('transactionTypeLabel', () => {
  it('shows the display name, else the instruction name', () => {
    expect(transactionTypeLabel(tx('a', { transactionDisplayName: 'Deposit' }))).toBe('Deposit');
    expect(transactionTypeLabel(tx('b'))).toBe('depositReserveLiquidityAndObligationCollateral');
    expect(transactionTypeLabel(tx('c', { transactionDisplayName: '  ' }))).toBe(
      'depositReserveLiquidityAndObligationCollateral',
    );
  });
});
