import type { ChainQueryContext, Connections } from '@keel/chain-readers';
import type { Endpoints } from '../app/endpoints';

/**
 * Creates the three node connections (O§7) on first use: the send pipeline, the side panel and the
 * services that build transactions use them; read-only screens read through `lazyChainReads`.
 * Solana libraries use the global Buffer, which browsers lack, so it is installed before they load.
 */
export function lazyConnections(endpoints: Endpoints): () => Promise<Connections> {
  let connections: Promise<Connections> | undefined;
  return () => {
    connections ??= (async () => {
      const { Buffer } = await import('buffer');
      globalThis.Buffer ??= Buffer;
      const { createConnections } = await import('./nodeConnections');
      const node = { endpoint: endpoints.rpcUrl, wsEndpoint: endpoints.rpcWsUrl };
      const extraSend = endpoints.extraSendRpcUrl ? { endpoint: endpoints.extraSendRpcUrl } : node;
      return createConnections({ send: node, read: node, extraSend });
    })();
    return connections;
  };
}

/**
 * The read side's chain context, created on first use: the chain reads go through a light
 * JSON-RPC client over fetch at the read connection's commitment, not through web3.js's
 * `Connection`, which the write pipeline loads with `lazyConnections`. Same node, same endpoint
 * string, so query keys are shared with what a write invalidates.
 */
export function lazyChainReads(endpoints: Endpoints): () => Promise<ChainQueryContext> {
  let chain: Promise<ChainQueryContext> | undefined;
  return () => {
    chain ??= (async () => {
      const { CONNECTION_COMMITMENTS, createJsonRpcChain } = await import('./readClient');
      const rpc = createJsonRpcChain({
        endpoint: endpoints.rpcUrl,
        commitment: CONNECTION_COMMITMENTS.read,
      });
      return { rpc, endpoint: rpc.rpcEndpoint };
    })();
    return chain;
  };
}
