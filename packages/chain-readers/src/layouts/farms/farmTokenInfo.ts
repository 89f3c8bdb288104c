import type { Address } from '../../address/address';
import type { ByteReader } from '../../bytes/ByteReader';
import type { ByteWriter } from '../../bytes/ByteWriter';

/** A token a farm stakes or rewards. */
export interface FarmTokenInfo {
  mint: Address;
  decimals: number;
  tokenProgram: Address;
}

export function readFarmTokenInfo(r: ByteReader, base: number, field: string): FarmTokenInfo {
  return {
    mint: r.pubkey(base),
    decimals: r.u64Number(base + 32, `${field}.decimals`),
    tokenProgram: r.pubkey(base + 40),
  };
}

export function writeFarmTokenInfo(w: ByteWriter, base: number, info: FarmTokenInfo): void {
  w.pubkey(base, info.mint)
    .u64(base + 32, info.decimals)
    .pubkey(base + 40, info.tokenProgram);
}
