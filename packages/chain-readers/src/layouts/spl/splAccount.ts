import { type Address, sameAddress } from '../../address/address';
import { ByteReader } from '../../bytes/ByteReader';
import type { ByteWriter } from '../../bytes/ByteWriter';
import { InvalidFieldValueError } from '../../bytes/errors';
import { AccountDecodeError, type AccountDecodeFailure } from '../../errors/AccountDecodeError';
import { TOKEN_2022_PROGRAM_ID, TOKEN_PROGRAM_ID } from '../../programIds';
import type { AccountBytes } from '../accountBytes';
import { runDecoder } from '../decodeAccount';

/** Token-2022 pads a base mint to the token-account size and puts the account type after it. */
const TOKEN_2022_ACCOUNT_TYPE_OFFSET = 165;

/**
 * Checks owner (either token program) and size of an SPL account. SPL Token accounts have the
 * exact base size; Token-2022 ones may carry extensions after the account-type byte, which must
 * name this kind of account (1 mint, 2 token account).
 */
export function splAccountReader<T>(
  accountType: string,
  baseSize: number,
  token2022AccountType: number,
  address: Address,
  account: AccountBytes,
  decodeBody: (reader: ByteReader) => T,
): T {
  const fail = (reason: AccountDecodeFailure, detail: string, cause?: unknown) =>
    new AccountDecodeError({ account: address.toBase58(), accountType, reason, detail, cause });
  const isToken2022 = sameAddress(account.owner, TOKEN_2022_PROGRAM_ID);
  if (!isToken2022 && !sameAddress(account.owner, TOKEN_PROGRAM_ID)) {
    throw fail(
      'owner',
      `owner is ${account.owner.toBase58()}, expected ${TOKEN_PROGRAM_ID.toBase58()} or ${TOKEN_2022_PROGRAM_ID.toBase58()}`,
    );
  }
  const size = account.data.byteLength;
  if (size !== baseSize) {
    const extended = isToken2022 && size > TOKEN_2022_ACCOUNT_TYPE_OFFSET;
    if (!extended) throw fail('size', `data is ${size} bytes, expected ${baseSize}`);
    const kind = account.data[TOKEN_2022_ACCOUNT_TYPE_OFFSET];
    if (kind !== token2022AccountType) {
      throw fail(
        'discriminator',
        `Token-2022 account type is ${String(kind)}, expected ${token2022AccountType}`,
      );
    }
  }
  return runDecoder(new ByteReader(account.data), decodeBody, fail);
}

/** A `COption<Pubkey>`: u32 tag (0 none, 1 some) then the key. */
export function readCOptionPubkey(
  reader: ByteReader,
  offset: number,
  field: string,
): Address | null {
  const tag = reader.u32(offset);
  if (tag === 0) return null;
  if (tag !== 1) throw new InvalidFieldValueError(field, `bad option tag ${tag}`);
  return reader.pubkey(offset + 4);
}

export function writeCOptionPubkey(writer: ByteWriter, offset: number, key: Address | null) {
  if (key !== null) writer.u32(offset, 1).pubkey(offset + 4, key);
}
