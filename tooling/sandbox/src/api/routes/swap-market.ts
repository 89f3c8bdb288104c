import {
  decodeOraclePrices,
  encodeOraclePrices,
  SCOPE_PROGRAM_ID,
  type ScopePrice,
  toPublicKey,
} from '@keel/chain-readers';
import type { PublicKey } from '@solana/web3.js';
import { type LedgerAccount, RENT_EXEMPT_EPOCH } from '../../chain/ledger-account';
import { decodeSwapPool } from '../../programs/swap/swap-pool-account';
import type { PricedLeg } from '../../programs/swap/swap-pricing';
import { SANDBOX_SWAP_PROGRAM_ID, swapPoolAddress } from '../../programs/swap/swap-program';
import { readTokenAccount } from '../../spl/token-accounts';
import { oraclePricesData } from '../../world/accounts/scope-prices';
import { swapPoolAccounts } from '../../world/accounts/swap-pools';
import type { SandboxWorld } from '../../world/types';

/** Reads an account as the chain holds it (null when absent). */
export type AccountReader = (address: PublicKey) => LedgerAccount | null;

/** What the swap routes need of the chain; the sandbox Ledger is one. */
export interface SwapChainView {
  readAccount(address: PublicKey): LedgerAccount | null;
  readonly slot: number;
}

/** A tradable mint as the program will see it: its pool, vault, price and depth. */
export interface MarketLeg {
  mint: PublicKey;
  tokenProgram: PublicKey;
  decimals: number;
  vault: PublicKey;
  vaultAmount: bigint;
  oraclePrices: PublicKey;
  leg: PricedLeg;
}

const NO_PRICE: ScopePrice = { value: 0n, exp: 0n };

function priceAt(read: AccountReader, oraclePrices: PublicKey, index: number): ScopePrice {
  const account = read(oraclePrices);
  if (account === null) return NO_PRICE;
  try {
    return decodeOraclePrices(oraclePrices, account).prices[index]?.price ?? NO_PRICE;
  } catch {
    return NO_PRICE;
  }
}

/** The mint's swap leg from the pool config, Scope price and vault the program reads; null when not tradable. */
export function readMarketLeg(read: AccountReader, mint: PublicKey): MarketLeg | null {
  const account = read(swapPoolAddress(mint));
  if (account === null || !account.owner.equals(SANDBOX_SWAP_PROGRAM_ID)) return null;
  let pool: ReturnType<typeof decodeSwapPool>;
  try {
    pool = decodeSwapPool(account.data);
  } catch {
    return null;
  }
  return {
    mint,
    tokenProgram: pool.tokenProgram,
    decimals: pool.decimals,
    vault: pool.vault,
    vaultAmount: readTokenAccount(pool.vault, read(pool.vault))?.amount ?? 0n,
    oraclePrices: pool.oraclePrices,
    leg: {
      price: priceAt(read, pool.oraclePrices, pool.priceIndex),
      decimals: pool.decimals,
      depthUsd: pool.depthUsd,
    },
  };
}

const worldReaders = new WeakMap<SandboxWorld, AccountReader>();

/**
 * Without a chain (the API started alone), the accounts the world writer would write: the same
 * pools, vaults and Scope prices, so quotes are what a freshly written chain would execute.
 */
export function worldSwapReader(world: SandboxWorld): AccountReader {
  const cached = worldReaders.get(world);
  if (cached !== undefined) return cached;
  // Lamports do not matter to a reader of amounts; Solana's default rent keeps them plausible.
  const rent = (length: number) => BigInt((length + 128) * 3480 * 2);
  const accounts = new Map<string, LedgerAccount>(
    swapPoolAccounts(world, rent).map(({ address, account }) => [address.toBase58(), account]),
  );
  const prices = encodeOraclePrices(oraclePricesData(world, 0n, 0n));
  accounts.set(world.accounts.scopeOraclePrices, {
    lamports: rent(prices.length),
    owner: toPublicKey(SCOPE_PROGRAM_ID),
    data: prices,
    executable: false,
    rentEpoch: RENT_EXEMPT_EPOCH,
  });
  const reader: AccountReader = (address) => accounts.get(address.toBase58()) ?? null;
  worldReaders.set(world, reader);
  return reader;
}
