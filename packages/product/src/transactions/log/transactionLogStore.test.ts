// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { safeStorage } from '../../storage/safeStorage';
import { memoryStorage } from '../../testing/renderApp';
import { parseTransactionLog } from './parseTransactionLog';
import { logEntry, testAddress } from './testing/logFixtures';
import { settle } from './transactionLog';
import { createTransactionLogStore } from './transactionLogStore';

const KEY = 'acme.transactionLog';

describe('transaction log store', () => {
  it('restores the valid stored entries and writes every change back', () => {
    const storage = memoryStorage({ [KEY]: JSON.stringify([logEntry(1), { id: 'corrupt' }]) });
    const log = createTransactionLogStore(storage, KEY);
    expect(log.getState().entries).toEqual([logEntry(1)]);

    log.getState().record(logEntry(2));
    log.getState().change('entry-1', (entry) => settle(entry, 'confirmed'));
    expect(parseTransactionLog(storage.getItem(KEY))).toEqual([
      logEntry(2),
      { ...logEntry(1), status: 'confirmed' },
    ]);
  });

  it("clears one wallet's entries only", () => {
    const storage = memoryStorage();
    const log = createTransactionLogStore(storage, KEY);
    const other = logEntry(2, { wallet: testAddress(9) });
    log.getState().record(logEntry(1));
    log.getState().record(other);
    log.getState().clear(logEntry(1).wallet);
    expect(log.getState().entries).toEqual([other]);
    expect(parseTransactionLog(storage.getItem(KEY))).toEqual([other]);
  });

  it('keeps working in memory when the browser storage throws', () => {
    const throwing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {},
    };
    const log = createTransactionLogStore(safeStorage(throwing), KEY);
    log.getState().record(logEntry(1));
    expect(log.getState().entries).toEqual([logEntry(1)]);
  });
});
