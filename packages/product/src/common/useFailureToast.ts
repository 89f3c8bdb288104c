import { useToast } from '@keel/ui-kit';
import { useEffect } from 'react';

/**
 * Shows a failure once as a toast (keyed, so repeated renders or several tables with the same
 * failure replace one toast rather than stacking). An error's `description` becomes the toast's.
 */
export function useFailureToast(error: Error | null, message: string, key: string) {
  const toaster = useToast();
  useEffect(() => {
    if (!error) return;
    const description =
      'description' in error && typeof error.description === 'string'
        ? error.description
        : undefined;
    toaster.error(message, { key, ...(description ? { description } : {}) });
  }, [error, message, key, toaster]);
}
