import { PublicKey } from '@solana/web3.js';

/**
 * A copy of an account's data read and written in place at absolute offsets, as a zero-copy
 * account is: every byte the program does not touch (padding, fields of newer program versions)
 * stays as it was.
 */
export class AccountBytes {
  readonly data: Uint8Array;
  private readonly view: DataView;

  constructor(data: Uint8Array) {
    this.data = Uint8Array.from(data);
    this.view = new DataView(this.data.buffer);
  }

  u8(offset: number): number {
    return this.view.getUint8(offset);
  }

  setU8(offset: number, value: number): void {
    this.view.setUint8(offset, value);
  }

  u16(offset: number): number {
    return this.view.getUint16(offset, true);
  }

  u64(offset: number): bigint {
    return this.view.getBigUint64(offset, true);
  }

  setU64(offset: number, value: bigint): void {
    this.view.setBigUint64(offset, value, true);
  }

  /** Little-endian unsigned integer of `limbs` u64 words (2 = u128, 4 = BigFractionBytes). */
  uint(offset: number, limbs: number): bigint {
    let value = 0n;
    for (let i = limbs - 1; i >= 0; i -= 1) value = (value << 64n) | this.u64(offset + i * 8);
    return value;
  }

  setUint(offset: number, limbs: number, value: bigint): void {
    let rest = value;
    for (let i = 0; i < limbs; i += 1) {
      this.setU64(offset + i * 8, rest & 0xffff_ffff_ffff_ffffn);
      rest >>= 64n;
    }
  }

  u128(offset: number): bigint {
    return this.uint(offset, 2);
  }

  setU128(offset: number, value: bigint): void {
    this.setUint(offset, 2, value);
  }

  pubkey(offset: number): PublicKey {
    return new PublicKey(this.data.subarray(offset, offset + 32));
  }

  setPubkey(offset: number, key: PublicKey): void {
    this.data.set(key.toBytes(), offset);
  }

  fill(offset: number, length: number, value = 0): void {
    this.data.fill(value, offset, offset + length);
  }

  isZero(offset: number, length: number): boolean {
    return this.data.subarray(offset, offset + length).every((byte) => byte === 0);
  }
}
