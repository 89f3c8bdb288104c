import { type Address, ByteWriter } from '@keel/chain-readers';

const utf8 = new TextEncoder();

/**
 * Sequential Borsh writes into a growing buffer; each primitive goes through ByteWriter so values
 * are range-checked (300 into a u8 throws ByteValueError instead of wrapping).
 */
export class BorshWriter {
  private readonly chunks: Uint8Array[] = [];
  private size = 0;

  get length(): number {
    return this.size;
  }

  u8(value: number): this {
    return this.push(new ByteWriter(1).u8(0, value));
  }

  u16(value: number): this {
    return this.push(new ByteWriter(2).u16(0, value));
  }

  u32(value: number): this {
    return this.push(new ByteWriter(4).u32(0, value));
  }

  u64(value: bigint | number): this {
    return this.push(new ByteWriter(8).u64(0, value));
  }

  i64(value: bigint | number): this {
    return this.push(new ByteWriter(8).i64(0, value));
  }

  bool(value: boolean): this {
    return this.u8(value ? 1 : 0);
  }

  pubkey(key: Address): this {
    return this.bytes(key.toBytes());
  }

  bytes(source: Uint8Array): this {
    this.chunks.push(source.slice());
    this.size += source.byteLength;
    return this;
  }

  zeros(length: number): this {
    return this.bytes(new Uint8Array(length));
  }

  option<T>(value: T | null, write: (value: T) => void): this {
    if (value === null) return this.u8(0);
    this.u8(1);
    write(value);
    return this;
  }

  string(text: string): this {
    const encoded = utf8.encode(text);
    return this.u32(encoded.byteLength).bytes(encoded);
  }

  vec<T>(items: readonly T[], write: (item: T) => void): this {
    this.u32(items.length);
    for (const item of items) write(item);
    return this;
  }

  /** The bytes written, zero-padded to `allocation` when given (accounts allocated at max size). */
  toBytes(allocation?: number): Uint8Array {
    const total = Math.max(this.size, allocation ?? 0);
    const out = new Uint8Array(total);
    let at = 0;
    for (const chunk of this.chunks) {
      out.set(chunk, at);
      at += chunk.byteLength;
    }
    return out;
  }

  private push(writer: ByteWriter): this {
    return this.bytes(writer.toBytes());
  }
}
