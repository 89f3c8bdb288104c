import { chainKeys } from '@keel/chain-readers';
import { useToast } from '@keel/ui-kit';
import type {
  PreviewDisagreesError,
  TransactionRequest,
  TransactionResult,
} from '@keel/wallet-connect';
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useAppServices } from '../app/AppServicesContext';
import { useSendTransactions } from '../transactions/useSendTransactions';
import { useWalletState } from '../wallet/WalletStoreContext';
import type { ActionDirection } from './actionGate';
import { ACTION_FAILURE_COPY, type ActionFailure } from './failureCopy';
import { useReviewDisagreement } from './SimulationReview';
import { useActionGate } from './useActionGate';
import { useDescribeMovements } from './useDescribeMovements';

export interface SubmitActionInput {
  /** Builds the transactions when the user submits (set-up ones first). */
  requests: () => Promise<readonly TransactionRequest[]> | readonly TransactionRequest[];
  /**
   * Query-key prefixes the action changes beyond the wallet's own data (which is always
   * refreshed: balances, obligations, farm states), e.g. the market's reserves.
   */
  invalidates?: (endpoint: string) => readonly QueryKey[];
  /** Title of the run's toast; defaults to the label of its one transaction. */
  description?: string;
  failure: ActionFailure;
}

export interface SubmitAction {
  /** Why the action cannot be submitted at all (the gate), or undefined. */
  blockedReason: string | undefined;
  submitting: boolean;
  /** Resolves with the results, or null when refused, rejected or failed (toasts say why). */
  submit(input: SubmitActionInput): Promise<TransactionResult[] | null>;
}

/**
 * Submit of every form: one gate before (the same reason the button shows), the one pipeline, and
 * one refresh after — the wallet's data by prefix plus what the action names — whether the run
 * landed or failed part-way (an earlier set-up transaction may have landed).
 */
export function useSubmitAction(direction: ActionDirection): SubmitAction {
  const gate = useActionGate(direction);
  const { send } = useSendTransactions();
  const services = useAppServices();
  const queryClient = useQueryClient();
  const toaster = useToast();
  const reviewDisagreement = useReviewDisagreement();
  const describeMovements = useDescribeMovements();
  const wallet = useWalletState((state) => state.session?.address ?? null);
  const [submitting, setSubmitting] = useState(false);
  const blockedReason = gate.allowed ? undefined : gate.reason;

  const submit = useCallback<SubmitAction['submit']>(
    async (input) => {
      if (blockedReason !== undefined) {
        toaster.show({ type: 'error', message: blockedReason });
        return null;
      }
      setSubmitting(true);
      try {
        let requests: readonly TransactionRequest[];
        try {
          requests = await input.requests();
        } catch (error) {
          const reason = error instanceof Error ? error.message : String(error);
          toaster.show({
            type: 'error',
            message: `${ACTION_FAILURE_COPY[input.failure]}: ${reason}`,
          });
          return null;
        }
        const results = await send(requests, {
          failureTitle: ACTION_FAILURE_COPY[input.failure],
          ...(input.description !== undefined ? { description: input.description } : {}),
          ...(reviewDisagreement
            ? {
                reviewDisagreement: async (disagreement: PreviewDisagreesError) =>
                  reviewDisagreement(
                    disagreement,
                    await describeMovements(disagreement.movements).catch(() => []),
                  ),
              }
            : {}),
          describeMovements,
        });
        const { read } = await services.connections();
        const endpoint = read.rpcEndpoint;
        const keys = [chainKeys.wallet(endpoint, wallet), ...(input.invalidates?.(endpoint) ?? [])];
        await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
        return results;
      } finally {
        setSubmitting(false);
      }
    },
    [
      blockedReason,
      send,
      services,
      queryClient,
      toaster,
      wallet,
      reviewDisagreement,
      describeMovements,
    ],
  );

  return { blockedReason, submitting, submit };
}
