import { describe, expect, it } from 'vitest';
import { SANDBOX_ENDPOINTS } from '../app/endpoints';
import { endpointsForNetwork, rpcPresets } from './rpcPresets';

describe('rpcPresets', () => {
  it('offers the configured cluster at the configured node', () => {
    expect(rpcPresets(SANDBOX_ENDPOINTS)).toEqual([
      {
        name: 'localnet',
        displayName: 'Localnet',
        chainID: 102,
        endpoint: 'http://127.0.0.1:8899',
        wsEndpoint: 'ws://127.0.0.1:8900',
      },
    ]);
  });

  it('points the connections at a custom node, deriving its websocket', () => {
    const custom = {
      name: 'mainnet-beta',
      displayName: 'custom',
      chainID: 101,
      endpoint: 'https://rpc.example.org',
    };
    expect(endpointsForNetwork(SANDBOX_ENDPOINTS, custom)).toMatchObject({
      rpcUrl: 'https://rpc.example.org',
      rpcWsUrl: undefined,
      apiUrl: SANDBOX_ENDPOINTS.apiUrl,
    });
    expect(endpointsForNetwork(SANDBOX_ENDPOINTS, rpcPresets(SANDBOX_ENDPOINTS)[0]!)).toBe(
      SANDBOX_ENDPOINTS,
    );
  });
});
