import { ApiNetworkError } from '@keel/api-client';
import { describe, expect, it, vi } from 'vitest';
import { encodeBase58 } from './base58';
import {
  createReferralCode,
  referralCodeFailure,
  referralCodeProblem,
  referralLink,
  suggestedReferralCode,
} from './referralCode';

describe('referral codes', () => {
  it('accepts 3 to 24 letters, digits, _ and -', () => {
    expect(referralCodeProblem('abc')).toBeNull();
    expect(referralCodeProblem('My_Code-24')).toBeNull();
    expect(referralCodeProblem('ab')).not.toBeNull();
    expect(referralCodeProblem('a b c')).not.toBeNull();
    expect(referralCodeProblem('x'.repeat(25))).not.toBeNull();
  });

  it('suggests the address start and links with ?ref=', () => {
    expect(suggestedReferralCode('7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU')).toBe('7xKXtg2C');
    expect(referralLink('https://app.test', 'A B')).toBe('https://app.test/?ref=A%20B');
  });

  it('signs the API’s message and sends the signature in base58 with the session', async () => {
    const api = {
      message: vi.fn().mockResolvedValue({ message: 'sign me', session: 'S-1', expiresOn: 0 }),
      createCode: vi.fn().mockResolvedValue({ code: 'MINE', referrer: 'W', pda: 'P' }),
    };
    const sign = vi.fn().mockResolvedValue(new Uint8Array([0, 0, 1, 2, 255]));
    const created = await createReferralCode(api, sign, 'W', 'MINE');
    expect(created.code).toBe('MINE');
    expect(new TextDecoder().decode(sign.mock.calls[0]?.[0])).toBe('sign me');
    expect(api.createCode).toHaveBeenCalledWith({
      wallet: 'W',
      code: 'MINE',
      signature: encodeBase58(new Uint8Array([0, 0, 1, 2, 255])),
      session: 'S-1',
    });
  });

  it('encodes base58 like the reference alphabet, keeping leading zero bytes', () => {
    expect(encodeBase58(new Uint8Array([]))).toBe('');
    expect(encodeBase58(new Uint8Array([0, 0]))).toBe('11');
    expect(encodeBase58(new TextEncoder().encode('hello world'))).toBe('StV1DL6CwTryKyV');
  });

  it('says why a creation failed', () => {
    const http = (status: number) => new ApiNetworkError({ endpoint: 'POST x', url: 'u', status });
    expect(referralCodeFailure(http(409))).toBe('This code is taken. Try another one.');
    expect(referralCodeFailure(http(403))).toBe(
      'The signature was not accepted. Please try again.',
    );
    expect(referralCodeFailure(new Error('User rejected the request.'))).toBe(
      'User rejected the request.',
    );
  });
});
