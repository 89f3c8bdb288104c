import {
  type AccountBytes,
  AccountDecodeError,
  type AccountDecodeFailure,
  type Address,
  ByteRangeError,
  bytesToHex,
  InvalidFieldValueError,
  sameAddress,
} from '@keel/chain-readers';
import { BorshReader } from './BorshReader';

/** Owner, header and size rules of a Borsh (variable-length) account layout. */
export interface BorshAccountSpec<T> {
  accountType: string;
  programId: Address;
  /** Accepted leading bytes (an 8-byte discriminator, or the 1-byte account type). */
  headers: readonly Uint8Array[];
  /** Largest allocation the program makes for the decoded value; longer data is rejected. */
  maxSize?: (value: T) => number;
  /** Set when the program always allocates exactly this size. */
  exactSize?: number;
}

/**
 * Checks owner and header, reads the body sequentially, then checks the data is no longer than
 * the program would allocate. Accounts allocated at their maximum size carry zero padding after
 * the content, so shorter content than the data is normal. Every failure is an AccountDecodeError.
 */
export function decodeBorshAccount<T>(
  spec: BorshAccountSpec<T>,
  address: Address,
  account: AccountBytes,
  decodeBody: (reader: BorshReader) => T,
  programId: Address = spec.programId,
): T {
  const fail = (reason: AccountDecodeFailure, detail: string, cause?: unknown) =>
    new AccountDecodeError({
      account: address.toBase58(),
      accountType: spec.accountType,
      reason,
      detail,
      cause,
    });
  if (!sameAddress(account.owner, programId)) {
    throw fail('owner', `owner is ${account.owner.toBase58()}, expected ${programId.toBase58()}`);
  }
  const { data } = account;
  const header = spec.headers.find((candidate) => startsWith(data, candidate));
  if (header === undefined) {
    const length = spec.headers[0]?.byteLength ?? 0;
    const found = bytesToHex(data.subarray(0, length));
    const expected = spec.headers.map(bytesToHex).join(' or ');
    throw fail('discriminator', `header is ${found || 'missing'}, expected ${expected}`);
  }
  if (spec.exactSize !== undefined && data.byteLength !== spec.exactSize) {
    throw fail('size', `data is ${data.byteLength} bytes, expected ${spec.exactSize}`);
  }
  let value: T;
  try {
    value = decodeBody(new BorshReader(data, header.byteLength));
  } catch (error) {
    if (error instanceof ByteRangeError) throw fail('size', error.message, error);
    if (error instanceof InvalidFieldValueError) throw fail('value', error.message, error);
    throw fail('value', error instanceof Error ? error.message : String(error), error);
  }
  const maxSize = spec.maxSize?.(value);
  if (maxSize !== undefined && data.byteLength > maxSize) {
    throw fail('size', `data is ${data.byteLength} bytes, at most ${maxSize} expected`);
  }
  return value;
}

function startsWith(data: Uint8Array, prefix: Uint8Array): boolean {
  if (data.byteLength < prefix.byteLength) return false;
  for (let i = 0; i < prefix.byteLength; i += 1) {
    if (data[i] !== prefix[i]) return false;
  }
  return true;
}
