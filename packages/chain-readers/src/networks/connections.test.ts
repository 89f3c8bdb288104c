import { describe, expect, it, vi } from 'vitest';
import {
  CONFIRMATION_TIMEOUT_MS,
  connectionsConfigForNetwork,
  createConnections,
} from './connections';
import { LOCALNET_NETWORK } from './network';

describe('connections', () => {
  it('has a 120 s confirmation timeout', () => {
    expect(CONFIRMATION_TIMEOUT_MS).toBe(120_000);
  });

  it('creates confirmed send, processed read and confirmed extra-send connections', () => {
    const connections = createConnections({
      send: { endpoint: 'http://send.test', wsEndpoint: 'ws://send.test' },
      read: { endpoint: 'http://read.test' },
      extraSend: { endpoint: 'http://dedicated.test' },
    });
    expect(connections.send.commitment).toBe('confirmed');
    expect(connections.read.commitment).toBe('processed');
    expect(connections.extraSend.commitment).toBe('confirmed');
    expect(connections.read.rpcEndpoint).toBe('http://read.test');
    expect(connections.extraSend.rpcEndpoint).toBe('http://dedicated.test');
  });

  it('sends requests through the injected fetch', async () => {
    const fetch = vi.fn(
      async (_input: string | URL | Request, _init?: RequestInit) =>
        new Response(JSON.stringify({ jsonrpc: '2.0', id: '1', result: 77 }), {
          headers: { 'content-type': 'application/json' },
        }),
    );
    const { read } = createConnections(connectionsConfigForNetwork(LOCALNET_NETWORK), { fetch });
    await expect(read.getSlot()).resolves.toBe(77);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(String(fetch.mock.calls[0]?.[0])).toBe('http://127.0.0.1:8899');
  });

  it('uses the network for all three unless a dedicated node is given', () => {
    const config = connectionsConfigForNetwork(LOCALNET_NETWORK, { endpoint: 'http://fast.test' });
    expect(config.send).toEqual({
      endpoint: 'http://127.0.0.1:8899',
      wsEndpoint: 'ws://127.0.0.1:8900',
    });
    expect(config.read).toEqual(config.send);
    expect(config.extraSend).toEqual({ endpoint: 'http://fast.test' });
  });
});
