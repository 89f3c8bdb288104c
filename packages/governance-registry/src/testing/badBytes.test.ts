import {
  AccountDecodeError,
  type AccountDecodeFailure,
  type Address,
  SYSTEM_PROGRAM_ID,
  toPublicKey,
} from '@keel/chain-readers';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_CASES, SAMPLE_ADDRESS } from './accountCatalog';

function decodeFailure(run: () => unknown): AccountDecodeError {
  try {
    run();
  } catch (error) {
    if (error instanceof AccountDecodeError) return error;
    throw error;
  }
  throw new Error('decoding succeeded');
}

describe.each(ACCOUNT_CASES)('$name with bad bytes', (accountCase) => {
  const [sample] = fc.sample(accountCase.arbitrary, { numRuns: 1, seed: 3 });
  const bytes = accountCase.encode(sample);
  const decode = (owner: Address, data: Uint8Array) => () =>
    accountCase.decode(SAMPLE_ADDRESS, { owner, data });

  function expectFailure(run: () => unknown, reason: AccountDecodeFailure) {
    const error = decodeFailure(run);
    expect(error.reason).toBe(reason);
    expect(error.account).toBe(SAMPLE_ADDRESS.toBase58());
    expect(error.accountType).toBe(accountCase.name);
    expect(error.message).toContain(accountCase.name);
  }

  it('rejects a wrong owner, naming the expected program', () => {
    expectFailure(decode(toPublicKey(SYSTEM_PROGRAM_ID), bytes), 'owner');
    expect(decodeFailure(decode(toPublicKey(SYSTEM_PROGRAM_ID), bytes)).message).toContain(
      accountCase.owner.toBase58(),
    );
  });

  it('accepts the same bytes under another program id when told', () => {
    const decodeWith = accountCase.decode as (
      address: Address,
      account: { owner: Address; data: Uint8Array },
      options: { programId: Address },
    ) => unknown;
    expect(() =>
      decodeWith(
        SAMPLE_ADDRESS,
        { owner: toPublicKey(SYSTEM_PROGRAM_ID), data: bytes },
        { programId: toPublicKey(SYSTEM_PROGRAM_ID) },
      ),
    ).not.toThrow();
  });

  it('rejects a wrong discriminator or account type', () => {
    const wrong = bytes.slice();
    wrong[0] = (wrong[0] ?? 0) ^ 0xff;
    expectFailure(decode(accountCase.owner, wrong), 'discriminator');
    expectFailure(decode(accountCase.owner, new Uint8Array(0)), 'discriminator');
  });

  it('rejects data cut short', () => {
    expectFailure(
      decode(accountCase.owner, bytes.subarray(0, accountCase.headerLength + 20)),
      'size',
    );
    if (accountCase.exactSize) {
      expectFailure(decode(accountCase.owner, bytes.subarray(0, bytes.byteLength - 1)), 'size');
    }
  });

  it('rejects data longer than the program allocates', () => {
    const longer = new Uint8Array(bytes.byteLength + 8);
    longer.set(bytes);
    expectFailure(decode(accountCase.owner, longer), 'size');
  });

  it('turns random bytes into the typed error or a model, never a crash', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ minLength: 0, maxLength: Math.min(bytes.byteLength + 16, 600) }),
        fc.constantFrom(accountCase.owner, SYSTEM_PROGRAM_ID),
        (data, owner) => {
          try {
            accountCase.decode(SAMPLE_ADDRESS, { owner, data });
          } catch (error) {
            expect(error).toBeInstanceOf(AccountDecodeError);
          }
        },
      ),
      { numRuns: 200 },
    );
  });

  it('turns random bodies behind a valid header into the typed error or a model', () => {
    const header = bytes.subarray(0, accountCase.headerLength);
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 0, maxLength: bytes.byteLength + 8 }), (body) => {
        const data = new Uint8Array(header.byteLength + body.byteLength);
        data.set(header);
        data.set(body, header.byteLength);
        try {
          accountCase.decode(SAMPLE_ADDRESS, { owner: accountCase.owner, data });
        } catch (error) {
          expect(error).toBeInstanceOf(AccountDecodeError);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('turns every single-byte corruption into the typed error or a model', () => {
    fc.assert(
      fc.property(
        fc.nat({ max: bytes.byteLength - 1 }),
        fc.integer({ min: 0, max: 255 }),
        (at, value) => {
          const data = bytes.slice();
          data[at] = value;
          try {
            accountCase.decode(SAMPLE_ADDRESS, { owner: accountCase.owner, data });
          } catch (error) {
            expect(error).toBeInstanceOf(AccountDecodeError);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
