import type { ObligationTransaction } from '@keel/api-client';
import { formatUsd, shortenAddress } from '@keel/core-math';
import { NoValue, Table } from '@keel/ui-kit';
import { formatUnixSecondsUtc } from '../../../../common/formatTime';
import { LoadError } from '../../../../common/LoadError';
import { useFailureToast } from '../../../../common/useFailureToast';
import { formatLendingAmount } from '../formatLendingAmount';
import { LENDING_TOASTS } from '../lendingToasts';
import { transactionTypeLabel, visibleTransactions } from './transactionRows';

const TRANSACTIONS_PAGE_SIZE = 25;

export interface TransactionsQuery {
  data: readonly ObligationTransaction[] | undefined;
  error: Error | null;
  isPending: boolean;
  refetch: () => unknown;
}

/** An obligation's transactions from the API; a failure is a toast and an inline retry. */
export function TransactionsSection({
  obligation,
  transactions,
}: {
  obligation: string;
  transactions: TransactionsQuery;
}) {
  useFailureToast(
    transactions.error,
    LENDING_TOASTS.transactionsHistory,
    `transactions-history-${obligation}`,
  );
  return (
    <section aria-label="Transactions">
      <h2 className="keel-section-title">Transactions</h2>
      {transactions.error ? (
        <LoadError
          title={LENDING_TOASTS.transactionsHistory}
          error={transactions.error}
          onRetry={() => void transactions.refetch()}
        />
      ) : (
        <Table
          label="Transactions"
          rows={transactions.data ? visibleTransactions(transactions.data) : []}
          loading={transactions.isPending}
          getRowKey={(t, i) => `${t.transactionSignature}-${i}`}
          emptyState="No transactions"
          // A busy obligation has thousands of rows: pages keep the screen short.
          pageSize={TRANSACTIONS_PAGE_SIZE}
          defaultSort={{ columnId: 'time', direction: 'desc' }}
          columns={[
            {
              id: 'time',
              header: 'Time',
              cell: (t) => formatUnixSecondsUtc(t.timestamp / 1000),
              sortValue: (t) => t.timestamp,
              firstSortDirection: 'desc',
            },
            { id: 'type', header: 'Type', cell: transactionTypeLabel },
            {
              id: 'token',
              header: 'Token',
              cell: (t) => t.liquidityToken || <NoValue reason="No token in this transaction" />,
            },
            {
              id: 'amount',
              header: 'Amount',
              // Withdrawals and repayments come negative; the type already says which way.
              cell: (t) =>
                formatLendingAmount(t.liquidityTokenAmount.abs(), t.liquidityToken, {
                  showSymbol: false,
                }),
              align: 'end',
            },
            {
              id: 'usd',
              header: 'Value',
              cell: (t) => formatUsd(t.liquidityUsdValue),
              align: 'end',
            },
            {
              id: 'signature',
              header: 'Signature',
              cell: (t) => shortenAddress(t.transactionSignature),
            },
          ]}
        />
      )}
    </section>
  );
}
