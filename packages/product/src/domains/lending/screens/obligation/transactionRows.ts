import type { ObligationTransaction } from '@keel/api-client';

/**
 * The rows of the transactions table: the second part of a composite instruction is not a
 * transaction of its own, so only its first part is listed.
 */
export function visibleTransactions(
  transactions: readonly ObligationTransaction[],
): ObligationTransaction[] {
  return transactions.filter((transaction) => transaction.isSecondPartOfCompositeIx !== true);
}

/** The transaction's display name, or its program instruction name when the API sends none. */
export function transactionTypeLabel(transaction: ObligationTransaction): string {
  const display = transaction.transactionDisplayName?.trim();
  return display ? display : transaction.transactionName;
}
