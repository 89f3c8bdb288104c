import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Address } from '../address/address';
import { AccountDecodeError, type AccountDecodeFailure } from '../errors/AccountDecodeError';
import { SYSTEM_PROGRAM_ID } from '../programIds';
import { ACCOUNT_CASES, SAMPLE_ADDRESS } from '../testing/accountCatalog';

function decodeFailure(run: () => unknown): AccountDecodeError {
  try {
    run();
  } catch (error) {
    if (error instanceof AccountDecodeError) return error;
    throw error;
  }
  throw new Error('decoding succeeded');
}

function expectFailure(run: () => unknown, reason: AccountDecodeFailure, accountType: string) {
  const error = decodeFailure(run);
  expect(error.reason).toBe(reason);
  expect(error.account).toBe(SAMPLE_ADDRESS.toBase58());
  expect(error.accountType).toBe(accountType);
  expect(error.message).toContain(SAMPLE_ADDRESS.toBase58());
  expect(error.message).toContain(accountType);
}

describe.each(ACCOUNT_CASES)('$name with bad bytes', (accountCase) => {
  const { bytes } = accountCase.build(3);
  const decode = (owner: Address, data: Uint8Array) => () =>
    accountCase.decode(SAMPLE_ADDRESS, { owner, data });

  it('rejects a wrong owner, naming the expected program', () => {
    const error = decodeFailure(decode(SYSTEM_PROGRAM_ID, bytes));
    expect(error.reason).toBe('owner');
    expect(error.message).toContain(accountCase.owner.toBase58());
    expectFailure(decode(SYSTEM_PROGRAM_ID, bytes), 'owner', accountCase.name);
  });

  it.runIf(accountCase.discriminator !== null)('rejects a wrong discriminator', () => {
    const wrong = bytes.slice();
    wrong[0] = (wrong[0] ?? 0) ^ 0xff;
    expectFailure(decode(accountCase.owner, wrong), 'discriminator', accountCase.name);
  });

  it('rejects short data', () => {
    expectFailure(
      decode(accountCase.owner, bytes.subarray(0, accountCase.size - 1)),
      'size',
      accountCase.name,
    );
    const empty = accountCase.discriminator === null ? 'size' : 'discriminator';
    expectFailure(decode(accountCase.owner, new Uint8Array(0)), empty, accountCase.name);
  });

  it('rejects data longer than the layout', () => {
    const longer = new Uint8Array(accountCase.size + 8);
    longer.set(bytes);
    expectFailure(decode(accountCase.owner, longer), 'size', accountCase.name);
  });

  it('turns random bytes into the typed error or a model, never a crash', () => {
    const owners = [accountCase.owner, SYSTEM_PROGRAM_ID];
    fc.assert(
      fc.property(
        fc.uint8Array({ minLength: 0, maxLength: Math.min(accountCase.size + 16, 400) }),
        fc.constantFrom(...owners),
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
    const header = accountCase.discriminator ?? new Uint8Array(0);
    fc.assert(
      fc.property(
        fc.uint8Array({ minLength: accountCase.size, maxLength: accountCase.size }),
        (body) => {
          const data = body.slice();
          data.set(header);
          try {
            const model = accountCase.decode(SAMPLE_ADDRESS, { owner: accountCase.owner, data });
            expect(model).toHaveProperty('address', SAMPLE_ADDRESS);
          } catch (error) {
            expect(error).toBeInstanceOf(AccountDecodeError);
            expect((error as AccountDecodeError).reason).toBe('value');
          }
        },
      ),
      { numRuns: accountCase.size > 10_000 ? 10 : 100 },
    );
  });
});
