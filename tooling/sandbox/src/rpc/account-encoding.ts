/** Accounts as RPC responses carry them (`UiAccount`), in the encoding the caller asked for. */
import type { PublicKey } from '@solana/web3.js';
import type { LedgerAccount } from '../chain/ledger-account';
import { encodeBase58 } from '../encoding/base58';
import type { Config } from './params';
import { type ParsedAccountData, parseAccountData } from './parsed-account';
import { INVALID_REQUEST, invalidParams, RpcError } from './rpc-error';

export type AccountEncoding = 'binary' | 'base58' | 'base64' | 'jsonParsed';

export interface DataSlice {
  offset: number;
  length: number;
}

export interface AccountEncodingOptions {
  encoding: AccountEncoding;
  dataSlice: DataSlice | null;
}

export interface UiAccount {
  data: string | [string, string] | ParsedAccountData;
  executable: boolean;
  lamports: bigint;
  owner: string;
  rentEpoch: bigint;
  space: number;
}

const MAX_BASE58_BYTES = 128;

export function accountEncodingOptions(
  config: Config,
  fallback: AccountEncoding = 'binary',
): AccountEncodingOptions {
  const encoding = config.encoding ?? fallback;
  if (encoding === 'base64+zstd') {
    throw invalidParams('Invalid params: base64+zstd encoding is not served by the sandbox');
  }
  if (
    encoding !== 'binary' &&
    encoding !== 'base58' &&
    encoding !== 'base64' &&
    encoding !== 'jsonParsed'
  ) {
    throw invalidParams(`Invalid params: unknown variant \`${String(encoding)}\``);
  }
  return { encoding, dataSlice: dataSliceOf(config.dataSlice) };
}

function dataSliceOf(value: unknown): DataSlice | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'object') throw invalidParams('Invalid params: dataSlice must be an object');
  const { offset, length } = value as Record<string, unknown>;
  const valid = (n: unknown): n is number =>
    typeof n === 'number' && Number.isSafeInteger(n) && n >= 0;
  if (!valid(offset) || !valid(length)) {
    throw invalidParams('Invalid params: dataSlice needs a non-negative offset and length');
  }
  return { offset, length };
}

function sliced(data: Uint8Array, slice: DataSlice | null): Uint8Array {
  if (slice === null) return data;
  return data.subarray(Math.min(slice.offset, data.length), slice.offset + slice.length);
}

function binaryData(data: Uint8Array, encoding: AccountEncoding): string | [string, string] {
  if (encoding === 'base64' || encoding === 'jsonParsed') {
    return [Buffer.from(data).toString('base64'), 'base64'];
  }
  if (data.length > MAX_BASE58_BYTES) {
    throw new RpcError(
      INVALID_REQUEST,
      `Encoded binary (base 58) data should be less than ${MAX_BASE58_BYTES} bytes, please use Base64 encoding.`,
    );
  }
  return encoding === 'base58' ? [encodeBase58(data), 'base58'] : encodeBase58(data);
}

export function uiAccount(
  address: PublicKey,
  account: LedgerAccount,
  options: AccountEncodingOptions,
  readAccount: (address: PublicKey) => LedgerAccount | null,
): UiAccount {
  const parsed =
    options.encoding === 'jsonParsed' ? parseAccountData(address, account, readAccount) : null;
  return {
    data: parsed ?? binaryData(sliced(account.data, options.dataSlice), options.encoding),
    executable: account.executable,
    lamports: account.lamports,
    owner: account.owner.toBase58(),
    rentEpoch: account.rentEpoch,
    space: account.data.length,
  };
}

/** How a closed account appears in account notifications. */
export function closedUiAccount(options: AccountEncodingOptions): UiAccount {
  return {
    data: binaryData(
      new Uint8Array(),
      options.encoding === 'jsonParsed' ? 'base64' : options.encoding,
    ),
    executable: false,
    lamports: 0n,
    owner: '11111111111111111111111111111111',
    rentEpoch: 0n,
    space: 0,
  };
}
