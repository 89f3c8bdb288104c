import type { Keypair } from '@solana/web3.js';
import { deriveKeypair } from './addresses';
import type { WalletRole } from './wallet-role';

export const WALLET_ROLES: readonly WalletRole[] = ['ordinary', 'flagged'];

export const WALLET_LABELS: Record<WalletRole, string> = {
  ordinary: 'Sandbox wallet',
  flagged: 'Sandbox wallet (screening flag)',
};

/** The deterministic keypair of a sandbox wallet: same seed, same wallet, on every machine. */
export function sandboxWalletKeypair(seed: string, role: WalletRole): Keypair {
  return deriveKeypair(seed, `wallet:${role}`);
}

/** Pays airdrops and holds the mint authority of the sandbox tokens. */
export function faucetKeypair(seed: string): Keypair {
  return deriveKeypair(seed, 'faucet');
}
