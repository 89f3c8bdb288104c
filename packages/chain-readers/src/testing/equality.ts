import Decimal from 'decimal.js';
import { expect } from 'vitest';
import { isAddress, sameAddress } from '../address/address';

/** Compare Decimals by value and keys by bytes, whatever Decimal clone or key instance. */
expect.addEqualityTesters([
  function decimalOrKeyEquals(a: unknown, b: unknown): boolean | undefined {
    if (Decimal.isDecimal(a) && Decimal.isDecimal(b)) return a.eq(b);
    if (isAddress(a) && isAddress(b)) return sameAddress(a, b);
    return undefined;
  },
]);
