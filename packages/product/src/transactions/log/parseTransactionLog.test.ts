// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseTransactionLog } from './parseTransactionLog';
import { logEntry, testAddress } from './testing/logFixtures';
import { TRANSACTION_LOG_LIMIT, type TransactionLogEntry } from './transactionLog';

const good = logEntry(1, { status: 'confirmed', feeLamports: 5_000 });
const stored = (...entries: unknown[]) => JSON.stringify(entries);
/** The good entry with one field replaced (undefined removes it). */
const withField = (name: string, value: unknown) => ({ ...good, [name]: value });

describe('parseTransactionLog', () => {
  it('keeps valid entries as they were stored', () => {
    const failed = logEntry(2, { status: 'failed', reason: 'Insufficient funds' });
    const notRetryable: TransactionLogEntry = { ...logEntry(3), retryable: false };
    delete notRetryable.request;
    expect(parseTransactionLog(stored(good, failed, notRetryable))).toEqual([
      notRetryable,
      failed,
      good,
    ]);
  });

  it.each([
    ['nothing stored', null],
    ['a garbage string', 'not json {'],
    ['an empty string', ''],
    ['a JSON object', JSON.stringify({ entries: [good] })],
    ['a JSON number', '42'],
    ['JSON null', 'null'],
  ])('gives an empty log for %s', (_name, raw) => {
    expect(parseTransactionLog(raw)).toEqual([]);
  });

  it.each<[string, unknown]>([
    ['a number', 7],
    ['null', null],
    ['an array', [good]],
    ['a numeric id', withField('id', 1)],
    ['an empty label', withField('label', '')],
    ['an unknown status', withField('status', 'dropped')],
    ['a string time', withField('submittedAt', '1000')],
    ['a negative time', withField('submittedAt', -1)],
    ['a wallet that is not base58', withField('wallet', 'not-a-wallet-0OIl'.padEnd(40, '0'))],
    ['a signature of the wrong type', withField('signature', 42)],
    ['a signature with a character outside base58', withField('signature', '0'.repeat(88))],
    ['a fractional fee', withField('feeLamports', 0.5)],
    ['a fee as text', withField('feeLamports', '5000')],
    ['a null reason', withField('reason', null)],
    ['a block height as text', withField('lastValidBlockHeight', '150')],
    ['retryable as text', withField('retryable', 'true')],
    ['retryable without a request', withField('request', undefined)],
    ['a request that is not retryable', withField('retryable', false)],
    ['a request without instructions', withField('request', { lookupTableAddresses: [] })],
    [
      'bad base64 data',
      withField('request', {
        ...good.request,
        instructions: [{ ...good.request?.instructions[0], data: 'AQ!D' }],
      }),
    ],
    [
      'base64 of the wrong length',
      withField('request', {
        ...good.request,
        instructions: [{ ...good.request?.instructions[0], data: 'AQI' }],
      }),
    ],
    [
      'an account flag of the wrong type',
      withField('request', {
        ...good.request,
        instructions: [
          {
            ...good.request?.instructions[0],
            keys: [{ pubkey: testAddress(1), isSigner: 'yes', isWritable: true }],
          },
        ],
      }),
    ],
    [
      'a bad program id',
      withField('request', {
        ...good.request,
        instructions: [{ ...good.request?.instructions[0], programId: 'short' }],
      }),
    ],
    ['a bad lookup table', withField('request', { ...good.request, lookupTableAddresses: [1] })],
    ['a zero unit limit', withField('request', { ...good.request, computeUnitLimit: 0 })],
  ])('drops an entry with %s and keeps the rest', (_name, corrupt) => {
    const other = logEntry(2);
    expect(parseTransactionLog(stored(corrupt, other))).toEqual([other]);
  });

  it('drops fields it does not know', () => {
    expect(parseTransactionLog(stored({ ...good, secretKey: [1, 2, 3] }))).toEqual([good]);
  });

  it(`keeps the newest ${TRANSACTION_LOG_LIMIT}, newest first, one per id`, () => {
    const entries = Array.from({ length: 30 }, (_, n) => logEntry(n));
    const newerCopy = logEntry(3, { submittedAt: 99_000, status: 'confirmed' });
    const parsed = parseTransactionLog(stored(...entries, newerCopy));
    expect(parsed).toHaveLength(TRANSACTION_LOG_LIMIT);
    expect(parsed[0]).toEqual(newerCopy);
    expect(parsed.filter((entry) => entry.id === 'entry-3')).toHaveLength(1);
    expect(parsed.slice(1).map((entry) => entry.id)).toEqual(
      Array.from({ length: TRANSACTION_LOG_LIMIT - 1 }, (_, i) => `entry-${29 - i}`),
    );
  });
});
