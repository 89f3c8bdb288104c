import { ApiNetworkError } from '@keel/api-client';

/** The title of a failed simulation. */
export const SIMULATION_FAILED = 'Failed to run the simulation';

/**
 * A failed backtest as the page tells it: the API's own message when it refused the inputs
 * (a 4xx with `{ error }`), else the error's text.
 */
export function simulationFailure(error: Error): Error & { description: string } {
  let description = error.message;
  if (error instanceof ApiNetworkError && error.body && (error.status ?? 0) < 500) {
    try {
      const body: unknown = JSON.parse(error.body);
      if (body && typeof body === 'object' && 'error' in body && typeof body.error === 'string') {
        description = body.error;
      }
    } catch {
      // Not JSON: the status text stays.
    }
  }
  return Object.assign(new Error(error.message, { cause: error }), { description });
}
