import {
  amountToLamports,
  formatTokenAmount,
  formatUsd,
  truncateToDecimals,
} from '@keel/core-math';
import { AmountInput } from '@keel/ui-kit';
import { type FormEvent, useId, useMemo, useState } from 'react';
import { ActionSubmitButton } from '../../../actions/ActionSubmitButton';
import { amountProblem, parseAmount, tightestLimit } from '../../../actions/amountProblem';
import { PreviewRows } from '../../../actions/PreviewRows';
import { useGovernanceSubmit } from '../data/actions';
import { useTokenPrice } from '../data/hooks';
import { unstakeLimits } from '../data/stakeLimits';
import { unstakePlan, withdrawalBatches } from '../data/unstakePlan';
import type { StakingFormProps } from './stakingFormProps';
import { stakingChangeRows, useFeeRows } from './stakingRows';

/**
 * Unstake: withdraw unlocked tokens (deposits without a lockup, ended lockups, vested parts) back
 * to the wallet, taken deposit by deposit; the preview shows the wallet's figures after.
 */
export function UnstakeForm(props: StakingFormProps) {
  const { lib, registrar, votingMint, voter, view, symbol, nowSeconds } = props;
  const id = useId();
  const submitter = useGovernanceSubmit('unstake');
  const price = useTokenPrice(votingMint.address);
  const [amount, setAmount] = useState('');
  const { decimals } = votingMint;

  const limits = useMemo(() => unstakeLimits(view.unlocked), [view.unlocked]);
  const max = tightestLimit(limits);
  const typed = parseAmount(amount);
  const problem = amountProblem(amount, limits);
  const plan = useMemo(() => {
    const value = parseAmount(amount);
    return value !== undefined && problem === undefined
      ? unstakePlan(view.deposits, amountToLamports(value, decimals))
      : null;
  }, [amount, problem, view.deposits, decimals]);
  // Without an amount to take out the figures stay as they are (shown once).
  const after = useMemo(
    () =>
      plan
        ? lib.stakingAfterWithdrawals({
            registrar,
            voter,
            withdrawals: plan,
            decimals,
            chainUnixTs: nowSeconds,
          })
        : view,
    [lib, registrar, voter, plan, decimals, nowSeconds, view],
  );
  const fees = useFeeRows(Math.max(1, plan ? withdrawalBatches(plan).length : 1));
  const reason = submitter.blockedReason ?? problem;

  const onUnstake = async () => {
    if (!plan || reason !== undefined || submitter.submitting) return;
    const landed = await submitter.submit({
      label: `Unstake ${symbol}`,
      build: (runtime) =>
        runtime.withdrawInstructions({
          registrar,
          wallet: props.wallet,
          withdrawals: plan,
          preview: { decimals, symbol, chainUnixTs: nowSeconds, after },
        }),
    });
    if (landed) setAmount('');
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void onUnstake();
  };

  return (
    <form className="keel-action-form" aria-labelledby={`${id}-title`} onSubmit={onSubmit}>
      <h2 id={`${id}-title`} className="keel-section-title">
        Unstake {symbol}
      </h2>
      <AmountInput
        id={`${id}-amount`}
        label={`Amount (${symbol})`}
        value={amount}
        onChange={setAmount}
        decimals={decimals}
        symbol={symbol}
        balance={{
          text: `Unlocked: ${formatTokenAmount(view.unlocked, { symbol })}`,
          ...(max ? { max: truncateToDecimals(max, decimals).toFixed() } : {}),
        }}
        usdValue={typed && price ? `≈ ${formatUsd(typed.times(price))}` : undefined}
        onMax={setAmount}
        onHalf={setAmount}
        error={amount !== '' ? problem : undefined}
      />
      <output className="keel-gov-preview" htmlFor={`${id}-amount`} aria-live="polite">
        <PreviewRows rows={[...stakingChangeRows(view, after, symbol), ...fees]} />
      </output>
      <ActionSubmitButton
        label="Unstake"
        reason={reason}
        submitting={submitter.submitting}
        onSubmit={() => void onUnstake()}
      />
    </form>
  );
}
