// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isValidRpcUrl, parseRpcUrl, RPC_URL_ERROR } from './rpcUrl';

describe('parseRpcUrl', () => {
  it.each([
    'https://rpc.example.org',
    'http://127.0.0.1:8899',
    'https://rpc.example.org/v1?api-key=abc',
    '  https://rpc.example.org  ',
  ])('accepts %s', (text) => {
    expect(isValidRpcUrl(text)).toBe(true);
  });

  it('trims the accepted URL', () => {
    expect(parseRpcUrl('  https://rpc.example.org ')).toBe('https://rpc.example.org');
  });

  it.each([
    '',
    'rpc.example.org',
    'ftp://rpc.example.org',
    'wss://rpc.example.org',
    'https://',
    'https://a b.org',
    'javascript:alert(1)',
  ])('rejects %j', (text) => {
    expect(isValidRpcUrl(text)).toBe(false);
  });

  it('spells the error as the spec does', () => {
    expect(RPC_URL_ERROR).toEqual({
      message: 'RPC URL not valid',
      description: 'Custom RPC URL address is not valid. Please enter a valid RPC address.',
    });
  });
});
