import {
  CUSTOM_NETWORK_DISPLAY_NAME,
  DEFAULT_ENVIRONMENT,
  type Network,
} from '@keel/chain-readers';
import type { KeyValueStorage } from '../storage/keyValueStorage';
import { safeStorage } from '../storage/keyValueStorage';
import { walletStorageKeys } from '../storage/storageKeys';
import { parseRpcUrl } from './rpcUrl';

/** A stored network, or undefined when the stored text is not a well-formed network. */
export function parseStoredNetwork(raw: string | null): Network | undefined {
  if (raw === null) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const { name, displayName, endpoint, chainID, wsEndpoint } = value as Record<string, unknown>;
  if (typeof name !== 'string' || name === '' || typeof displayName !== 'string') return undefined;
  if (typeof endpoint !== 'string' || parseRpcUrl(endpoint) === undefined) return undefined;
  if (typeof chainID !== 'number' || !Number.isSafeInteger(chainID)) return undefined;
  const network: Network = { name, displayName, endpoint, chainID };
  if (typeof wsEndpoint === 'string') network.wsEndpoint = wsEndpoint;
  return network;
}

/** The network the app starts on when nothing valid is stored: mainnet-beta, else the first. */
export function defaultNetwork(networks: readonly Network[]): Network {
  const network =
    networks.find((candidate) => candidate.name === DEFAULT_ENVIRONMENT) ?? networks[0];
  if (network === undefined) throw new RangeError('At least one preset network is required');
  return network;
}

/** A user-entered RPC (display name 'custom'); its name is mainnet-beta like the preset's. */
export function isCustomNetwork(network: Pick<Network, 'displayName'>): boolean {
  return network.displayName === CUSTOM_NETWORK_DISPLAY_NAME;
}

/**
 * The network a stored selection stands for: a custom one as stored; a preset as the app's
 * current preset of that name (so a changed preset endpoint is picked up); undefined when the
 * preset no longer exists.
 */
export function resolveStoredNetwork(
  stored: Network | undefined,
  networks: readonly Network[],
): Network | undefined {
  if (stored === undefined) return undefined;
  if (isCustomNetwork(stored)) return stored;
  return networks.find((network) => network.name === stored.name && !isCustomNetwork(network));
}

/** Reads and writes the chain selection (a network as JSON) under the brand prefix. */
export function createChainSelectionStorage(options: {
  storage: KeyValueStorage | undefined;
  storagePrefix: string;
}) {
  const storage = safeStorage(options.storage);
  const key = walletStorageKeys(options.storagePrefix).chainSelection;
  return {
    read: (): Network | undefined => parseStoredNetwork(storage.getItem(key)),
    write: (network: Network) => storage.setItem(key, JSON.stringify(network)),
  };
}

/**
 * The network to create connections for at start: the stored selection when valid, else the
 * default. Call it before rendering, with the same prefix the settings view uses.
 */
export function readSelectedNetwork(options: {
  storage: KeyValueStorage | undefined;
  storagePrefix: string;
  networks: readonly Network[];
}): Network {
  const stored = createChainSelectionStorage(options).read();
  return resolveStoredNetwork(stored, options.networks) ?? defaultNetwork(options.networks);
}
