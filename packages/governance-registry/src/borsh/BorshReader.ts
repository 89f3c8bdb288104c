import {
  type Address,
  ByteRangeError,
  ByteReader,
  InvalidFieldValueError,
} from '@keel/chain-readers';

const PUBKEY_LENGTH = 32;
const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * Sequential Borsh reads (spl-governance accounts, instruction data). Offsets of fields after the
 * first variable-length one are only known while reading, so this walks a cursor over the
 * absolute-offset ByteReader. Overruns throw ByteRangeError; values Borsh forbids (a bool other
 * than 0/1, an option tag other than 0/1, invalid UTF-8) throw InvalidFieldValueError.
 */
export class BorshReader {
  private readonly reader: ByteReader;
  private position: number;

  constructor(bytes: Uint8Array, offset = 0) {
    this.reader = new ByteReader(bytes);
    this.position = offset;
  }

  get offset(): number {
    return this.position;
  }

  get remaining(): number {
    return this.reader.length - this.position;
  }

  u8(): number {
    return this.advance(1, (at) => this.reader.u8(at));
  }

  u16(): number {
    return this.advance(2, (at) => this.reader.u16(at));
  }

  u32(): number {
    return this.advance(4, (at) => this.reader.u32(at));
  }

  u64(): bigint {
    return this.advance(8, (at) => this.reader.u64(at));
  }

  i64(): bigint {
    return this.advance(8, (at) => this.reader.i64(at));
  }

  bool(field: string): boolean {
    const value = this.u8();
    if (value > 1) throw new InvalidFieldValueError(field, `bool byte is ${value}`);
    return value === 1;
  }

  pubkey(): Address {
    return this.advance(PUBKEY_LENGTH, (at) => this.reader.pubkey(at));
  }

  bytes(length: number): Uint8Array {
    return this.advance(length, (at) => this.reader.bytesAt(at, length));
  }

  /** Skips reserved bytes (still checked to be inside the data). */
  skip(length: number): void {
    this.bytes(length);
  }

  option<T>(field: string, read: () => T): T | null {
    const tag = this.u8();
    if (tag === 0) return null;
    if (tag !== 1) throw new InvalidFieldValueError(field, `option tag is ${tag}`);
    return read();
  }

  string(field: string): string {
    const length = this.u32();
    const raw = this.bytes(length);
    try {
      return utf8.decode(raw);
    } catch {
      throw new InvalidFieldValueError(field, 'is not valid UTF-8');
    }
  }

  /**
   * A u32-counted list. `minItemSize` lets a garbage count fail as a size error before any
   * allocation (random bytes can claim four billion items).
   */
  vec<T>(minItemSize: number, read: () => T): T[] {
    const count = this.u32();
    if (count * minItemSize > this.remaining) {
      throw new ByteRangeError(
        `List of ${count} items needs at least ${count * minItemSize} bytes, ${this.remaining} left`,
      );
    }
    const items: T[] = [];
    for (let i = 0; i < count; i += 1) items.push(read());
    return items;
  }

  private advance<T>(size: number, read: (at: number) => T): T {
    const value = read(this.position);
    this.position += size;
    return value;
  }
}
