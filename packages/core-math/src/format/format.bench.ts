import { bench, describe } from 'vitest';
import { MathDecimal, type NumericInput } from '../decimal';
import { formatCompact } from './compact';
import { formatApy, formatPercent } from './percent';
import { formatUsd } from './price';
import { formatTokenAmount } from './token-amount';

const VALUES = 100_000;

/** 100 000 mixed inputs: numbers, strings, bigints and Decimals from dust to trillions. */
function buildValues(): NumericInput[] {
  return Array.from({ length: VALUES }, (_, i) => {
    const magnitude = (i % 19) - 8;
    const base = ((i * 7919) % 10_000) / 1000;
    switch (i % 4) {
      case 0:
        return base * 10 ** magnitude;
      case 1:
        return `${base}e${magnitude}`;
      case 2:
        return BigInt(i * 1_000_003);
      default:
        return new MathDecimal(base).times(new MathDecimal(10).pow(magnitude));
    }
  });
}

const values = buildValues();
const formatters = [
  (v: NumericInput) => formatUsd(v),
  (v: NumericInput) => formatCompact(v),
  (v: NumericInput) => formatTokenAmount(v),
  (v: NumericInput) => formatPercent(v),
  (v: NumericInput) => formatApy(v),
];

describe('formatting', () => {
  bench(
    '100,000 mixed values (USD, compact, token amount, percent, APY in turn)',
    () => {
      values.forEach((value, i) => {
        (formatters[i % formatters.length] as (typeof formatters)[number])(value);
      });
    },
    { iterations: 5, warmupIterations: 1, time: 0 },
  );
});
