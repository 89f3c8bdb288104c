import type { ErrorReporterConfig, ErrorReporterFactory } from '@keel/wallet-connect';
import { lazyVendorReporter, type VendorClient } from './lazyVendorReporter';

/**
 * Starts the Sentry browser SDK with the spec's sampling (1 % of traces, a replay for 30 % of
 * sessions with an error, none otherwise). The SDK is its own chunk, fetched only when a DSN is
 * configured.
 */
export async function startSentry(config: ErrorReporterConfig): Promise<VendorClient> {
  const Sentry = await import('@sentry/browser');
  Sentry.init({
    dsn: config.dsn,
    tracesSampleRate: config.tracesSampleRate,
    replaysSessionSampleRate: 0,
    replaysOnErrorSampleRate: config.replaysOnErrorSampleRate,
    integrations: [Sentry.browserTracingIntegration(), Sentry.replayIntegration()],
  });
  return {
    captureException(error, context) {
      Sentry.captureException(error, {
        ...(context?.tags ? { tags: { ...context.tags } } : {}),
        ...(context?.extra ? { extra: { ...context.extra } } : {}),
      });
    },
  };
}

/** The app's error-monitoring vendor: Sentry, loaded lazily. */
export const sentryReporterFactory: ErrorReporterFactory = (config) =>
  lazyVendorReporter(() => startSentry(config));
