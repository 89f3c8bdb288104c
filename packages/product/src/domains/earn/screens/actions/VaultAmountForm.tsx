import { formatTokenAmount, truncateToDecimals, vaultTokensForShares } from '@keel/core-math';
import { AmountInput } from '@keel/ui-kit';
import { type FormEvent, useId, useState } from 'react';
import { ActionSubmitButton } from '../../../../actions/ActionSubmitButton';
import {
  AMOUNT_REASONS,
  amountProblem,
  parseAmount,
  tightestLimit,
} from '../../../../actions/amountProblem';
import { feeRows } from '../../../../actions/feeRows';
import { PreviewRows } from '../../../../actions/PreviewRows';
import { useSettings } from '../../../../settings/TransactionSettingsContext';
import { formatLendingAmount } from '../../../lending/screens/formatLendingAmount';
import { useVaultSubmit } from '../../data/writes/actions';
import type { VaultActionRequest } from '../../data/writes/runtime';
import {
  depositLimits,
  depositPreview,
  type VaultFigures,
  withdrawLimits,
  withdrawPreview,
} from '../../data/writes/vaultPreview';

export interface VaultAmountFormProps {
  kind: 'deposit' | 'withdraw';
  /** The vault's address. */
  vault: string;
  /** undefined without a wallet: the form shows, the button says why it cannot submit. */
  request: VaultActionRequest | undefined;
  figures: VaultFigures;
  symbol: string;
}

const COPY = {
  deposit: { title: 'Deposit', hint: 'Enter an amount to preview the shares you receive.' },
  withdraw: { title: 'Withdraw', hint: 'Enter an amount to preview the shares you burn.' },
} as const;

/**
 * Deposit into or withdraw from a vault, in tokens: the amount, the shares it mints or burns at
 * the vault's share price and the fees of its one transaction, then submit through the action kit.
 */
export function VaultAmountForm({ kind, vault, request, figures, symbol }: VaultAmountFormProps) {
  const id = useId();
  const submitter = useVaultSubmit(kind, vault, request?.wallet);
  const priorityFeeType = useSettings((state) => state.priorityFeeType);
  const priorityFee = useSettings((state) => state.priorityFee);
  const [amount, setAmount] = useState('');
  const limits = kind === 'deposit' ? depositLimits(figures) : withdrawLimits(figures);
  const max = tightestLimit(limits);
  const typed = parseAmount(amount);
  const problem = amountProblem(amount, limits);
  const preview = (kind === 'deposit' ? depositPreview : withdrawPreview)(figures, typed, symbol);
  const reason = submitter.blockedReason ?? problem;
  const available =
    kind === 'deposit'
      ? figures.walletTokens
      : vaultTokensForShares(figures, figures.walletShares, figures.decimals);

  const onAct = async () => {
    if (reason !== undefined || submitter.submitting || !request || !typed || !preview.shares)
      return;
    const landed = await submitter.submit({
      request,
      amount: kind === 'deposit' ? typed : preview.shares,
      decimals: figures.decimals,
      label: `${COPY[kind].title} ${formatTokenAmount(typed)} ${symbol}`,
      figures,
      symbol,
    });
    if (landed) setAmount('');
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void onAct();
  };

  return (
    <form className="keel-action-form" aria-labelledby={`${id}-title`} onSubmit={onSubmit}>
      <h2 id={`${id}-title`} className="keel-section-title">
        {COPY[kind].title} {symbol}
      </h2>
      <AmountInput
        id={`${id}-amount`}
        label={`Amount (${symbol})`}
        value={amount}
        onChange={setAmount}
        decimals={figures.decimals}
        symbol={symbol}
        balance={{
          text: `${kind === 'deposit' ? 'Wallet' : 'Deposited'}: ${formatLendingAmount(available, symbol)}`,
          ...(max ? { max: truncateToDecimals(max, figures.decimals).toFixed() } : {}),
        }}
        onMax={setAmount}
        onHalf={setAmount}
        error={amount !== '' ? problem : undefined}
      />
      <output aria-live="polite" htmlFor={`${id}-amount`}>
        {problem === AMOUNT_REASONS.enter ? <span>{COPY[kind].hint}</span> : null}
        <PreviewRows
          rows={[...preview.rows, ...feeRows({ transactions: 1, priorityFeeType, priorityFee })]}
        />
      </output>
      <ActionSubmitButton
        label={COPY[kind].title}
        reason={reason}
        submitting={submitter.submitting}
        onSubmit={() => void onAct()}
      />
    </form>
  );
}
