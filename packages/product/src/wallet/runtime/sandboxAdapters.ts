import type { Network } from '@keel/chain-readers';
import {
  createRejectingSandboxWalletAdapter,
  createSandboxWalletAdapter,
  isMainnetNetwork,
  SandboxWalletAdapter,
} from '@keel/wallet-connect';
import type { Adapter, WalletName } from '@solana/wallet-adapter-base';
import { SANDBOX_WALLET_NAMES, type SandboxWalletKey } from '../sandboxWallets';

/** The sandbox's second keypair, listed under its own name so a test can connect it. */
class NamedSandboxWalletAdapter extends SandboxWalletAdapter {
  // The base class types its name as the literal 'Sandbox Wallet'; the list needs unique names.
  override readonly name: WalletName<'Sandbox Wallet'>;
  constructor(key: number[], name: string) {
    super(key);
    this.name = name as WalletName<'Sandbox Wallet'>;
  }
}

/**
 * Wallet entries for the sandbox keypairs on the network the app talks to; none on mainnet
 * (which includes a custom RPC). The ordinary wallet is 'Sandbox Wallet'. When the sandbox
 * lists any keypair, 'Sandbox Wallet (rejects)' follows: a wallet whose user always declines,
 * so the connect flow's failure path can be tried.
 */
export function sandboxWalletAdapters(
  network: Pick<Network, 'name' | 'chainID'>,
  keys: readonly SandboxWalletKey[],
): Adapter[] {
  if (isMainnetNetwork(network)) return [];
  const funded = keys.flatMap((key) => {
    const name = SANDBOX_WALLET_NAMES[key.role];
    if (name === undefined) return [];
    const adapter = createSandboxWalletAdapter({ network, key: key.secretKey });
    return [adapter.name === name ? adapter : new NamedSandboxWalletAdapter(key.secretKey, name)];
  });
  if (funded.length === 0) return [];
  return [...funded, createRejectingSandboxWalletAdapter({ network })];
}
