import { Connection, type Keypair } from '@solana/web3.js';
import { type SandboxChain, type SandboxChainOptions, startSandboxChain } from '../sandbox-chain';

export interface TestChain {
  chain: SandboxChain;
  connection: Connection;
  ordinary: Keypair;
  flagged: Keypair;
}

/** A sandbox chain on free loopback ports with a web3.js Connection to it. */
export async function startTestChain(options: SandboxChainOptions = {}): Promise<TestChain> {
  const chain = await startSandboxChain({
    seed: 'test-seed',
    ...options,
    ports: { rpc: 0, ws: 0, control: 0 },
  });
  const connection = new Connection(chain.rpcUrl, {
    commitment: 'confirmed',
    wsEndpoint: chain.wsUrl,
    disableRetryOnRateLimit: true,
  });
  return {
    chain,
    connection,
    ordinary: chain.wallet('ordinary'),
    flagged: chain.wallet('flagged'),
  };
}

/** Posts a raw JSON-RPC body and returns the parsed answer. */
export async function rawRpc(url: string, body: string): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  });
  return response.json();
}

/** Resolves with the first value `subscribe` delivers, or rejects after `ms`. */
export function firstEvent<T>(
  subscribe: (deliver: (value: T) => void) => void,
  ms = 5_000,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`No event within ${ms} ms`)), ms);
    subscribe((value) => {
      clearTimeout(timer);
      resolve(value);
    });
  });
}
