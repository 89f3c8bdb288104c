import { type ErrorReporter, noopErrorReporter } from './errorReporting';

/**
 * Sampling of the error-monitoring vendor (O§9): 1 % of traces, and a session replay for 30 % of
 * sessions that hit an error. Plain numbers because vendor SDKs take them so; they are shares,
 * not amounts.
 */
export const ERROR_REPORTING_SAMPLING = {
  tracesSampleRate: 0.01,
  replaysOnErrorSampleRate: 0.3,
} as const;

/** What a vendor SDK adapter is started with. */
export interface ErrorReporterConfig {
  dsn: string;
  tracesSampleRate: number;
  replaysOnErrorSampleRate: number;
}

/** Starts a vendor SDK and wraps it as an ErrorReporter; an app that bundles one supplies it. */
export type ErrorReporterFactory = (config: ErrorReporterConfig) => ErrorReporter;

/**
 * The reporter to use: the vendor's when a DSN is configured and an SDK adapter is supplied,
 * started with the spec's sampling; otherwise `noopErrorReporter`.
 */
export function resolveErrorReporter(
  dsn: string | undefined,
  factory: ErrorReporterFactory | undefined,
): ErrorReporter {
  const configured = dsn?.trim();
  if (!configured || factory === undefined) return noopErrorReporter;
  return factory({ dsn: configured, ...ERROR_REPORTING_SAMPLING });
}
