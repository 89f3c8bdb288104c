import { type Address, sameAddress } from '../address/address';
import { ByteReader } from '../bytes/ByteReader';
import { ByteWriter } from '../bytes/ByteWriter';
import { ByteRangeError, InvalidFieldValueError } from '../bytes/errors';
import { bytesToHex } from '../bytes/hex';
import { AccountDecodeError, type AccountDecodeFailure } from '../errors/AccountDecodeError';
import type { AccountBytes } from './accountBytes';

/** Owner, discriminator and exact size of an Anchor account layout. */
export interface AnchorAccountSpec {
  accountType: string;
  programId: Address;
  /** First 8 bytes: sha256("account:" + name)[0..8]. */
  discriminator: Uint8Array;
  size: number;
}

export const DISCRIMINATOR_SIZE = 8;

/** Decoder options: another deployment of the program (e.g. devnet) has another id. */
export interface DecodeOptions {
  programId?: Address;
}

/**
 * Checks owner, discriminator and size, then runs `decodeBody`; any failure (including a field
 * value the body rejects) becomes an AccountDecodeError naming the account.
 */
export function decodeAnchorAccount<T>(
  spec: AnchorAccountSpec,
  address: Address,
  account: AccountBytes,
  decodeBody: (reader: ByteReader) => T,
  options: DecodeOptions = {},
): T {
  const programId = options.programId ?? spec.programId;
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
  if (data.byteLength < DISCRIMINATOR_SIZE || !hasPrefix(data, spec.discriminator)) {
    const found = bytesToHex(data.subarray(0, DISCRIMINATOR_SIZE));
    throw fail(
      'discriminator',
      `discriminator is ${found || 'missing'}, expected ${bytesToHex(spec.discriminator)}`,
    );
  }
  if (data.byteLength !== spec.size) {
    throw fail('size', `data is ${data.byteLength} bytes, expected ${spec.size}`);
  }
  return runDecoder(new ByteReader(data), decodeBody, fail);
}

/** Runs a body decoder and maps its failures to AccountDecodeError reasons. */
export function runDecoder<T>(
  reader: ByteReader,
  decodeBody: (reader: ByteReader) => T,
  fail: (reason: AccountDecodeFailure, detail: string, cause?: unknown) => AccountDecodeError,
): T {
  try {
    return decodeBody(reader);
  } catch (error) {
    if (error instanceof AccountDecodeError) throw error;
    if (error instanceof ByteRangeError) throw fail('size', error.message, error);
    if (error instanceof InvalidFieldValueError) throw fail('value', error.message, error);
    throw fail('value', error instanceof Error ? error.message : String(error), error);
  }
}

function hasPrefix(data: Uint8Array, prefix: Uint8Array): boolean {
  for (let i = 0; i < prefix.length; i += 1) {
    if (data[i] !== prefix[i]) return false;
  }
  return true;
}

/** A zero-filled writer of the account's size with the discriminator in place. */
export function anchorAccountWriter(spec: AnchorAccountSpec): ByteWriter {
  return new ByteWriter(spec.size).bytes(0, spec.discriminator);
}
