import { describe, expect, it } from 'vitest';
import { encodeBase58 } from '../encoding/base58';
import { matchesFilters, parseAccountFilters } from './account-filters';
import { RpcError } from './rpc-error';

describe('account filters', () => {
  const data = new Uint8Array([9, 8, 7, 6, 5]);

  it('matches dataSize and memcmp in base58 and base64', () => {
    const filters = parseAccountFilters([
      { dataSize: 5 },
      { memcmp: { offset: 1, bytes: encodeBase58(new Uint8Array([8, 7])) } },
      { memcmp: { offset: 3, bytes: Buffer.from([6, 5]).toString('base64'), encoding: 'base64' } },
    ]);
    expect(matchesFilters(data, filters)).toBe(true);
    expect(matchesFilters(new Uint8Array([9, 8, 7, 6]), filters)).toBe(false);
  });

  it('rejects memcmp past the end of the data and a mismatching byte', () => {
    const past = parseAccountFilters([
      { memcmp: { offset: 4, bytes: encodeBase58(new Uint8Array([5, 0])) } },
    ]);
    expect(matchesFilters(data, past)).toBe(false);
    const wrong = parseAccountFilters([
      { memcmp: { offset: 0, bytes: encodeBase58(new Uint8Array([1])) } },
    ]);
    expect(matchesFilters(data, wrong)).toBe(false);
  });

  it('refuses malformed filters with -32602', () => {
    for (const bad of [
      [{ other: 1 }],
      [{ dataSize: -1 }],
      [{ memcmp: { offset: 0, bytes: '0O' } }],
      'x',
    ]) {
      try {
        parseAccountFilters(bad);
        expect.unreachable();
      } catch (error) {
        expect(error).toBeInstanceOf(RpcError);
        expect((error as RpcError).code).toBe(-32602);
      }
    }
    expect(() =>
      parseAccountFilters([
        { dataSize: 1 },
        { dataSize: 1 },
        { dataSize: 1 },
        { dataSize: 1 },
        { dataSize: 1 },
      ]),
    ).toThrow(/max 4/);
  });
});
