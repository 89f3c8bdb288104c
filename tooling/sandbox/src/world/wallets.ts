import type { Keypair } from '@solana/web3.js';
import { deriveKeypair } from './addresses';
import type { WalletRole } from './wallet-role';

export const WALLET_ROLES: readonly WalletRole[] = ['ordinary', 'flagged'];

/**
 * Every keypair the sandbox hands out: the funded wallets, then 'manager', which owns one lending
 * market (MANAGED_MARKET_SLUG) and holds only SOL for fees.
 */
export type SandboxSignerRole = WalletRole | 'manager';

export const SANDBOX_SIGNER_ROLES: readonly SandboxSignerRole[] = [...WALLET_ROLES, 'manager'];

export const WALLET_LABELS: Record<SandboxSignerRole, string> = {
  ordinary: 'Sandbox wallet',
  flagged: 'Sandbox wallet (screening flag)',
  manager: 'Sandbox wallet (market owner)',
};

/** The lending market the 'manager' wallet owns (the others belong to the protocol admin). */
export const MANAGED_MARKET_SLUG = 'jlp';

/** SOL the manager wallet starts with, for its transaction fees. */
export const MANAGER_SOL = '10';

/** The deterministic keypair of a sandbox wallet: same seed, same wallet, on every machine. */
export function sandboxWalletKeypair(seed: string, role: SandboxSignerRole): Keypair {
  return deriveKeypair(seed, `wallet:${role}`);
}

/** Pays airdrops and holds the mint authority of the sandbox tokens. */
export function faucetKeypair(seed: string): Keypair {
  return deriveKeypair(seed, 'faucet');
}
