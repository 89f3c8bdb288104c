import { useToast } from '@keel/ui-kit';
import { useEffect } from 'react';
import { useAppServices } from '../../../app/AppServicesContext';

/** True in a development build (Vite's import.meta.env.DEV); false elsewhere. */
export function isDevelopmentBuild(): boolean {
  return (import.meta as { env?: { DEV?: boolean } }).env?.DEV === true;
}

export interface MarketsNotLoadedOptions {
  development?: boolean;
  /** Where production reports go; the app's error reporting by default. */
  report?: (error: Error) => void;
}

/**
 * D§8: markets that did not load show 'Technical error' / 'Markets are not loaded' as a toast in
 * development and are reported silently in production.
 */
export function useMarketsNotLoaded(error: Error | null, options: MarketsNotLoadedOptions = {}) {
  const toaster = useToast();
  const { errorReporting } = useAppServices();
  const development = options.development ?? isDevelopmentBuild();
  const report = options.report;
  useEffect(() => {
    if (!error) return;
    if (development) {
      toaster.error('Technical error', {
        key: 'markets-not-loaded',
        description: 'Markets are not loaded',
      });
      return;
    }
    if (report) report(error);
    else errorReporting.report(error);
  }, [error, development, report, errorReporting, toaster]);
}
