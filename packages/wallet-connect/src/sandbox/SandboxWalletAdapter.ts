import { ed25519 } from '@noble/curves/ed25519';
import {
  BaseMessageSignerWalletAdapter,
  isVersionedTransaction,
  type TransactionOrVersionedTransaction,
  type WalletName,
  WalletNotConnectedError,
  WalletReadyState,
} from '@solana/wallet-adapter-base';
import type { Keypair, PublicKey, TransactionVersion } from '@solana/web3.js';
import { SANDBOX_WALLET_ICON } from './sandboxIcon';
import { type SandboxKey, sandboxKeypair } from './sandboxKeypair';

export const SandboxWalletName = 'Sandbox Wallet' as WalletName<'Sandbox Wallet'>;

/**
 * A wallet backed by the sandbox's funded keypair, so a newcomer can connect, sign and send on
 * localnet without an extension. It signs whatever it is asked to, at once: never offer it
 * outside the sandbox (createSandboxWalletAdapter refuses mainnet).
 */
export class SandboxWalletAdapter extends BaseMessageSignerWalletAdapter<'Sandbox Wallet'> {
  readonly name = SandboxWalletName;
  readonly url = '';
  readonly icon = SANDBOX_WALLET_ICON;
  readonly supportedTransactionVersions: ReadonlySet<TransactionVersion> =
    new Set<TransactionVersion>(['legacy', 0]);

  private readonly keypair: Keypair;
  private connectedKey: PublicKey | null = null;

  constructor(key: SandboxKey) {
    super();
    this.keypair = sandboxKeypair(key);
  }

  get publicKey(): PublicKey | null {
    return this.connectedKey;
  }

  get connecting(): boolean {
    return false;
  }

  get readyState(): WalletReadyState {
    return WalletReadyState.Loadable;
  }

  async connect(): Promise<void> {
    if (this.connectedKey !== null) return;
    this.connectedKey = this.keypair.publicKey;
    this.emit('connect', this.connectedKey);
  }

  async disconnect(): Promise<void> {
    if (this.connectedKey === null) return;
    this.connectedKey = null;
    this.emit('disconnect');
  }

  async signTransaction<
    T extends TransactionOrVersionedTransaction<this['supportedTransactionVersions']>,
  >(transaction: T): Promise<T> {
    this.requireConnected();
    if (isVersionedTransaction(transaction)) transaction.sign([this.keypair]);
    else transaction.partialSign(this.keypair);
    return transaction;
  }

  async signMessage(message: Uint8Array): Promise<Uint8Array> {
    this.requireConnected();
    return ed25519.sign(message, this.keypair.secretKey.slice(0, 32));
  }

  private requireConnected(): void {
    if (this.connectedKey === null) {
      const error = new WalletNotConnectedError();
      this.emit('error', error);
      throw error;
    }
  }
}
