import type { Adapter } from '@solana/wallet-adapter-base';
import { CoinbaseWalletAdapter } from '@solana/wallet-adapter-coinbase';

/**
 * Adapters for the listed wallets that Wallet Standard does not discover. Phantom, Backpack,
 * Solflare, Bitget, OKX, Jupiter Mobile and Magic Eden register themselves through Wallet
 * Standard (wallet-adapter-react's WalletProvider finds them); Coinbase Wallet injects
 * `window.coinbaseSolana` and needs its own adapter.
 */
export function createLegacyWalletAdapters(): Adapter[] {
  return [new CoinbaseWalletAdapter()];
}
