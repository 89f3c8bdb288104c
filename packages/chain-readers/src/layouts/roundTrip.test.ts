import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_CASES, SAMPLE_ADDRESS } from '../testing/accountCatalog';
import { firstDifference } from '../testing/bytesDiff';
import '../testing/equality';

describe.each(ACCOUNT_CASES)('$name round trip', (accountCase) => {
  it('decodes what it encodes, field for field', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 31 - 1 }), (seed) => {
        const { data, bytes } = accountCase.build(seed);
        expect(bytes.byteLength).toBe(accountCase.size);
        const decoded = accountCase.decode(SAMPLE_ADDRESS, {
          owner: accountCase.owner,
          data: bytes,
        });
        expect(decoded).toEqual({ ...data, address: SAMPLE_ADDRESS });
      }),
      { numRuns: accountCase.size > 10_000 ? 5 : 25 },
    );
  });

  it('re-encodes a decoded account to the same bytes', () => {
    const { bytes } = accountCase.build(7);
    const decoded = accountCase.decode(SAMPLE_ADDRESS, { owner: accountCase.owner, data: bytes });
    expect(firstDifference(accountCase.encode(decoded), bytes)).toBe(-1);
  });

  it('gives different bytes for different samples (the sample fills the fields)', () => {
    expect(firstDifference(accountCase.build(1).bytes, accountCase.build(2).bytes)).not.toBe(-1);
  });
});
