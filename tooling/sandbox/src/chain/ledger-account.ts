import { PublicKey } from '@solana/web3.js';

/** An account as the ledger stores it: lamports and rent epoch exact as u64. */
export interface LedgerAccount {
  lamports: bigint;
  owner: PublicKey;
  data: Uint8Array;
  executable: boolean;
  rentEpoch: bigint;
}

/** What mainnet reports as the rent epoch of every rent-exempt account. */
export const RENT_EXEMPT_EPOCH = 18_446_744_073_709_551_615n;

export function sameAccountState(a: LedgerAccount | null, b: LedgerAccount | null): boolean {
  if (a === null || b === null) return a === b;
  return (
    a.lamports === b.lamports &&
    a.executable === b.executable &&
    a.owner.equals(b.owner) &&
    Buffer.from(a.data.buffer, a.data.byteOffset, a.data.byteLength).equals(
      Buffer.from(b.data.buffer, b.data.byteOffset, b.data.byteLength),
    )
  );
}

/** What a closed account is stored as (zero lamports; readers see no account). */
export function closedAccount(): LedgerAccount {
  return {
    lamports: 0n,
    owner: new PublicKey('11111111111111111111111111111111'),
    data: new Uint8Array(),
    executable: false,
    rentEpoch: RENT_EXEMPT_EPOCH,
  };
}
