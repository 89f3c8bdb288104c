import { LOAD_ERROR_MESSAGES } from '@keel/api-client';
import { useMemo } from 'react';
import { useFailureToast } from '../../../common/useFailureToast';
import type { ListView } from '../data/strategyFilters';
import type { StrategyRowsResult } from '../data/useStrategyRows';

/** The error with its message as the toast's description ('Invalid dex number', …). */
function described(error: Error | null): Error | null {
  if (!error) return null;
  if ('description' in error) return error;
  return Object.assign(new Error(error.message), { description: error.message });
}

/**
 * D§8 toasts: 'Failed to load strategies' when the list, its figures or the strategy accounts
 * fail; 'Failed to load DIY Vaults' when the accounts fail while Creator Vaults are shown;
 * 'Failed to fetch farm data' when the strategies' farms fail.
 */
export function useStrategyToasts(result: StrategyRowsResult, view: ListView) {
  const { listError, figuresError, accountsError, farmsError } = result;
  const strategiesError = useMemo(
    () => described(listError ?? figuresError ?? (view === 'all' ? accountsError : null)),
    [listError, figuresError, accountsError, view],
  );
  const diyError = useMemo(
    () => described(view === 'creator' ? accountsError : null),
    [accountsError, view],
  );
  useFailureToast(strategiesError, LOAD_ERROR_MESSAGES.strategies, 'strategies');
  useFailureToast(diyError, LOAD_ERROR_MESSAGES.diyVaults, 'diy-vaults');
  // Without the farms the rows stay, less the farms' reward tokens.
  useFailureToast(farmsError, LOAD_ERROR_MESSAGES.farmData, 'farm-data');
}
