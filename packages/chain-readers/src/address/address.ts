import { decodeBase58, encodeBase58 } from './base58';

/**
 * A 32-byte account address, as the read side needs it. web3.js's `PublicKey` satisfies this
 * shape, so anything typed `Address` accepts either; the program writers turn one into a
 * `PublicKey` (`toPublicKey`) only where web3.js builds a transaction, which keeps web3.js out
 * of pages that only read.
 */
export interface Address {
  toBase58(): string;
  toString(): string;
  toJSON(): string;
  /** The 32 raw bytes (a copy). */
  toBytes(): Uint8Array;
}

export const ADDRESS_LENGTH = 32;

class BytesAddress implements Address {
  readonly #bytes: Uint8Array;
  #text: string | undefined;

  constructor(bytes: Uint8Array, text?: string) {
    this.#bytes = bytes;
    this.#text = text;
  }

  toBase58(): string {
    this.#text ??= encodeBase58(this.#bytes);
    return this.#text;
  }

  toString(): string {
    return this.toBase58();
  }

  toJSON(): string {
    return this.toBase58();
  }

  toBytes(): Uint8Array {
    return this.#bytes.slice();
  }
}

/**
 * Whether two addresses are the same account (false when either is missing). The one way to
 * compare: `PublicKey.equals` reads web3.js internals and throws on any other kind of address.
 */
export function sameAddress(a: Address | null | undefined, b: Address | null | undefined): boolean {
  if (!a || !b) return false;
  return a === b || a.toBase58() === b.toBase58();
}

/** The reason a text or byte string is not an address, worded as web3.js words it. */
export class InvalidAddressError extends Error {
  override name = 'InvalidAddressError';
}

/** An address from its 32 bytes (copied) or its base58 text; throws `InvalidAddressError`. */
export function createAddress(value: Uint8Array | string): Address {
  if (typeof value === 'string') {
    const bytes = decodeBase58(value);
    if (bytes === null) throw new InvalidAddressError('Invalid public key input');
    if (bytes.length !== ADDRESS_LENGTH) throw new InvalidAddressError('Invalid public key input');
    return new BytesAddress(bytes, value);
  }
  if (value.length !== ADDRESS_LENGTH) throw new InvalidAddressError('Invalid public key input');
  return new BytesAddress(value.slice());
}

/** The address a text names, or null (route parameters, pasted input). */
export function parseAddress(text: string): Address | null {
  try {
    return createAddress(text.trim());
  } catch {
    return null;
  }
}

/** The all-zero address: "none" in the programs' layouts. */
export const DEFAULT_ADDRESS: Address = createAddress(new Uint8Array(ADDRESS_LENGTH));

/** Whether a value is an address of either kind (this package's or a web3.js `PublicKey`). */
export function isAddress(value: unknown): value is Address {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Address).toBase58 === 'function' &&
    typeof (value as Address).toBytes === 'function'
  );
}
