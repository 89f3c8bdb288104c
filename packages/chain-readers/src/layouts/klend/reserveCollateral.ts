import type { Address } from '../../address/address';
import type { ByteReader } from '../../bytes/ByteReader';
import type { ByteWriter } from '../../bytes/ByteWriter';

/** Collateral (cToken) side of a reserve (LAYOUTS §2.2, 1096 bytes). */
export interface ReserveCollateral {
  /** cToken mint (a PDA of the reserve). */
  mintPubkey: Address;
  /** cToken base units issued. */
  mintTotalSupply: bigint;
  supplyVault: Address;
}

export function readReserveCollateral(r: ByteReader, base: number): ReserveCollateral {
  return {
    mintPubkey: r.pubkey(base),
    mintTotalSupply: r.u64(base + 32),
    supplyVault: r.pubkey(base + 40),
  };
}

export function writeReserveCollateral(w: ByteWriter, base: number, value: ReserveCollateral) {
  w.pubkey(base, value.mintPubkey)
    .u64(base + 32, value.mintTotalSupply)
    .pubkey(base + 40, value.supplyVault);
}
