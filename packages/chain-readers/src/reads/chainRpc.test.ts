import { Connection } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import type { ChainRpc } from './chainRpc';

describe('ChainRpc', () => {
  it('is satisfied by a web3.js Connection (the readers take real connections)', () => {
    const rpc: ChainRpc = new Connection('http://127.0.0.1:8899');
    expect(typeof rpc.getMultipleAccountsInfo).toBe('function');
  });
});
