/** getProgramAccounts / programSubscribe filters: `dataSize` and `memcmp`. */
import { decodeBase58 } from '../encoding/base58';
import { invalidParams } from './rpc-error';

export type AccountFilter =
  | { kind: 'dataSize'; size: number }
  | { kind: 'memcmp'; offset: number; bytes: Uint8Array };

const MAX_FILTERS = 4;
const MAX_MEMCMP_BYTES = 128;

function parseFilter(value: unknown): AccountFilter {
  if (typeof value !== 'object' || value === null)
    throw invalidParams('Invalid params: bad filter');
  const filter = value as Record<string, unknown>;
  if ('dataSize' in filter) {
    const size = filter.dataSize;
    if (typeof size !== 'number' || !Number.isSafeInteger(size) || size < 0) {
      throw invalidParams('Invalid params: dataSize must be a non-negative integer');
    }
    return { kind: 'dataSize', size };
  }
  if ('memcmp' in filter && typeof filter.memcmp === 'object' && filter.memcmp !== null) {
    const { offset, bytes, encoding } = filter.memcmp as Record<string, unknown>;
    if (typeof offset !== 'number' || !Number.isSafeInteger(offset) || offset < 0) {
      throw invalidParams('Invalid params: memcmp offset must be a non-negative integer');
    }
    if (typeof bytes !== 'string')
      throw invalidParams('Invalid params: memcmp bytes must be a string');
    let decoded: Uint8Array;
    if (encoding === undefined || encoding === null || encoding === 'base58') {
      try {
        decoded = decodeBase58(bytes);
      } catch {
        throw invalidParams(`Invalid param: invalid base58 in memcmp bytes`);
      }
    } else if (encoding === 'base64') {
      decoded = Buffer.from(bytes, 'base64');
    } else {
      throw invalidParams(`Invalid params: unknown memcmp encoding \`${String(encoding)}\``);
    }
    if (decoded.length > MAX_MEMCMP_BYTES) {
      throw invalidParams(`Invalid param: memcmp bytes longer than ${MAX_MEMCMP_BYTES}`);
    }
    return { kind: 'memcmp', offset, bytes: decoded };
  }
  throw invalidParams('Invalid params: filters accept dataSize and memcmp');
}

export function parseAccountFilters(value: unknown): AccountFilter[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) throw invalidParams('Invalid params: filters must be an array');
  if (value.length > MAX_FILTERS) {
    throw invalidParams(`Too many filters provided; max ${MAX_FILTERS}`);
  }
  return value.map(parseFilter);
}

export function matchesFilters(data: Uint8Array, filters: readonly AccountFilter[]): boolean {
  return filters.every((filter) => {
    if (filter.kind === 'dataSize') return data.length === filter.size;
    if (filter.offset + filter.bytes.length > data.length) return false;
    for (let i = 0; i < filter.bytes.length; i += 1) {
      if (data[filter.offset + i] !== filter.bytes[i]) return false;
    }
    return true;
  });
}
