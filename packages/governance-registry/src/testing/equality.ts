import { PublicKey } from '@solana/web3.js';
import Decimal from 'decimal.js';
import { expect } from 'vitest';

/** Compare Decimals by value and keys by bytes, whatever Decimal clone or key instance. */
expect.addEqualityTesters([
  function decimalOrKeyEquals(a: unknown, b: unknown): boolean | undefined {
    if (Decimal.isDecimal(a) && Decimal.isDecimal(b)) return a.eq(b);
    if (a instanceof PublicKey && b instanceof PublicKey) return a.equals(b);
    return undefined;
  },
]);
