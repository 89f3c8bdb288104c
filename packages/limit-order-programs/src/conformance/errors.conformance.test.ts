import * as generated from '@kamino-finance/limo-sdk/dist/rpc_client/generated/errors/limo';
import { describe, expect, it } from 'vitest';
import { LIMIT_ORDER_ERRORS } from '../errors/limitOrderErrors';

/*
 * The package's error table against limo-sdk 3.1.0's generated LimoError: every code with the
 * name Codama gives it (LIMO_ERROR__<SCREAMING_SNAKE>) and the program's message.
 */

type LimoErrorCode = Parameters<typeof generated.getLimoErrorMessage>[0];

/** Codama's constant name of an error: each capital starts a word (`CPINotAllowed` → C_P_I_NOT_ALLOWED). */
const constantName = (name: string) =>
  `LIMO_ERROR__${name.replace(/(?!^)([A-Z])/g, '_$1').toUpperCase()}`;

const sdkErrors = Object.entries(generated)
  .filter(([key, value]) => key.startsWith('LIMO_ERROR__') && typeof value === 'number')
  .map(([key, value]) => ({ constant: key, code: value as number }))
  .sort((a, b) => a.code - b.code);

describe('limit-order errors against limo-sdk 3.1.0', () => {
  it('has every code the SDK has, and no other', () => {
    expect(LIMIT_ORDER_ERRORS.map((e) => e.code)).toEqual(sdkErrors.map((e) => e.code));
  });

  it('names and words each code as the SDK does', () => {
    expect(
      LIMIT_ORDER_ERRORS.map((e) => ({
        code: e.code,
        constant: constantName(e.name),
        msg: e.msg,
      })),
    ).toEqual(
      sdkErrors.map((e) => ({
        code: e.code,
        constant: e.constant,
        msg: generated.getLimoErrorMessage(e.code as LimoErrorCode),
      })),
    );
  });
});
