import type { Connection } from '@solana/web3.js';

export type FeeRpc = Pick<Connection, 'getTransaction'>;

/** Tries before giving up: a node may not serve a transaction it has just confirmed. */
const ATTEMPTS = 3;
const RETRY_DELAY_MS = 2_000;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The fee the transaction actually paid, in lamports, from the confirmed transaction; undefined
 * when the node cannot tell (errors included: an unknown fee is shown as unknown, never guessed).
 */
export async function readFeeLamports(rpc: FeeRpc, signature: string): Promise<number | undefined> {
  for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
    try {
      const transaction = await rpc.getTransaction(signature, {
        commitment: 'confirmed',
        maxSupportedTransactionVersion: 0,
      });
      const fee = transaction?.meta?.fee;
      if (typeof fee === 'number' && Number.isSafeInteger(fee) && fee >= 0) return fee;
    } catch {
      // A passing node error: try again.
    }
    if (attempt < ATTEMPTS) await wait(RETRY_DELAY_MS);
  }
  return undefined;
}
