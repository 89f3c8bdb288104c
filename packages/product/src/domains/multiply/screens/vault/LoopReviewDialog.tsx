import {
  amountToLamports,
  formatPercent,
  formatTokenAmount,
  formatUsd,
  type LoopReview,
  lamportsToAmount,
} from '@keel/core-math';
import { Button, Modal, NoValue, type PreviewRow, PreviewRows } from '@keel/ui-kit';
import { feeRows } from '../../../../actions/feeRows';
import { useSettings } from '../../../../settings/TransactionSettingsContext';
import type { ReserveView } from '../../../lending/data/reserveView';
import { useSwapQuote } from '../../../swap/data/useSwapQuote';

/** What the review needs of each reserve of the pair. */
export type ReviewToken = Pick<ReserveView, 'symbol' | 'mint' | 'decimals'>;

/** A loop waiting for the user's word: what it does, and what confirming it runs. */
export interface PendingLoop {
  /** The dialog's title: 'Close SOL/USDC', 'Adjust SOL/USDC to 2.0x'. */
  title: string;
  /** The position before → after the loop: the rows of the form that asked for it. */
  changes: readonly PreviewRow[];
  review: LoopReview;
  confirm: () => void;
}

/**
 * The review before a loop on a leveraged position is signed: the position before → after (the
 * form's rows, with the direction of risk), what reaches the wallet, the debt repaid, the swap that closes the loop with its route and price impact (the quote the loop will
 * ask for), and the fees. Confirm runs the loop; Cancel, Escape or the close button send nothing.
 */
export function LoopReviewDialog({
  row,
  pending,
  slippageBps,
  onClose,
}: {
  row: { collateral: ReviewToken; debt: ReviewToken };
  pending: PendingLoop | null;
  slippageBps: number;
  onClose: () => void;
}) {
  return (
    <Modal
      open={pending !== null}
      onClose={onClose}
      title={pending ? `Review: ${pending.title}` : 'Review'}
      size="sm"
      footer={
        pending ? (
          <div className="keel-loop-review__actions">
            <Button variant="secondary" onClick={onClose}>
              Cancel
            </Button>
            <Button
              onClick={() => {
                onClose();
                pending.confirm();
              }}
            >
              Confirm
            </Button>
          </div>
        ) : null
      }
    >
      {pending ? (
        <div className="keel-loop-review__figures">
          <PreviewRows label="Position change" rows={pending.changes} />
          <ReviewRows row={row} review={pending.review} slippageBps={slippageBps} />
        </div>
      ) : null}
    </Modal>
  );
}

function ReviewRows({
  row,
  review,
  slippageBps,
}: {
  row: { collateral: ReviewToken; debt: ReviewToken };
  review: LoopReview;
  slippageBps: number;
}) {
  const { collateral, debt } = row;
  const [sold, bought] =
    review.swap.sells === 'collateral' ? [collateral, debt] : [debt, collateral];
  const fee = review.flashLoanFee.token === 'collateral' ? collateral : debt;
  const buyUnits = amountToLamports(review.swap.buys, bought.decimals);
  // The loop's own swap: ExactOut for what it must buy back, at the user's slippage.
  const { query, outdated } = useSwapQuote(
    buyUnits > 0n
      ? {
          inputMint: sold.mint,
          outputMint: bought.mint,
          amount: buyUnits.toString(),
          slippageBps,
          swapMode: 'ExactOut',
        }
      : undefined,
  );
  const quote = query.data && !outdated ? query.data : undefined;
  const pendingText = query.isError ? 'Not available' : '…';
  const priorityFeeType = useSettings((state) => state.priorityFeeType);
  const priorityFee = useSettings((state) => state.priorityFee);
  const rows: PreviewRow[] = [
    {
      label: 'You receive',
      after: review.received.gt(0)
        ? `${formatTokenAmount(review.received, { symbol: collateral.symbol })} (${formatUsd(review.receivedUsd)})`
        : 'Nothing to the wallet',
    },
    { label: 'Debt repaid', after: formatTokenAmount(review.debtRepaid, { symbol: debt.symbol }) },
    {
      label: 'Swap',
      after: quote
        ? `${formatTokenAmount(lamportsToAmount(quote.inAmount, sold.decimals), { symbol: sold.symbol })} → ${formatTokenAmount(lamportsToAmount(quote.outAmount, bought.decimals), { symbol: bought.symbol })}`
        : `${sold.symbol} → ${formatTokenAmount(review.swap.buys, { symbol: bought.symbol })}`,
    },
    {
      label: 'Route',
      after: quote
        ? quote.routePlan.map((step) => step.label || step.ammKey).join(' → ') || (
            <NoValue reason="The quote names no route" />
          )
        : pendingText,
    },
    {
      label: 'Price impact',
      after: quote ? formatPercent(quote.priceImpact, { decimals: 2 }) : pendingText,
    },
    {
      label: 'Flash loan fee',
      after: formatTokenAmount(review.flashLoanFee.amount, { symbol: fee.symbol }),
    },
    ...feeRows({ transactions: 1, priorityFeeType, priorityFee }),
  ];
  return <PreviewRows label="Review figures" rows={rows} />;
}
