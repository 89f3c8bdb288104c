import { Connection, type Keypair, type Transaction } from '@solana/web3.js';
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
    // Tests date prices themselves; a test that wants the crank turns it on.
    keepOraclesFresh: false,
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

/**
 * Sends a signed transaction through preflight and returns its signature once landed. The
 * sandbox lands a transaction before answering, so no confirmation loop is left polling when a
 * test file closes its chain (web3.js's sendAndConfirmTransaction keeps one running for a while).
 */
export async function sendLanded(
  connection: Connection,
  transaction: Transaction,
  signers: Keypair[],
): Promise<string> {
  const { blockhash, lastValidBlockHeight } = await connection.getLatestBlockhash();
  transaction.recentBlockhash = blockhash;
  transaction.lastValidBlockHeight = lastValidBlockHeight;
  transaction.feePayer ??= signers[0]?.publicKey;
  transaction.sign(...signers);
  const signature = await connection.sendRawTransaction(transaction.serialize());
  const status = (await connection.getSignatureStatus(signature)).value;
  if (status === null) throw new Error(`${signature} did not land`);
  if (status.err !== null) throw new Error(`${signature} failed: ${JSON.stringify(status.err)}`);
  return signature;
}
