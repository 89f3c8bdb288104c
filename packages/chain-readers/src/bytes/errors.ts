/** A read or write that falls outside the byte buffer. */
export class ByteRangeError extends RangeError {
  override readonly name = 'ByteRangeError';
}

/** A value that does not fit the field it is written to (e.g. 300 into a u8). */
export class ByteValueError extends RangeError {
  override readonly name = 'ByteValueError';
}

/**
 * A field whose bytes were read fine but whose value is not allowed (unknown enum value,
 * u64 too large for a JS number). Decoders turn it into an AccountDecodeError with reason 'value'.
 */
export class InvalidFieldValueError extends Error {
  override readonly name = 'InvalidFieldValueError';
  readonly field: string;
  constructor(field: string, detail: string) {
    super(`${field}: ${detail}`);
    this.field = field;
  }
}
