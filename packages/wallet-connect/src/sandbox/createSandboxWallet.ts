import type { Network } from '@keel/chain-readers';
import { SandboxWalletAdapter } from './SandboxWalletAdapter';
import { assertSandboxNetwork } from './sandboxGuard';
import type { SandboxKey } from './sandboxKeypair';

/**
 * The sandbox wallet for a network, refusing mainnet (SandboxWalletOnMainnetError) so a funded
 * test key can never be offered to sign real transactions.
 */
export function createSandboxWalletAdapter(options: {
  network: Pick<Network, 'name' | 'chainID'>;
  key: SandboxKey;
}): SandboxWalletAdapter {
  assertSandboxNetwork(options.network);
  return new SandboxWalletAdapter(options.key);
}
