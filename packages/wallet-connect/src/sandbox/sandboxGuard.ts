import { DEFAULT_ENVIRONMENT, MAINNET_CHAIN_ID, type Network } from '@keel/chain-readers';

/** True for mainnet, including a custom RPC (which counts as mainnet, chain id 101). */
export function isMainnetNetwork(network: Pick<Network, 'name' | 'chainID'>): boolean {
  return network.chainID === MAINNET_CHAIN_ID || network.name === DEFAULT_ENVIRONMENT;
}

export class SandboxWalletOnMainnetError extends Error {
  override readonly name = 'SandboxWalletOnMainnetError';
  constructor() {
    super('The sandbox wallet is never offered on mainnet');
  }
}

/** Throws unless the network is safe for the sandbox wallet. */
export function assertSandboxNetwork(network: Pick<Network, 'name' | 'chainID'>): void {
  if (isMainnetNetwork(network)) throw new SandboxWalletOnMainnetError();
}
