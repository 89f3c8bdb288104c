import { PublicKey } from '@solana/web3.js';
import type { LedgerAccount } from '../../chain/ledger-account';
import type { TestChain } from '../../test-support/test-chain';
import type { WorldMarket, WorldObligation, WorldReserve, WorldWallet } from '../../world/types';
import { AccountBytes } from './account-bytes';
import { klendInstruction } from './test-instructions';

/* Test support: the sandbox world's lending accounts, by name, and their bytes on the ledger. */

export function worldMarket(t: TestChain, slug: string): WorldMarket {
  const market = t.chain.world.markets.find((m) => m.slug === slug);
  if (market === undefined) throw new Error(`No market ${slug}`);
  return market;
}

export function worldReserve(t: TestChain, slug: string, symbol: string): WorldReserve {
  const reserve = worldMarket(t, slug).reserves.find((r) => r.symbol === symbol);
  if (reserve === undefined) throw new Error(`No ${symbol} reserve in ${slug}`);
  return reserve;
}

export function worldWallet(t: TestChain, role: WorldWallet['role']): WorldWallet {
  const wallet = t.chain.world.wallets.find((w) => w.role === role);
  if (wallet === undefined) throw new Error(`No wallet ${role}`);
  return wallet;
}

export function worldObligation(
  t: TestChain,
  match: (obligation: WorldObligation) => boolean,
): WorldObligation {
  const obligation = t.chain.world.wallets.flatMap((w) => w.obligations).find(match);
  if (obligation === undefined) throw new Error('No such obligation in the world');
  return obligation;
}

export function ledgerAccount(t: TestChain, address: PublicKey | string): LedgerAccount {
  const account = t.chain.ledger.readAccount(new PublicKey(address));
  if (account === null) throw new Error(`No account ${address.toString()}`);
  return account;
}

export function ledgerBytes(t: TestChain, address: PublicKey | string): AccountBytes {
  return new AccountBytes(ledgerAccount(t, address).data);
}

/** Overwrites part of an account's data (a test fixture: a flag, a config value). */
export function patchAccount(
  t: TestChain,
  address: PublicKey | string,
  patch: (bytes: AccountBytes) => void,
): void {
  const account = ledgerAccount(t, address);
  const bytes = new AccountBytes(account.data);
  patch(bytes);
  t.chain.ledger.writeAccount(new PublicKey(address), { ...account, data: bytes.data });
}

/** refresh_reserve of a world reserve with its market and the world's Scope prices. */
export function refreshReserveIx(t: TestChain, reserve: WorldReserve) {
  return klendInstruction('refreshReserve', {
    reserve: new PublicKey(reserve.address),
    lendingMarket: new PublicKey(worldMarket(t, reserve.market).address),
    scopePrices: new PublicKey(t.chain.world.accounts.scopeOraclePrices),
  });
}

/** Runs `body` with bytes of an account replaced (a fixture), then puts them back. */
export async function withBytes<T>(
  t: TestChain,
  address: PublicKey | string,
  offset: number,
  bytes: Uint8Array,
  body: () => Promise<T>,
): Promise<T> {
  const saved = ledgerBytes(t, address).data.slice(offset, offset + bytes.length);
  patchAccount(t, address, (b) => b.data.set(bytes, offset));
  try {
    return await body();
  } finally {
    patchAccount(t, address, (b) => b.data.set(saved, offset));
  }
}

/** A u64 as the 8 little-endian bytes of an account field. */
export function u64Bytes(value: bigint): Uint8Array {
  const data = Buffer.alloc(8);
  data.writeBigUInt64LE(value);
  return data;
}
