import { describe, expect, it } from 'vitest';
import {
  ChainNotFoundError,
  createCustomNetwork,
  DEFAULT_ENVIRONMENT,
  getNetwork,
  getNetworkByChainId,
  InvalidEnvironmentError,
} from './network';

describe('networks', () => {
  it('defaults to mainnet-beta with chain id 101; localnet is 102', () => {
    expect(DEFAULT_ENVIRONMENT).toBe('mainnet-beta');
    expect(getNetwork(DEFAULT_ENVIRONMENT).chainID).toBe(101);
    expect(getNetwork('localnet').chainID).toBe(102);
    expect(getNetworkByChainId(102).name).toBe('localnet');
  });

  it("throws 'Invalid environment - {name}' for an unknown name", () => {
    expect(() => getNetwork('devnet-x')).toThrow(new InvalidEnvironmentError('devnet-x'));
    expect(() => getNetwork('devnet-x')).toThrow('Invalid environment - devnet-x');
  });

  it("throws 'Chain not found' when no network has the chain id", () => {
    expect(() => getNetworkByChainId(999)).toThrow(ChainNotFoundError);
    expect(() => getNetworkByChainId(999)).toThrow('Chain not found');
  });

  it('searches a supplied list instead of the presets', () => {
    const custom = createCustomNetwork('https://rpc.example.org');
    expect(getNetworkByChainId(101, [custom])).toBe(custom);
  });

  it('makes a custom network: name mainnet-beta, display name custom, chain id 101', () => {
    expect(createCustomNetwork('https://rpc.example.org', 'wss://rpc.example.org')).toEqual({
      name: 'mainnet-beta',
      displayName: 'custom',
      endpoint: 'https://rpc.example.org',
      wsEndpoint: 'wss://rpc.example.org',
      chainID: 101,
    });
    expect(createCustomNetwork('https://rpc.example.org')).not.toHaveProperty('wsEndpoint');
  });
});
