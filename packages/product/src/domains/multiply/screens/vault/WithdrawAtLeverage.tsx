import {
  formatLeverage,
  formatTokenAmount,
  formatUsd,
  inputDecimalsFor,
  type LoopReviewChange,
  MathDecimal,
  netCollateral,
  truncateToDecimals,
  withdrawAtCurrentLeverage,
} from '@keel/core-math';
import { AmountInput, PreviewRows } from '@keel/ui-kit';
import type Decimal from 'decimal.js';
import { useState } from 'react';
import { ActionSubmitButton } from '../../../../actions/ActionSubmitButton';
import { amountProblem, parseAmount } from '../../../../actions/amountProblem';
import type { PairRow } from '../../data/pairRow';
import type { useLoopSubmit } from './useLoopSubmit';

/** Withdrawing this share of the net value or more is a close: the rest would be dust. */
const CLOSE_INSTEAD_SHARE = 0.99;

/**
 * Take part of the position out in the collateral token, keeping its leverage: collateral and
 * debt shrink in proportion, the debt repaid with collateral swapped out in the same loop.
 */
export function WithdrawAtLeverage({
  row,
  deposited,
  borrowed,
  leverage,
  loop,
  onReview,
}: {
  row: PairRow;
  deposited: Decimal;
  borrowed: Decimal;
  leverage: Decimal;
  loop: ReturnType<typeof useLoopSubmit>;
  /** Opens the review of the withdrawal; its Confirm calls `run`. */
  onReview: (title: string, change: LoopReviewChange, run: () => Promise<unknown>) => void;
}) {
  const [amount, setAmount] = useState('');
  const { collateral, debt } = row;
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
  const rows = [
    {
      label: 'Collateral',
      before: formatTokenAmount(deposited, { symbol: collateral.symbol }),
      after: formatTokenAmount(after.totalDeposited, { symbol: collateral.symbol }),
    },
    {
      label: 'Debt',
      before: formatTokenAmount(borrowed, { symbol: debt.symbol }),
      after: formatTokenAmount(after.totalBorrowed, { symbol: debt.symbol }),
    },
    { label: 'Leverage', after: formatLeverage(leverage) },
  ];
  const submit = () => {
    if (problem !== undefined) return;
    const repayDebt = after.debtChange.neg();
    const label = `Withdraw ${formatTokenAmount(typed, { symbol: collateral.symbol })} from ${pairName}`;
    onReview(label, { kind: 'decrease', repayDebt, withdraw: typed }, async () => {
      const results = await loop.run(
        { kind: 'decrease', repayDebt, ownCollateral: typed },
        label,
        'withdraw',
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
