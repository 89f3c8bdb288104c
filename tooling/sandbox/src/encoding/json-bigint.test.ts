import { describe, expect, it } from 'vitest';
import { stringifyJson } from './json-bigint';

describe('stringifyJson', () => {
  it('writes bigints as bare integers, exactly', () => {
    expect(stringifyJson({ rentEpoch: 18446744073709551615n, n: -3n })).toBe(
      '{"rentEpoch":18446744073709551615,"n":-3}',
    );
  });

  it('leaves ordinary values and look-alike strings alone', () => {
    expect(stringifyJson({ a: 'bigint:5', b: [1, null, true] })).toBe(
      '{"a":"bigint:5","b":[1,null,true]}',
    );
  });
});
