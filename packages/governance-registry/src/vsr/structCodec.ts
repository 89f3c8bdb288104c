import {
  ByteRangeError,
  ByteReader,
  ByteWriter,
  InvalidFieldValueError,
} from '@keel/chain-readers';

/** What was wrong with the bytes of a nested struct (Lockup, DepositEntry, VotingMintConfig). */
export type StructDecodeFailure = 'size' | 'value';

/** Thrown when the bytes of a nested struct cannot be read as its layout. */
export class StructDecodeError extends Error {
  override readonly name = 'StructDecodeError';
  readonly structType: string;
  readonly reason: StructDecodeFailure;
  constructor(structType: string, reason: StructDecodeFailure, detail: string, cause?: unknown) {
    super(`Cannot decode ${structType}: ${detail}`, cause === undefined ? undefined : { cause });
    this.structType = structType;
    this.reason = reason;
  }
}

/** A fixed-size struct's codec: standalone decode/encode built from its read/write-at-offset pair. */
export interface StructCodec<T> {
  decode(bytes: Uint8Array): T;
  encode(value: T): Uint8Array;
}

export function structCodec<T>(
  structType: string,
  size: number,
  read: (r: ByteReader, base: number) => T,
  write: (w: ByteWriter, base: number, value: T) => void,
): StructCodec<T> {
  return {
    decode(bytes) {
      if (bytes.byteLength !== size) {
        throw new StructDecodeError(
          structType,
          'size',
          `data is ${bytes.byteLength} bytes, expected ${size}`,
        );
      }
      try {
        return read(new ByteReader(bytes), 0);
      } catch (error) {
        const reason = error instanceof ByteRangeError ? 'size' : 'value';
        if (error instanceof ByteRangeError || error instanceof InvalidFieldValueError) {
          throw new StructDecodeError(structType, reason, error.message, error);
        }
        throw error;
      }
    },
    encode(value) {
      const w = new ByteWriter(size);
      write(w, 0, value);
      return w.toBytes();
    },
  };
}
