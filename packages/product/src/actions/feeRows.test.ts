import { MathDecimal } from '@keel/core-math';
import { describe, expect, it } from 'vitest';
import { feeRows } from './feeRows';

describe('feeRows', () => {
  it('charges one signature per transaction and names the priority level', () => {
    expect(
      feeRows({ transactions: 2, priorityFeeType: 'turbo', priorityFee: new MathDecimal(0) }),
    ).toEqual([
      { label: 'Network fee', after: '0.00001 SOL' },
      { label: 'Priority fee', after: 'Turbo' },
    ]);
  });

  it('shows a custom priority fee as the SOL it costs for the run', () => {
    const [, priority] = feeRows({
      transactions: 2,
      priorityFeeType: 'custom',
      priorityFee: new MathDecimal('0.001'),
    });
    expect(priority?.after).toBe('0.002 SOL');
  });

  it('shows a custom priority fee to four significant digits, not every lamport', () => {
    const [, priority] = feeRows({
      transactions: 1,
      priorityFeeType: 'custom',
      priorityFee: new MathDecimal('0.001234567'),
    });
    expect(priority?.after).toBe('0.001234 SOL');
  });
});
