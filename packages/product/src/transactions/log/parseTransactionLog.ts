import {
  type StoredAccountMeta,
  type StoredInstruction,
  type StoredRequest,
  TRANSACTION_LOG_STATUSES,
  type TransactionLogEntry,
  type TransactionLogStatus,
  withEntry,
} from './transactionLog';

/*
 * Local storage is input like any other: another version of the app, an extension or a hand edit
 * may have written it. Every field is checked and an entry with any bad field is dropped whole,
 * so the panel only ever renders entries of the right shape.
 */

type Fields = Record<string, unknown>;

const BASE58 = /^[1-9A-HJ-NP-Za-km-z]+$/;
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

function fields(value: unknown): Fields | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Fields)
    : undefined;
}

const isAddress = (value: unknown): value is string =>
  typeof value === 'string' && value.length >= 32 && value.length <= 44 && BASE58.test(value);

const isSignature = (value: unknown): value is string =>
  typeof value === 'string' && value.length >= 64 && value.length <= 88 && BASE58.test(value);

const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;

const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';

const isStatus = (value: unknown): value is TransactionLogStatus =>
  (TRANSACTION_LOG_STATUSES as readonly unknown[]).includes(value);

/** Every item parsed, or undefined when any one is bad. */
function every<T>(value: unknown, parse: (item: unknown) => T | undefined): T[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const parsed: T[] = [];
  for (const item of value) {
    const one = parse(item);
    if (one === undefined) return undefined;
    parsed.push(one);
  }
  return parsed;
}

function parseAccountMeta(value: unknown): StoredAccountMeta | undefined {
  const meta = fields(value);
  if (!meta || !isAddress(meta.pubkey)) return undefined;
  if (typeof meta.isSigner !== 'boolean' || typeof meta.isWritable !== 'boolean') return undefined;
  return { pubkey: meta.pubkey, isSigner: meta.isSigner, isWritable: meta.isWritable };
}

function parseInstruction(value: unknown): StoredInstruction | undefined {
  const instruction = fields(value);
  if (!instruction || !isAddress(instruction.programId)) return undefined;
  if (typeof instruction.data !== 'string' || !BASE64.test(instruction.data)) return undefined;
  const keys = every(instruction.keys, parseAccountMeta);
  if (!keys) return undefined;
  return { programId: instruction.programId, keys, data: instruction.data };
}

function parseRequest(value: unknown): StoredRequest | undefined {
  const request = fields(value);
  if (!request) return undefined;
  const instructions = every(request.instructions, parseInstruction);
  const tables = every(request.lookupTableAddresses, (item) =>
    isAddress(item) ? item : undefined,
  );
  if (!instructions || instructions.length === 0 || !tables) return undefined;
  const limit = request.computeUnitLimit;
  if (limit !== undefined && !(isCount(limit) && limit > 0)) return undefined;
  return {
    instructions,
    lookupTableAddresses: tables,
    ...(limit !== undefined ? { computeUnitLimit: limit } : {}),
  };
}

/** An optional field: absent is fine, present must pass. */
function optional<T>(value: unknown, check: (item: unknown) => item is T): T | undefined | false {
  if (value === undefined) return undefined;
  return check(value) ? value : false;
}

function parseEntry(value: unknown): TransactionLogEntry | undefined {
  const entry = fields(value);
  if (!entry || !isText(entry.id) || !isText(entry.label) || !isStatus(entry.status)) {
    return undefined;
  }
  if (!isCount(entry.submittedAt) || !isAddress(entry.wallet)) return undefined;
  if (typeof entry.retryable !== 'boolean') return undefined;
  const signature = optional(entry.signature, isSignature);
  const lastValidBlockHeight = optional(entry.lastValidBlockHeight, isCount);
  const feeLamports = optional(entry.feeLamports, isCount);
  const reason = optional(entry.reason, isText);
  if (signature === false || lastValidBlockHeight === false) return undefined;
  if (feeLamports === false || reason === false) return undefined;
  const request = entry.request === undefined ? undefined : parseRequest(entry.request);
  if (entry.request !== undefined && request === undefined) return undefined;
  // A Retry needs the request; a request without Retry has no use. Both or neither.
  if (entry.retryable !== (request !== undefined)) return undefined;
  return {
    id: entry.id,
    label: entry.label,
    status: entry.status,
    submittedAt: entry.submittedAt,
    wallet: entry.wallet,
    retryable: entry.retryable,
    ...(signature !== undefined ? { signature } : {}),
    ...(lastValidBlockHeight !== undefined ? { lastValidBlockHeight } : {}),
    ...(feeLamports !== undefined ? { feeLamports } : {}),
    ...(reason !== undefined ? { reason } : {}),
    ...(request !== undefined ? { request } : {}),
  };
}

/**
 * The stored log: its valid entries, newest first, one per id, at most the bound. Garbage,
 * non-array JSON and nothing at all give an empty log; this never throws.
 */
export function parseTransactionLog(raw: string | null): TransactionLogEntry[] {
  if (raw === null) return [];
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(json)) return [];
  let entries: TransactionLogEntry[] = [];
  // Oldest first, so that for a repeated id the newest copy is the one kept.
  const valid = json.map(parseEntry).filter((entry) => entry !== undefined);
  for (const entry of valid.sort((a, b) => a.submittedAt - b.submittedAt)) {
    entries = withEntry(entries, entry);
  }
  return entries;
}
