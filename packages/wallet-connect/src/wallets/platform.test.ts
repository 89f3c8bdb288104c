// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isCoinbaseInjected, isMetamaskInjected, isMobileUserAgent } from './platform';

describe('isMobileUserAgent', () => {
  it.each([
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
      true,
    ],
    ['Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/120 Mobile Safari', true],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/120 Safari/537.36',
      false,
    ],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 Safari/605.1.15', false],
  ])('%s → %s', (userAgent, expected) => {
    expect(isMobileUserAgent(userAgent)).toBe(expected);
  });
});

describe('injected providers', () => {
  it('finds Coinbase only when window.coinbaseSolana is set', () => {
    expect(isCoinbaseInjected({ coinbaseSolana: {} })).toBe(true);
    expect(isCoinbaseInjected({})).toBe(false);
    expect(isCoinbaseInjected(undefined)).toBe(false);
  });

  it('finds MetaMask only when window.ethereum says so', () => {
    expect(isMetamaskInjected({ ethereum: { isMetaMask: true } })).toBe(true);
    expect(isMetamaskInjected({ ethereum: { isMetaMask: 'yes' } })).toBe(false);
    expect(isMetamaskInjected({ ethereum: {} })).toBe(false);
  });
});
