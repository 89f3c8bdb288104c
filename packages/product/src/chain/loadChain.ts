import type { Connections } from '@keel/chain-readers';
import type { Endpoints } from '../app/endpoints';

/**
 * Creates the three node connections (O§7) on first use. web3.js and the decoders arrive with
 * the first screen that reads the chain, not in the shell's first download. Solana libraries use
 * the global Buffer, which browsers lack, so it is installed before they load.
 */
export function lazyConnections(endpoints: Endpoints): () => Promise<Connections> {
  let connections: Promise<Connections> | undefined;
  return () => {
    connections ??= (async () => {
      const { Buffer } = await import('buffer');
      globalThis.Buffer ??= Buffer;
      const { createConnections } = await import('@keel/chain-readers');
      const node = { endpoint: endpoints.rpcUrl, wsEndpoint: endpoints.rpcWsUrl };
      const extraSend = endpoints.extraSendRpcUrl ? { endpoint: endpoints.extraSendRpcUrl } : node;
      return createConnections({ send: node, read: node, extraSend });
    })();
    return connections;
  };
}
