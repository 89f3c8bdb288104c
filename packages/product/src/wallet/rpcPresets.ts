import type { Network } from '@keel/chain-readers';
import type { Endpoints } from '../app/endpoints';

const CLUSTERS: Record<Endpoints['environment'], Omit<Network, 'endpoint'>> = {
  'mainnet-beta': { name: 'mainnet-beta', displayName: 'Mainnet Beta', chainID: 101 },
  devnet: { name: 'devnet', displayName: 'Devnet', chainID: 103 },
  localnet: { name: 'localnet', displayName: 'Localnet', chainID: 102 },
};

/**
 * The preset RPC networks of the settings view: the cluster the app is configured for, at its
 * configured RPC node. Other clusters are not offered, since the API and CDN serve one cluster.
 */
export function rpcPresets(endpoints: Endpoints): Network[] {
  const network: Network = { ...CLUSTERS[endpoints.environment], endpoint: endpoints.rpcUrl };
  if (endpoints.rpcWsUrl) network.wsEndpoint = endpoints.rpcWsUrl;
  return [network];
}

/** The endpoints with the RPC node of the selected network (a preset or a custom URL). */
export function endpointsForNetwork(endpoints: Endpoints, network: Network): Endpoints {
  if (network.endpoint === endpoints.rpcUrl) return endpoints;
  return { ...endpoints, rpcUrl: network.endpoint, rpcWsUrl: network.wsEndpoint };
}
