import { PublicKey } from '@solana/web3.js';
import type { Address } from './address';

/** The web3.js key of an address, for the writers that hand it to web3.js (the same object when it is one). */
export function toPublicKey(address: Address): PublicKey {
  return address instanceof PublicKey ? address : new PublicKey(address.toBytes());
}
