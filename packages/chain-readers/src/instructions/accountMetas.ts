import type { AccountMeta } from '@solana/web3.js';
import type { Address } from '../address/address';
import { toPublicKey } from '../address/toPublicKey';

/** How an instruction uses an account: `r` read-only, `w` writable, `s` signer, `ws` both. */
export type AccountMode = 'r' | 'w' | 's' | 'ws';

/** One account meta in web3.js's shape. */
export function accountMeta(address: Address, mode: AccountMode): AccountMeta {
  return {
    pubkey: toPublicKey(address),
    isSigner: mode === 's' || mode === 'ws',
    isWritable: mode === 'w' || mode === 'ws',
  };
}

/** Account metas in the order the program's accounts struct declares them. */
export function accountMetas(list: readonly (readonly [Address, AccountMode])[]): AccountMeta[] {
  return list.map(([address, mode]) => accountMeta(address, mode));
}
