import type { TokenMovement } from '@keel/wallet-connect';
import { useCallback } from 'react';
import { useAppServices } from '../app/AppServicesContext';
import { movementLines, movementMints } from './tokenMovements';

/**
 * The simulated token movements in words, their symbols from the API's token batch; a failed
 * batch names the mints by their shortened address.
 */
export function useDescribeMovements() {
  const services = useAppServices();
  return useCallback(
    async (movements: readonly TokenMovement[]): Promise<readonly string[]> => {
      const mints = movementMints(movements);
      const symbols = new Map<string, string>();
      if (mints.length > 0) {
        try {
          const api = await services.apiClient();
          for (const token of await api.tokens.batch(mints))
            symbols.set(token.address, token.symbol);
        } catch {
          // Shortened addresses stand in for the symbols.
        }
      }
      return movementLines(movements, symbols);
    },
    [services],
  );
}
