import type { Address } from '../address/address';

/** What a decoder needs of an account; web3.js `AccountInfo<Buffer>` satisfies it. */
export interface AccountBytes {
  owner: Address;
  data: Uint8Array;
}
