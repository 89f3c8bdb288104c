// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import {
  createErrorReporting,
  type ErrorReporter,
  errorMessageOf,
  noopErrorReporter,
} from './errorReporting';

function reporter() {
  const captureException = vi.fn<ErrorReporter['captureException']>();
  return { captureException } satisfies ErrorReporter;
}

describe('createErrorReporting', () => {
  it('reports real errors with their context', () => {
    const sink = reporter();
    const reporting = createErrorReporting({ reporter: sink });
    const error = new Error('boom');
    expect(reporting.report(error, { tags: { area: 'wallet' } })).toBe(true);
    expect(sink.captureException).toHaveBeenCalledWith(error, { tags: { area: 'wallet' } });
  });

  it.each([
    new Error('User rejected the request.'),
    new Error('transaction cancelled'),
    { message: 'Intercepted Network Error' },
  ])('does not report the benign %s', (error) => {
    const sink = reporter();
    expect(createErrorReporting({ reporter: sink }).report(error)).toBe(false);
    expect(sink.captureException).not.toHaveBeenCalled();
  });

  it('survives a reporter that throws', () => {
    const reporting = createErrorReporting({
      reporter: {
        captureException: () => {
          throw new Error('vendor down');
        },
      },
    });
    expect(() => reporting.report(new Error('boom'))).not.toThrow();
  });

  it('reports an error toast only when it carries a wallet key, with the tx id', () => {
    const sink = reporter();
    const reporting = createErrorReporting({ reporter: sink });
    expect(reporting.reportErrorToast({ message: 'Deposit failed' })).toBe(false);
    expect(
      reporting.reportErrorToast({
        message: 'Deposit failed',
        walletPublicKey: 'W',
        errorTxId: 'T',
      }),
    ).toBe(true);
    const [error, context] = sink.captureException.mock.calls[0] ?? [];
    expect((error as Error).message).toBe('Deposit failed');
    expect(context).toEqual({
      tags: { wallet: 'W', txId: 'T' },
      extra: { toastMessage: 'Deposit failed' },
    });
  });

  it('suppresses only the configured messages', () => {
    const none = createErrorReporting();
    expect(none.isSuppressed('Anything')).toBe(false);
    const reporting = createErrorReporting({ suppressedMessages: ['Blockhash not found', ''] });
    expect(reporting.isSuppressed('Error: Blockhash not found (retry)')).toBe(true);
    expect(reporting.isSuppressed('blockhash not found')).toBe(false);
    expect(reporting.isSuppressed(undefined)).toBe(false);
  });

  it('the default reporter does nothing', () => {
    expect(() => noopErrorReporter.captureException(new Error('x'))).not.toThrow();
  });
});

describe('errorMessageOf', () => {
  it('extracts nested messages and falls back', () => {
    expect(errorMessageOf({ err: { error: { msg: 'deep' } } })).toBe('deep');
    expect(errorMessageOf(42)).toBe('Unknown error');
  });
});
