import type { Adapter, WalletReadyState } from '@solana/wallet-adapter-base';
import type { PublicKey } from '@solana/web3.js';

/** One wallet of the list (O§3 "Wallet entry"); the functions here need only these fields. */
export interface WalletEntry {
  name: string;
  icon: string;
  url: string;
  readyState: WalletReadyState;
  publicKey?: PublicKey | null;
  connecting?: boolean;
  connected?: boolean;
}

/** The `{ adapter, readyState }` pairs wallet-adapter-react's `useWallet().wallets` returns. */
export interface AdapterWithReadyState {
  adapter: Adapter;
  readyState: WalletReadyState;
}

/** A wallet entry read from an adapter, keeping the adapter for connecting. */
export interface AdapterWalletEntry extends WalletEntry {
  adapter: Adapter;
}

export function walletEntryFromAdapter(wallet: AdapterWithReadyState): AdapterWalletEntry {
  const { adapter } = wallet;
  return {
    name: adapter.name,
    icon: adapter.icon,
    url: adapter.url,
    readyState: wallet.readyState,
    publicKey: adapter.publicKey,
    connecting: adapter.connecting,
    connected: adapter.connected,
    adapter,
  };
}
