import {
  formatTokenAmount,
  formatUsd,
  lamportsToAmount,
  truncateToDecimals,
} from '@keel/core-math';
import { AmountInput } from '@keel/ui-kit';
import type Decimal from 'decimal.js';
import { useId, useMemo, useState } from 'react';
import { ActionSubmitButton } from '../../../../../actions/ActionSubmitButton';
import { feeRows } from '../../../../../actions/feeRows';
import { type PreviewRow, PreviewRows } from '../../../../../actions/PreviewRows';
import { useSettings } from '../../../../../settings/TransactionSettingsContext';
import { useLiquiditySubmit } from '../../../data/writes/submit';
import type { StrategyWriteReady } from '../../../data/writes/writeContext';
import { type DepositSide, depositPlan } from '../../../data/writes/writePlans';

export interface StrategyFormTokens {
  symbolA: string;
  symbolB: string;
  /** USD per share (the page's figure); the value row is left out without it. */
  sharePriceUsd?: Decimal | undefined;
}

/**
 * Deposit both tokens in the strategy's ratio: the amount typed in either token sets the other
 * (the ratio of the strategy's holdings), the preview shows the shares it mints and their value,
 * and the deposit (with the invest the program requires) goes through the one pipeline.
 */
export function StrategyDepositForm({
  context,
  symbolA,
  symbolB,
  sharePriceUsd,
}: StrategyFormTokens & { context: StrategyWriteReady }) {
  const id = useId();
  const submitter = useLiquiditySubmit('deposit');
  const priorityFeeType = useSettings((state) => state.priorityFeeType);
  const priorityFee = useSettings((state) => state.priorityFee);
  const [side, setSide] = useState<DepositSide>('a');
  const [amount, setAmount] = useState('');
  const { state, wallet } = context;
  const { holdings } = state;
  const plan = useMemo(
    () =>
      depositPlan({
        holdings,
        wallet,
        symbols: { a: symbolA, b: symbolB },
        side,
        amount,
      }),
    [holdings, wallet, symbolA, symbolB, side, amount],
  );
  const typedValue = (of: DepositSide) => {
    if (of === side) return amount;
    if (amount === '') return '';
    const decimals = of === 'a' ? holdings.decimalsA : holdings.decimalsB;
    return truncateToDecimals(plan.other, decimals).toFixed();
  };
  const paused = state.strategy.depositBlocked ? 'Deposits to this strategy are paused' : undefined;
  const reason = submitter.blockedReason ?? paused ?? plan.problem;
  const rows: PreviewRow[] = [
    { label: 'Shares', after: formatTokenAmount(plan.shares, { decimals: 6 }) },
    ...(sharePriceUsd
      ? [{ label: 'Value', after: formatUsd(plan.shares.times(sharePriceUsd)) }]
      : []),
    ...feeRows({ transactions: 1, priorityFeeType, priorityFee }),
  ];
  const field = (of: DepositSide) => {
    const symbol = of === 'a' ? symbolA : symbolB;
    const decimals = of === 'a' ? holdings.decimalsA : holdings.decimalsB;
    const balance = lamportsToAmount(of === 'a' ? wallet.a : wallet.b, decimals);
    const change = (value: string) => {
      setSide(of);
      setAmount(value);
    };
    return (
      <AmountInput
        id={`${id}-${of}`}
        label={`${symbol} amount`}
        value={typedValue(of)}
        onChange={change}
        decimals={decimals}
        symbol={symbol}
        balance={{
          text: `Wallet: ${formatTokenAmount(balance, { symbol })}`,
          max: truncateToDecimals(balance, decimals).toFixed(),
        }}
        onMax={change}
        onHalf={change}
        error={amount !== '' && plan.problem?.includes(symbol) ? plan.problem : undefined}
      />
    );
  };

  const onDeposit = async () => {
    if (reason !== undefined || submitter.submitting) return;
    const label = `Deposit ${symbolA}-${symbolB}`;
    const landed = await submitter.submit({
      kind: 'deposit',
      symbols: { a: symbolA, b: symbolB },
      state,
      wallet: wallet.address,
      accounts: wallet.accounts,
      amountA: plan.amountA,
      amountB: plan.amountB,
      label,
    });
    if (landed) setAmount('');
  };

  return (
    <div className="keel-action-form">
      {field('a')}
      {field('b')}
      <PreviewRows rows={rows} />
      <ActionSubmitButton
        label="Deposit"
        reason={reason}
        submitting={submitter.submitting}
        onSubmit={() => void onDeposit()}
      />
    </div>
  );
}
