import { formatFeeAmount, MathDecimal } from '@keel/core-math';
import type { PriorityFeeType } from '@keel/wallet-connect';
import type Decimal from 'decimal.js';
import type { PreviewRow } from './PreviewRows';

/** The base fee of one signature, in SOL (5,000 lamports). */
const SIGNATURE_FEE_SOL = new MathDecimal('0.000005');

const LEVEL_LABELS: Readonly<Record<Exclude<PriorityFeeType, 'custom'>, string>> = {
  minimum: 'Minimum',
  normal: 'Normal',
  turbo: 'Turbo',
};

/**
 * The network fee (one signature per transaction of the run) and the priority fee the user's
 * settings ask for, in SOL to their significant digits: the custom amount per transaction, or the level, which the pipeline prices
 * from recent fees when it runs.
 */
export function feeRows(input: {
  transactions: number;
  priorityFeeType: PriorityFeeType;
  priorityFee: Decimal;
}): PreviewRow[] {
  const network = SIGNATURE_FEE_SOL.times(input.transactions);
  const priority =
    input.priorityFeeType === 'custom'
      ? formatFeeAmount(input.priorityFee.times(input.transactions), 'SOL')
      : LEVEL_LABELS[input.priorityFeeType];
  return [
    { label: 'Network fee', after: formatFeeAmount(network, 'SOL') },
    { label: 'Priority fee', after: priority },
  ];
}
