import { describe, expect, it, vi } from 'vitest';
import { lazyVendorReporter, PENDING_REPORTS_LIMIT, type VendorClient } from './lazyVendorReporter';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('lazyVendorReporter', () => {
  it('queues reports until the SDK loads, then sends them in order, then sends directly', async () => {
    const load = deferred<VendorClient>();
    const reporter = lazyVendorReporter(() => load.promise);
    const first = new Error('first');
    reporter.captureException(first, { tags: { wallet: 'W' } });
    reporter.captureException('second');
    const client = { captureException: vi.fn() };
    load.resolve(client);
    await load.promise;
    await Promise.resolve();
    expect(client.captureException.mock.calls).toEqual([
      [first, { tags: { wallet: 'W' } }],
      ['second', undefined],
    ]);
    reporter.captureException('third');
    expect(client.captureException).toHaveBeenLastCalledWith('third', undefined);
  });

  it('keeps only the latest reports while loading', async () => {
    const load = deferred<VendorClient>();
    const reporter = lazyVendorReporter(() => load.promise);
    for (let i = 0; i < PENDING_REPORTS_LIMIT + 5; i += 1) reporter.captureException(i);
    const client = { captureException: vi.fn() };
    load.resolve(client);
    await load.promise;
    await Promise.resolve();
    expect(client.captureException).toHaveBeenCalledTimes(PENDING_REPORTS_LIMIT);
    expect(client.captureException.mock.calls[0]?.[0]).toBe(5);
  });

  it('drops reports when the SDK cannot load, without throwing', async () => {
    const load = deferred<VendorClient>();
    const reporter = lazyVendorReporter(() => load.promise);
    reporter.captureException('before');
    load.reject(new Error('offline'));
    await load.promise.catch(() => {});
    await Promise.resolve();
    expect(() => reporter.captureException('after')).not.toThrow();
  });
});
