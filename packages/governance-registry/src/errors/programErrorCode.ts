/** A custom program error found in a failed transaction. */
export interface ProgramErrorCode {
  code: number;
  /** base58 id of the failing program when the logs name it, else null. */
  programId: string | null;
}

const FAILED_LOG = /Program (\w+) failed: custom program error: (0x[0-9a-f]+)/i;
const CUSTOM_TEXT = /custom program error: (0x[0-9a-f]+)/i;
const ANCHOR_NUMBER = /Error Number: (\d+)/;
const MAX_DEPTH = 4;

/**
 * The custom error code of a failed program call, from whatever the caller holds: the code itself
 * (number, "6008", "0x1778"), a SendTransactionError or any error whose logs or message contain
 * "custom program error: 0x…" or Anchor's "Error Number: …", a transaction error
 * `{ InstructionError: [i, { Custom: n }] }` (also under `err` or `value.err`), or an error whose
 * `cause` holds one of these. Null when there is none.
 */
export function findProgramErrorCode(error: unknown): ProgramErrorCode | null {
  return search(error, 0);
}

function search(value: unknown, depth: number): ProgramErrorCode | null {
  if (depth > MAX_DEPTH || value === null || value === undefined) return null;
  if (typeof value === 'number') return codeOf(value);
  if (typeof value === 'bigint')
    return value <= BigInt(Number.MAX_SAFE_INTEGER) ? codeOf(Number(value)) : null;
  if (typeof value === 'string') return fromText(value);
  if (Array.isArray(value)) return fromLogs(value);
  if (typeof value !== 'object') return null;
  const record = value as Record<string, unknown>;
  return (
    fromLogs(readLogs(record)) ??
    fromInstructionError(record.InstructionError) ??
    search(record.err, depth + 1) ??
    search((record.value as Record<string, unknown> | undefined)?.err, depth + 1) ??
    (typeof record.message === 'string' ? fromText(record.message) : null) ??
    fromCodeField(record) ??
    search(record.cause, depth + 1)
  );
}

function codeOf(code: number): ProgramErrorCode | null {
  return Number.isSafeInteger(code) && code >= 0 ? { code, programId: null } : null;
}

function fromText(text: string): ProgramErrorCode | null {
  const failed = FAILED_LOG.exec(text);
  if (failed) return { code: Number.parseInt(failed[2] ?? '', 16), programId: failed[1] ?? null };
  const custom = CUSTOM_TEXT.exec(text);
  if (custom) return { code: Number.parseInt(custom[1] ?? '', 16), programId: null };
  const anchor = ANCHOR_NUMBER.exec(text);
  if (anchor) return codeOf(Number(anchor[1]));
  const trimmed = text.trim();
  if (/^0x[0-9a-f]+$/i.test(trimmed)) return codeOf(Number.parseInt(trimmed, 16));
  if (/^\d+$/.test(trimmed)) return codeOf(Number(trimmed));
  return null;
}

function readLogs(record: Record<string, unknown>): unknown {
  try {
    // SendTransactionError exposes `logs` as a getter; simulation results as `value.logs`.
    return record.logs ?? (record.value as Record<string, unknown> | undefined)?.logs;
  } catch {
    return undefined;
  }
}

function fromLogs(logs: unknown): ProgramErrorCode | null {
  if (!Array.isArray(logs)) return null;
  let anchorCode: ProgramErrorCode | null = null;
  for (const line of logs) {
    if (typeof line !== 'string') continue;
    const failed = FAILED_LOG.exec(line);
    if (failed) return { code: Number.parseInt(failed[2] ?? '', 16), programId: failed[1] ?? null };
    anchorCode ??= ANCHOR_NUMBER.test(line) ? fromText(line) : null;
  }
  return anchorCode;
}

function fromInstructionError(value: unknown): ProgramErrorCode | null {
  if (!Array.isArray(value)) return null;
  const detail = value[1] as Record<string, unknown> | undefined;
  return typeof detail === 'object' && detail !== null && typeof detail.Custom === 'number'
    ? codeOf(detail.Custom)
    : null;
}

/** Anchor's ProgramError has `code`; AnchorError has `error.errorCode.number`. */
function fromCodeField(record: Record<string, unknown>): ProgramErrorCode | null {
  if (typeof record.code === 'number') return codeOf(record.code);
  const anchor = record.error as { errorCode?: { number?: unknown } } | undefined;
  return typeof anchor?.errorCode?.number === 'number' ? codeOf(anchor.errorCode.number) : null;
}
