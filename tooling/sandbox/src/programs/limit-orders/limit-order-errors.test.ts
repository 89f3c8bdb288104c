import * as generated from '@kamino-finance/limo-sdk/dist/rpc_client/generated/errors/limo';
import { describe, expect, it } from 'vitest';
import { LIMO_ERRORS } from './limit-order-errors';

/** The emulation's LimoError table against limo-sdk 3.1.0's generated errors. */

type LimoErrorCode = Parameters<typeof generated.getLimoErrorMessage>[0];

/** Codama's constant of an error name: each capital starts a word. */
const constantName = (name: string) =>
  `LIMO_ERROR__${name.replace(/(?!^)([A-Z])/g, '_$1').toUpperCase()}`;

describe('the emulated LimoError table', () => {
  it('has the SDK’s codes, names and messages', () => {
    const sdk = Object.entries(generated)
      .filter(([key, value]) => key.startsWith('LIMO_ERROR__') && typeof value === 'number')
      .map(([constant, code]) => ({
        code: code as number,
        constant,
        msg: generated.getLimoErrorMessage(code as LimoErrorCode),
      }))
      .sort((a, b) => a.code - b.code);
    expect(
      LIMO_ERRORS.map((e) => ({ code: e.code, constant: constantName(e.name), msg: e.msg })),
    ).toEqual(sdk);
  });
});
