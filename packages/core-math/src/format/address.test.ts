import { describe, expect, it } from 'vitest';
import { shortenAddress } from './address';

describe('shortenAddress', () => {
  it('keeps the first and last four characters around an ellipsis', () => {
    expect(shortenAddress('7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU')).toBe('7xKX…gAsU');
  });

  it('accepts another length', () => {
    expect(shortenAddress('7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU', 6)).toBe('7xKXtg…osgAsU');
  });

  it('leaves short strings alone', () => {
    expect(shortenAddress('abcdefghi')).toBe('abcdefghi');
    expect(shortenAddress('')).toBe('');
  });
});
