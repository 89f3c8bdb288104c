import { useToast } from '@keel/ui-kit';
import type {
  RunOptions,
  TokenMovement,
  TransactionRequest,
  TransactionResult,
} from '@keel/wallet-connect';
import { useCallback, useMemo } from 'react';
import { useAppServices } from '../app/AppServicesContext';
import { useBrand } from '../brand/BrandContext';
import { useTransactionSettingsStore } from '../settings/TransactionSettingsContext';
import { useWalletState } from '../wallet/WalletStoreContext';
import { explorerName } from './explorerName';
import { useTransactionLogStore } from './log/TransactionLogContext';

export interface SendOptions {
  /** Title of the run's toast; defaults to the single label or 'N transactions'. */
  description?: string;
  /** Leads the error toast's message, e.g. 'Deposit failed' (O§8). */
  failureTitle?: string;
  signal?: AbortSignal;
  /**
   * The transaction-log entry this run re-sends (the log's Retry): its first transaction is
   * recorded over that entry instead of as a new one.
   */
  logEntryId?: string;
  /** Asks the user about a preview the simulation disagrees with, before the wallet opens. */
  reviewDisagreement?: RunOptions['reviewDisagreement'];
  /** The simulated token movements in words, shown with the check before the wallet opens. */
  describeMovements?: (movements: readonly TokenMovement[]) => Promise<readonly string[]>;
}

export interface SendTransactions {
  /** False until a wallet that can sign is connected. */
  ready: boolean;
  /**
   * Runs the requests through the one pipeline with the user's settings; the toast follows the
   * run and the transaction log records it. Resolves with the results, or null when the run
   * failed or was cancelled.
   */
  send(
    requests: readonly TransactionRequest[],
    options?: SendOptions,
  ): Promise<TransactionResult[] | null>;
}

let runCounter = 0;

/** Sends transactions signed by the connected wallet (ARCHITECTURE practice 5). */
export function useSendTransactions(): SendTransactions {
  const services = useAppServices();
  const settings = useTransactionSettingsStore();
  const toaster = useToast();
  const log = useTransactionLogStore();
  const explorer = explorerName(useBrand().links.explorer);
  const session = useWalletState((state) => state.session);
  const controls = useWalletState((state) => state.controls);
  const ready = Boolean(session?.canSign) && controls !== null;

  const send = useCallback<SendTransactions['send']>(
    async (requests, options = {}) => {
      const signer = controls?.signer();
      if (!session || !signer) {
        toaster.show({ type: 'error', message: 'Connect a wallet to continue' });
        return null;
      }
      const [connections, { transactionRuntime: lib }] = await Promise.all([
        services.connections(),
        import('./transactionRuntime'),
      ]);
      const reporting = services.errorReporting;
      const pipeline = lib.createTransactionPipeline({
        connections: { send: connections.send, extraSend: connections.extraSend },
        wallet: () => controls?.signer() ?? signer,
        settings: () => {
          const state = settings.getState();
          return {
            priorityFeeType: state.priorityFeeType,
            priorityFee: state.priorityFee,
            isVersionedTxEnabled: state.isVersionedTxEnabled,
          };
        },
        reportError: (error) => reporting.report(error),
      });
      runCounter += 1;
      const record = lib.createRunRecorder({
        log: log.getState,
        wallet: session.address,
        requests,
        feeRpc: connections.read,
        ...(options.logEntryId !== undefined ? { replaces: options.logEntryId } : {}),
      });
      return lib.runTransactions({
        pipeline,
        toaster,
        reporting,
        requests,
        notificationId: `transactions-${runCounter}`,
        walletPublicKey: session.address,
        ...(options.description !== undefined ? { description: options.description } : {}),
        ...(options.failureTitle !== undefined ? { failureTitle: options.failureTitle } : {}),
        ...(explorer !== undefined ? { explorerName: explorer } : {}),
        ...(options.signal ? { signal: options.signal } : {}),
        ...(options.reviewDisagreement ? { reviewDisagreement: options.reviewDisagreement } : {}),
        ...(options.describeMovements ? { describeMovements: options.describeMovements } : {}),
        onEvent: record,
      });
    },
    [controls, session, services, settings, toaster, log, explorer],
  );

  return useMemo(() => ({ ready, send }), [ready, send]);
}
