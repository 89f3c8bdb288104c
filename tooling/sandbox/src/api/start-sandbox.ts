import { type SandboxChain, type SandboxChainOptions, startSandboxChain } from '../sandbox-chain';
import { type SandboxApi, type SandboxApiOptions, startSandboxApi } from './sandbox-api';

export interface SandboxOptions extends SandboxChainOptions {
  /** API options; its world is always the chain's (it follows chain resets to other seeds). */
  api?: Omit<SandboxApiOptions, 'world' | 'seed' | 'brand'> | undefined;
}

export interface Sandbox {
  chain: SandboxChain;
  api: SandboxApi;
  urls: {
    rpc: string;
    ws: string;
    chainControl: string;
    api: string;
    cdn: string;
    geo: string;
    syntheticDollarYield: string;
    apiControl: string;
  };
  close(): Promise<void>;
}

/** Starts the sandbox chain and the sandbox API over the same world (`npm start`, browser tests). */
export async function startSandbox(options: SandboxOptions = {}): Promise<Sandbox> {
  const chain = await startSandboxChain(options);
  let api: SandboxApi;
  try {
    api = await startSandboxApi({ ...options.api, world: () => chain.world, chain: chain.ledger });
  } catch (error) {
    await chain.close();
    throw error;
  }
  let closed: Promise<void> | undefined;
  return {
    chain,
    api,
    urls: {
      rpc: chain.rpcUrl,
      ws: chain.wsUrl,
      chainControl: chain.controlUrl,
      api: api.url,
      cdn: api.cdnUrl,
      geo: api.geoUrl,
      syntheticDollarYield: api.syntheticDollarYieldUrl,
      apiControl: api.controlUrl,
    },
    close: () => {
      closed ??= Promise.all([api.close(), chain.close()]).then(() => undefined);
      return closed;
    },
  };
}
