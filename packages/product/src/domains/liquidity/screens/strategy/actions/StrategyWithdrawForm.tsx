import {
  formatTokenAmount,
  formatUsd,
  lamportsToAmount,
  truncateToDecimals,
} from '@keel/core-math';
import { AmountInput } from '@keel/ui-kit';
import { useId, useMemo, useState } from 'react';
import { ActionSubmitButton } from '../../../../../actions/ActionSubmitButton';
import { feeRows } from '../../../../../actions/feeRows';
import { type PreviewRow, PreviewRows } from '../../../../../actions/PreviewRows';
import { useSettings } from '../../../../../settings/TransactionSettingsContext';
import { useLiquiditySubmit } from '../../../data/writes/submit';
import type { StrategyWriteReady } from '../../../data/writes/writeContext';
import { withdrawPlan } from '../../../data/writes/writePlans';
import type { StrategyFormTokens } from './StrategyDepositForm';

/** Withdraw shares: the preview shows both tokens they stand for; the shares are burnt. */
export function StrategyWithdrawForm({
  context,
  symbolA,
  symbolB,
  sharePriceUsd,
}: StrategyFormTokens & { context: StrategyWriteReady }) {
  const id = useId();
  const submitter = useLiquiditySubmit('withdraw');
  const priorityFeeType = useSettings((state) => state.priorityFeeType);
  const priorityFee = useSettings((state) => state.priorityFee);
  const [amount, setAmount] = useState('');
  const { state, wallet } = context;
  const { holdings } = state;
  const plan = useMemo(
    () => withdrawPlan({ holdings, walletShares: wallet.shares, amount }),
    [holdings, wallet.shares, amount],
  );
  const shares = lamportsToAmount(wallet.shares, holdings.sharesDecimals);
  const paused = state.strategy.withdrawBlocked
    ? 'Withdrawals from this strategy are paused'
    : undefined;
  const reason = submitter.blockedReason ?? paused ?? plan.problem;
  const typed = lamportsToAmount(plan.shares, holdings.sharesDecimals);
  const rows: PreviewRow[] = [
    { label: `${symbolA} received`, after: formatTokenAmount(plan.a, { symbol: symbolA }) },
    { label: `${symbolB} received`, after: formatTokenAmount(plan.b, { symbol: symbolB }) },
    ...(sharePriceUsd ? [{ label: 'Value', after: formatUsd(typed.times(sharePriceUsd)) }] : []),
    ...feeRows({ transactions: 1, priorityFeeType, priorityFee }),
  ];

  const onWithdraw = async () => {
    if (reason !== undefined || submitter.submitting) return;
    const landed = await submitter.submit({
      kind: 'withdraw',
      symbols: { a: symbolA, b: symbolB },
      state,
      wallet: wallet.address,
      accounts: wallet.accounts,
      shares: plan.shares,
      label: `Withdraw ${symbolA}-${symbolB}`,
    });
    if (landed) setAmount('');
  };

  return (
    <div className="keel-action-form">
      <AmountInput
        id={`${id}-shares`}
        label="Shares to withdraw"
        value={amount}
        onChange={setAmount}
        decimals={holdings.sharesDecimals}
        symbol="shares"
        balance={{
          text: `Your shares: ${formatTokenAmount(shares, { decimals: 6 })}`,
          max: truncateToDecimals(shares, holdings.sharesDecimals).toFixed(),
        }}
        usdValue={
          sharePriceUsd && amount !== '' ? `≈ ${formatUsd(typed.times(sharePriceUsd))}` : undefined
        }
        onMax={setAmount}
        onHalf={setAmount}
        error={amount !== '' ? plan.problem : undefined}
      />
      <PreviewRows rows={rows} />
      <ActionSubmitButton
        label="Withdraw"
        reason={reason}
        submitting={submitter.submitting}
        onSubmit={() => void onWithdraw()}
      />
    </div>
  );
}
