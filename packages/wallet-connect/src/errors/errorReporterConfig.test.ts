// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { ERROR_REPORTING_SAMPLING, resolveErrorReporter } from './errorReporterConfig';
import { noopErrorReporter } from './errorReporting';

describe('resolveErrorReporter', () => {
  it('reports nowhere without a DSN or without an SDK adapter', () => {
    const factory = vi.fn(() => ({ captureException: vi.fn() }));
    expect(resolveErrorReporter(undefined, factory)).toBe(noopErrorReporter);
    expect(resolveErrorReporter(' ', factory)).toBe(noopErrorReporter);
    expect(resolveErrorReporter('https://key@errors.example.org/1', undefined)).toBe(
      noopErrorReporter,
    );
    expect(factory).not.toHaveBeenCalled();
  });

  it('starts the vendor with the DSN, 1 % of traces and replay on 30 % of erroring sessions', () => {
    const reporter = { captureException: vi.fn() };
    const factory = vi.fn(() => reporter);
    expect(resolveErrorReporter(' https://key@errors.example.org/1 ', factory)).toBe(reporter);
    expect(factory).toHaveBeenCalledWith({
      dsn: 'https://key@errors.example.org/1',
      tracesSampleRate: 0.01,
      replaysOnErrorSampleRate: 0.3,
    });
    expect(ERROR_REPORTING_SAMPLING).toEqual({
      tracesSampleRate: 0.01,
      replaysOnErrorSampleRate: 0.3,
    });
  });
});
