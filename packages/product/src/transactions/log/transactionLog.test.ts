// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { logEntry } from './testing/logFixtures';
import { settle, TRANSACTION_LOG_LIMIT, withChangedEntry, withEntry } from './transactionLog';

describe('transaction log', () => {
  it(`adds newest first and keeps at most ${TRANSACTION_LOG_LIMIT}`, () => {
    let entries = withEntry([], logEntry(0));
    for (let n = 1; n < 25; n += 1) entries = withEntry(entries, logEntry(n));
    expect(entries).toHaveLength(TRANSACTION_LOG_LIMIT);
    expect(entries[0]?.id).toBe('entry-24');
    expect(entries.at(-1)?.id).toBe('entry-5');
  });

  it('replaces an entry with the same id (a Retry) and moves it by its new time', () => {
    const entries = withEntry(withEntry([], logEntry(1)), logEntry(2));
    const retried = logEntry(1, { submittedAt: 10_000, signature: 'new' });
    expect(withEntry(entries, retried)).toEqual([retried, logEntry(2)]);
  });

  it('changes one entry, and leaves the list as it is for an unknown id', () => {
    const entries = [logEntry(2), logEntry(1)];
    const changed = withChangedEntry(entries, 'entry-1', (entry) => settle(entry, 'confirmed'));
    expect(changed.map((entry) => entry.status)).toEqual(['pending', 'confirmed']);
    expect(withChangedEntry(entries, 'gone', (entry) => entry)).toBe(entries);
  });

  it('settles with a reason only when given one', () => {
    const failed = settle(logEntry(1), 'failed', 'Slippage exceeded');
    expect(failed).toMatchObject({ status: 'failed', reason: 'Slippage exceeded' });
    expect(settle(failed, 'confirmed')).not.toHaveProperty('reason');
  });
});
