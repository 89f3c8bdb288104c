import type { Adapter } from '@solana/wallet-adapter-base';
import type { SandboxWalletQuery } from './sandboxWalletSource.sandbox';

/** What a build for a real cluster has in place of the sandbox wallets: none. */
export async function loadSandboxWalletAdapters(_query: SandboxWalletQuery): Promise<Adapter[]> {
  return [];
}
