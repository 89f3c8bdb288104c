import type { PublicKey } from '@solana/web3.js';

/** What a decoder needs of an account; web3.js `AccountInfo<Buffer>` satisfies it. */
export interface AccountBytes {
  owner: PublicKey;
  data: Uint8Array;
}
