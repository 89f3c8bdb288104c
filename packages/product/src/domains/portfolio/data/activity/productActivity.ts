import type {
  EarnTransaction,
  ObligationTransaction,
  ShareholderTransaction,
  TokenInfo,
} from '@keel/api-client';
import type { ObligationTag } from '@keel/chain-readers';
import { shortenAddress } from '@keel/core-math';
import {
  transactionTypeLabel,
  visibleTransactions,
} from '../../../lending/screens/obligation/transactionRows';
import { obligationGroup } from '../productGroups';
import type { ActivityEntry } from './activityEntry';

/** 'depositAndInvest' → 'Deposit and invest': an API instruction name as words. */
export function actionLabel(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words ? words[0]?.toUpperCase() + words.slice(1) : name;
}

const symbolOf = (mint: string | undefined, tokens: ReadonlyMap<string, TokenInfo>) =>
  mint ? tokens.get(mint)?.symbol || shortenAddress(mint) : '';

/**
 * An obligation's transactions: the second half of a composite instruction is not listed; the
 * product is the obligation's group; amounts and values are shown unsigned.
 */
export function lendingActivity(
  obligation: { address: string; tag: ObligationTag },
  transactions: readonly ObligationTransaction[],
): ActivityEntry[] {
  const product = obligationGroup(obligation.tag);
  return visibleTransactions(transactions).map((t, i) => ({
    id: `lending:${obligation.address}:${t.transactionSignature}:${i}`,
    timestamp: t.timestamp,
    product,
    action: transactionTypeLabel(t),
    token: t.liquidityToken,
    amount: t.liquidityTokenAmount.abs(),
    usdValue: t.liquidityUsdValue.abs(),
    feeSol: null,
    signature: t.transactionSignature,
    position: obligation.address,
  }));
}

/**
 * A shareholder's strategy deposits and withdrawals: the token is the strategy's pair (its share
 * token), the amount the shares issued or burned, the value the transaction's USD value.
 */
export function strategyActivity(
  transactions: readonly ShareholderTransaction[],
  tokens: ReadonlyMap<string, TokenInfo>,
): ActivityEntry[] {
  return transactions.map((t, i) => ({
    id: `liquidity:${t.strategy}:${t.transactionSignature}:${i}`,
    timestamp: t.timestamp,
    product: 'Liquidity',
    action: actionLabel(t.transactionName),
    token:
      t.tokenAMint && t.tokenBMint
        ? `${symbolOf(t.tokenAMint, tokens)}-${symbolOf(t.tokenBMint, tokens)}`
        : '',
    amount: t.numberOfShares?.abs() ?? null,
    usdValue: t.usdValue?.abs() ?? null,
    feeSol: null,
    signature: t.transactionSignature,
    position: t.strategy,
  }));
}

/** The wallet's earn vault deposits and withdrawals (the API does not say which vault). */
export function earnActivity(
  transactions: readonly EarnTransaction[],
  tokens: ReadonlyMap<string, TokenInfo>,
): ActivityEntry[] {
  return transactions.map((t, i) => ({
    id: `earn:${t.transaction}:${i}`,
    timestamp: t.createdOn,
    product: 'Earn',
    action: actionLabel(t.instruction),
    token: symbolOf(t.tokenMint, tokens),
    amount: t.tokenAmount.abs(),
    usdValue: t.usdValue.abs(),
    feeSol: null,
    signature: t.transaction,
    position: null,
  }));
}
