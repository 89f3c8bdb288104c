// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { SANDBOX_ENDPOINTS } from '../app/endpoints';
import { lazyChainReads, lazyConnections } from './loadChain';

describe('lazyConnections', () => {
  it('creates the three connections once, on the configured node', async () => {
    const get = lazyConnections(SANDBOX_ENDPOINTS);
    const first = await get();
    expect(await get()).toBe(first);
    expect(first.read.rpcEndpoint).toBe('http://127.0.0.1:8899');
    expect(first.read.commitment).toBe('processed');
    expect(first.send.commitment).toBe('confirmed');
    expect(first.extraSend.rpcEndpoint).toBe('http://127.0.0.1:8899');
    expect(globalThis.Buffer).toBeDefined();
  });

  it('sends the extra copy to a dedicated node when one is configured', async () => {
    const connections = await lazyConnections({
      ...SANDBOX_ENDPOINTS,
      extraSendRpcUrl: 'https://extra.example.org',
    })();
    expect(connections.extraSend.rpcEndpoint).toBe('https://extra.example.org');
  });
});

describe('lazyChainReads', () => {
  it('reads through the light client once made, on the node the connections use', async () => {
    const get = lazyChainReads(SANDBOX_ENDPOINTS);
    const first = await get();
    expect(await get()).toBe(first);
    expect(first.endpoint).toBe((await lazyConnections(SANDBOX_ENDPOINTS)()).read.rpcEndpoint);
    expect(typeof first.rpc.getMultipleAccountsInfo).toBe('function');
    expect(first.rpc).not.toHaveProperty('sendRawTransaction');
  });
});
