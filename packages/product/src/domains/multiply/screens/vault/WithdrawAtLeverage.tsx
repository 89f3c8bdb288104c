import {
  formatTokenAmount,
  formatUsd,
  inputDecimalsFor,
  type LoopReviewChange,
  MathDecimal,
  netCollateral,
  truncateToDecimals,
  withdrawAtCurrentLeverage,
} from '@keel/core-math';
import { AmountInput, type PreviewRow, PreviewRows } from '@keel/ui-kit';
import { useState } from 'react';
import { ActionSubmitButton } from '../../../../actions/ActionSubmitButton';
import { amountProblem, parseAmount } from '../../../../actions/amountProblem';
import type { PairRow } from '../../data/pairRow';
import {
  type PositionSnapshot,
  positionSnapshot,
  type SnapshotPair,
} from '../../data/vault/positionSnapshot';
import type { useLoopSubmit } from './useLoopSubmit';
import { type PositionRowsContext, positionRows } from './vaultRows';

/** Withdrawing this share of the net value or more is a close: the rest would be dust. */
const CLOSE_INSTEAD_SHARE = 0.99;

/**
 * Take part of the position out in the collateral token, keeping its leverage: collateral and
 * debt shrink in proportion, the debt repaid with collateral swapped out in the same loop. The
 * preview shows the position before → after.
 */
export function WithdrawAtLeverage({
  row,
  pair,
  current,
  context,
  loop,
  onReview,
}: {
  row: PairRow;
  pair: SnapshotPair;
  /** The position today. */
  current: PositionSnapshot;
  context: PositionRowsContext;
  loop: ReturnType<typeof useLoopSubmit>;
  /** Opens the review of the withdrawal with its before → after; its Confirm calls `run`. */
  onReview: (
    title: string,
    change: LoopReviewChange,
    changes: readonly PreviewRow[],
    run: () => Promise<unknown>,
  ) => void;
}) {
  const [amount, setAmount] = useState('');
  const { collateral, debt } = row;
  const { deposited, borrowed } = current;
  const priceCollToDebt = collateral.price.div(debt.price);
  const position = { deposited, borrowed, priceCollToDebt };
  const net = netCollateral(position);
  const typed = parseAmount(amount) ?? new MathDecimal(0);
  const decimals = inputDecimalsFor(collateral);
  const withdrawable = net.times(CLOSE_INSTEAD_SHARE);
  const after = withdrawAtCurrentLeverage({
    ...position,
    withdrawAmount: typed,
    withdrawToken: 'collateral',
  });
  const problem =
    amountProblem(amount, [
      {
        max: withdrawable,
        reason: 'Close the position to withdraw everything',
      },
    ]) ?? (borrowed.isZero() ? 'Nothing to repay' : undefined);
  const pairName = `${collateral.symbol}/${debt.symbol}`;
  const rows = positionRows(
    current,
    positionSnapshot(pair, { deposited: after.totalDeposited, borrowed: after.totalBorrowed }),
    context,
  );
  const submit = () => {
    if (problem !== undefined) return;
    const repayDebt = after.debtChange.neg();
    const label = `Withdraw ${formatTokenAmount(typed, { symbol: collateral.symbol })} from ${pairName}`;
    onReview(label, { kind: 'decrease', repayDebt, withdraw: typed }, rows, async () => {
      const results = await loop.run(
        { kind: 'decrease', repayDebt, ownCollateral: typed },
        label,
        'withdraw',
        {
          pair,
          before: current,
          after: { deposited: after.totalDeposited, borrowed: after.totalBorrowed },
        },
      );
      if (results !== null) setAmount('');
    });
  };
  return (
    <>
      <AmountInput
        label="Withdraw amount"
        value={amount}
        onChange={setAmount}
        decimals={decimals}
        symbol={collateral.symbol}
        balance={{
          text: `Available: ${formatTokenAmount(withdrawable, { symbol: collateral.symbol })}`,
          max: truncateToDecimals(MathDecimal.max(withdrawable, 0), decimals).toFixed(),
        }}
        onMax={setAmount}
        onHalf={setAmount}
        usdValue={`≈ ${formatUsd(typed.times(collateral.price))}`}
      />
      <PreviewRows label="Withdraw preview" rows={rows} />
      <ActionSubmitButton
        label="Withdraw"
        reason={loop.blockedReason.decrease ?? problem}
        submitting={loop.submitting}
        onSubmit={submit}
      />
    </>
  );
}
