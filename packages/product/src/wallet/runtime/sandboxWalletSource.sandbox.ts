import type { Network } from '@keel/chain-readers';
import type { Adapter } from '@solana/wallet-adapter-base';
import type { ClusterEnvironment } from '../../app/endpoints';
import { fetchSandboxWallets } from '../sandboxWallets';
import { sandboxWalletAdapters } from './sandboxAdapters';

/**
 * The sandbox's wallets: their secret keys come from its control port. Sandbox-only: a build for
 * a real cluster resolves this module to `sandboxWalletSource.absent.ts`
 * (tooling/config/app-vite-plugins.js), so none of this reaches its bundle.
 */

/** The sandbox's control port, which lists its funded wallets (localnet only). */
export const SANDBOX_CONTROL_URL = 'http://127.0.0.1:8898';

export interface SandboxWalletQuery {
  environment: ClusterEnvironment;
  /** The control root; the sandbox's own when unset. */
  controlUrl: string | undefined;
  network: Pick<Network, 'name' | 'chainID'>;
}

/** The sandbox wallets' adapters on localnet; none elsewhere or when the sandbox lists none. */
export async function loadSandboxWalletAdapters({
  environment,
  controlUrl,
  network,
}: SandboxWalletQuery): Promise<Adapter[]> {
  if (environment !== 'localnet') return [];
  return sandboxWalletAdapters(
    network,
    await fetchSandboxWallets(controlUrl ?? SANDBOX_CONTROL_URL),
  );
}
