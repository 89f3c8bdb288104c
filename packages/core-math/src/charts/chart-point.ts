import type Decimal from 'decimal.js';
import type { NumericInput } from '../decimal';

/** A chart point as received: time (ms since epoch) and a numeric value. */
export interface ChartPointInput {
  time: number;
  value: NumericInput;
}

/** A chart point after processing: the value is a Decimal. */
export interface ChartPoint {
  time: number;
  value: Decimal;
}
