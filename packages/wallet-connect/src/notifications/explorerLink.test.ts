// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { explorerTransactionUrl } from './explorerLink';

describe('explorerTransactionUrl', () => {
  it('has no cluster parameter on mainnet-beta', () => {
    expect(
      explorerTransactionUrl({
        explorerHost: 'https://explorer.example',
        txId: 'abc',
        environment: 'mainnet-beta',
      }),
    ).toBe('https://explorer.example/tx/abc');
  });

  it('adds the cluster parameter elsewhere', () => {
    expect(
      explorerTransactionUrl({
        explorerHost: 'https://explorer.example/',
        txId: 'abc',
        environment: 'devnet',
      }),
    ).toBe('https://explorer.example/tx/abc?cluster=devnet');
    expect(
      explorerTransactionUrl({
        explorerHost: 'https://explorer.example',
        txId: 'abc',
        environment: 'localnet',
      }),
    ).toBe('https://explorer.example/tx/abc?cluster=localnet');
  });

  it('encodes the transaction id', () => {
    expect(
      explorerTransactionUrl({
        explorerHost: 'https://x.example',
        txId: 'a/b?c',
        environment: 'mainnet-beta',
      }),
    ).toBe('https://x.example/tx/a%2Fb%3Fc');
  });
});
