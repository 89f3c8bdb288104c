import { ERROR_MESSAGES, invalidEnvironmentMessage } from '../errors/messages';

/** An RPC network the app can connect to (O§3). */
export interface Network {
  name: string;
  displayName: string;
  endpoint: string;
  chainID: number;
  wsEndpoint?: string;
}

export const MAINNET_CHAIN_ID = 101;
export const LOCALNET_CHAIN_ID = 102;
export const DEFAULT_ENVIRONMENT = 'mainnet-beta';

/** Name and display name of a user-entered RPC (it counts as mainnet). */
export const CUSTOM_NETWORK_DISPLAY_NAME = 'custom';

export const MAINNET_NETWORK: Network = {
  name: 'mainnet-beta',
  displayName: 'Mainnet Beta',
  endpoint: 'https://api.mainnet-beta.solana.com',
  chainID: MAINNET_CHAIN_ID,
};

/** The local sandbox chain. */
export const LOCALNET_NETWORK: Network = {
  name: 'localnet',
  displayName: 'Localnet',
  endpoint: 'http://127.0.0.1:8899',
  wsEndpoint: 'ws://127.0.0.1:8900',
  chainID: LOCALNET_CHAIN_ID,
};

export const DEFAULT_NETWORKS: readonly Network[] = [MAINNET_NETWORK, LOCALNET_NETWORK];

export class InvalidEnvironmentError extends Error {
  override readonly name = 'InvalidEnvironmentError';
  readonly environment: string;
  constructor(environment: string) {
    super(invalidEnvironmentMessage(environment));
    this.environment = environment;
  }
}

export class ChainNotFoundError extends Error {
  override readonly name = 'ChainNotFoundError';
  readonly chainID: number;
  constructor(chainID: number) {
    super(ERROR_MESSAGES.chainNotFound);
    this.chainID = chainID;
  }
}

/** The network of an environment name; unknown → 'Invalid environment - {name}'. */
export function getNetwork(name: string, networks: readonly Network[] = DEFAULT_NETWORKS): Network {
  const network = networks.find((candidate) => candidate.name === name);
  if (!network) throw new InvalidEnvironmentError(name);
  return network;
}

/** The first network with a chain id; none → 'Chain not found'. */
export function getNetworkByChainId(
  chainID: number,
  networks: readonly Network[] = DEFAULT_NETWORKS,
): Network {
  const network = networks.find((candidate) => candidate.chainID === chainID);
  if (!network) throw new ChainNotFoundError(chainID);
  return network;
}

/** A user-entered RPC: name mainnet-beta, display name custom, chain id 101. */
export function createCustomNetwork(endpoint: string, wsEndpoint?: string): Network {
  const network: Network = {
    name: DEFAULT_ENVIRONMENT,
    displayName: CUSTOM_NETWORK_DISPLAY_NAME,
    endpoint,
    chainID: MAINNET_CHAIN_ID,
  };
  if (wsEndpoint !== undefined) network.wsEndpoint = wsEndpoint;
  return network;
}
