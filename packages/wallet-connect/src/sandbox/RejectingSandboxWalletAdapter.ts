import type { Network } from '@keel/chain-readers';
import {
  BaseMessageSignerWalletAdapter,
  type TransactionOrVersionedTransaction,
  WalletConnectionError,
  type WalletName,
  WalletNotConnectedError,
  WalletReadyState,
} from '@solana/wallet-adapter-base';
import type { PublicKey, TransactionVersion } from '@solana/web3.js';
import { assertSandboxNetwork } from './sandboxGuard';
import { SANDBOX_WALLET_ICON } from './sandboxIcon';

export const RejectingSandboxWalletName =
  'Sandbox Wallet (rejects)' as WalletName<'Sandbox Wallet (rejects)'>;

/** What a wallet says when its user declines, as the common extensions word it. */
export const SANDBOX_REJECTION_MESSAGE = 'User rejected the request.';

/**
 * A sandbox wallet whose user always declines: connecting rejects the way an extension does
 * when its user presses Cancel. It holds no key. It exists so the failure path of the connect
 * flow can be exercised on localnet.
 */
export class RejectingSandboxWalletAdapter extends BaseMessageSignerWalletAdapter<'Sandbox Wallet (rejects)'> {
  readonly name = RejectingSandboxWalletName;
  readonly url = '';
  readonly icon = SANDBOX_WALLET_ICON;
  readonly supportedTransactionVersions: ReadonlySet<TransactionVersion> =
    new Set<TransactionVersion>(['legacy', 0]);

  get publicKey(): PublicKey | null {
    return null;
  }

  get connecting(): boolean {
    return false;
  }

  get readyState(): WalletReadyState {
    return WalletReadyState.Loadable;
  }

  async connect(): Promise<void> {
    const error = new WalletConnectionError(SANDBOX_REJECTION_MESSAGE);
    this.emit('error', error);
    throw error;
  }

  async disconnect(): Promise<void> {}

  async signTransaction<
    T extends TransactionOrVersionedTransaction<this['supportedTransactionVersions']>,
  >(_transaction: T): Promise<T> {
    throw this.notConnected();
  }

  async signMessage(_message: Uint8Array): Promise<Uint8Array> {
    throw this.notConnected();
  }

  private notConnected(): WalletNotConnectedError {
    const error = new WalletNotConnectedError();
    this.emit('error', error);
    return error;
  }
}

/** The declining sandbox wallet for a network; refuses mainnet like the funded one. */
export function createRejectingSandboxWalletAdapter(options: {
  network: Pick<Network, 'name' | 'chainID'>;
}): RejectingSandboxWalletAdapter {
  assertSandboxNetwork(options.network);
  return new RejectingSandboxWalletAdapter();
}
