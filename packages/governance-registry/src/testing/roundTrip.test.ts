import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_CASES, SAMPLE_ADDRESS } from './accountCatalog';
import './equality';

describe.each(ACCOUNT_CASES)('$name round trip', (accountCase) => {
  it('decodes what it encodes, field for field', () => {
    fc.assert(
      fc.property(accountCase.arbitrary, (data) => {
        const bytes = accountCase.encode(data);
        if (accountCase.allocatedSize !== null) {
          expect(bytes.byteLength).toBe(accountCase.allocatedSize);
        }
        const decoded = accountCase.decode(SAMPLE_ADDRESS, {
          owner: accountCase.owner,
          data: bytes,
        });
        expect(decoded).toEqual({ ...(data as object), address: SAMPLE_ADDRESS });
      }),
      { numRuns: 60 },
    );
  });

  it('re-encodes a decoded account to the same bytes', () => {
    fc.assert(
      fc.property(accountCase.arbitrary, (data) => {
        const bytes = accountCase.encode(data);
        const decoded = accountCase.decode(SAMPLE_ADDRESS, {
          owner: accountCase.owner,
          data: bytes,
        });
        expect(accountCase.encode(decoded)).toEqual(bytes);
      }),
      { numRuns: 30 },
    );
  });

  it('gives different bytes for different models (every field is written)', () => {
    const [a, b] = fc.sample(accountCase.arbitrary, { numRuns: 2, seed: 7 });
    expect(accountCase.encode(a)).not.toEqual(accountCase.encode(b));
  });
});
