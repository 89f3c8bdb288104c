import { chainKeys } from '@keel/chain-readers';
import { useToast } from '@keel/ui-kit';
import { errorMessageOf } from '@keel/wallet-connect';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useAppServices } from '../../app/AppServicesContext';
import type { TransactionLogEntry } from '../../transactions/log/transactionLog';
import { useSendTransactions } from '../../transactions/useSendTransactions';

export const RETRY_UNAVAILABLE = 'This transaction can no longer be retried';

/**
 * Retry of an expired entry: its stored request, rebuilt byte for byte, goes through `send`
 * again (a fresh blockhash) and is recorded over the entry. The wallet's data is refreshed after.
 */
export function useRetryTransaction() {
  const { send } = useSendTransactions();
  const services = useAppServices();
  const queryClient = useQueryClient();
  const toaster = useToast();
  const [retrying, setRetrying] = useState<ReadonlySet<string>>(new Set());

  const mark = useCallback((id: string, busy: boolean) => {
    setRetrying((current) => {
      const next = new Set(current);
      if (busy) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);

  const retry = useCallback(
    async (entry: TransactionLogEntry) => {
      const stored = entry.request;
      if (stored === undefined) return;
      mark(entry.id, true);
      try {
        const { transactionRuntime } = await import('../../transactions/transactionRuntime');
        let request: ReturnType<typeof transactionRuntime.restoreRequest>;
        try {
          request = transactionRuntime.restoreRequest(stored, entry.label);
        } catch {
          // Stored keys passed the shape check but are not valid keys: nothing to send.
          toaster.show({ type: 'error', message: RETRY_UNAVAILABLE });
          return;
        }
        // `send` never rejects: its toast tells the outcome and the log records it.
        await send([request], { logEntryId: entry.id });
        const { read } = await services.connections();
        await queryClient.invalidateQueries({
          queryKey: chainKeys.wallet(read.rpcEndpoint, entry.wallet),
        });
      } catch (error) {
        // The transaction code could not load, or the refresh failed after the run.
        toaster.show({ type: 'error', message: errorMessageOf(error) });
      } finally {
        mark(entry.id, false);
      }
    },
    [send, services, queryClient, toaster, mark],
  );

  return { retry, retrying };
}
