import {
  formatMultiplier,
  formatTokenAmount,
  formatUsd,
  formatVoteWeight,
  truncateToDecimals,
} from '@keel/core-math';
import type { DepositEntry, LockupKind } from '@keel/governance-registry';
import { AmountInput, NoValue } from '@keel/ui-kit';
import type Decimal from 'decimal.js';
import { type FormEvent, useId, useMemo, useState } from 'react';
import { ActionSubmitButton } from '../../../actions/ActionSubmitButton';
import {
  AMOUNT_REASONS,
  amountProblem,
  parseAmount,
  tightestLimit,
} from '../../../actions/amountProblem';
import { type PreviewRow, PreviewRows } from '../../../actions/PreviewRows';
import { formatUnixSecondsUtc } from '../../../common/formatTime';
import { QueryState } from '../../../common/QueryState';
import { useGovernanceSubmit } from '../data/actions';
import { useStakeableBalance, useTokenPrice } from '../data/hooks';
import { stakeLimits } from '../data/stakeLimits';
import { LockupKindField } from './LockupKindField';
import { LOCKUP_CHOICES, periodUnit } from './lockupLabels';
import type { StakingFormProps } from './stakingFormProps';
import { stakingChangeRows, useFeeRows } from './stakingRows';

/** Periods the form starts with when a kind is chosen: a year (12 months). */
const DEFAULT_PERIODS: Record<LockupKind, number> = {
  none: 0,
  constant: 365,
  cliff: 365,
  daily: 365,
  monthly: 12,
};

/** When the new deposit's tokens are all unlocked (a constant lockup only once it is reset). */
function unlockText(entry: DepositEntry): string {
  if (entry.lockup.kind === 'constant') return 'Until unlocked';
  return formatUnixSecondsUtc(Number(entry.lockup.endTs));
}

/** The stake tab, once the wallet's balance of the voting token is known. */
export function StakeForm(props: StakingFormProps) {
  const funds = useStakeableBalance(props.wallet, props.votingMint);
  return (
    <QueryState
      data={funds.balance}
      error={funds.error}
      errorTitle="Failed to load your balance"
      onRetry={funds.refetch}
      skeleton={[280]}
    >
      {(balance) => <StakeFields {...props} balance={balance} />}
    </QueryState>
  );
}

/**
 * Stake with a lockup choice, with a live preview of the new deposit's voting power computed by
 * governance-registry at the page's time, and of the wallet's figures after it lands.
 */
function StakeFields(props: StakingFormProps & { balance: Decimal }) {
  const { lib, registrar, votingMint, voter, view, symbol, nowSeconds, balance } = props;
  const id = useId();
  const submitter = useGovernanceSubmit('stake');
  const price = useTokenPrice(votingMint.address);
  const fees = useFeeRows(1);
  const [amount, setAmount] = useState('');
  // No lockup until the user chooses one: a lockup is an explicit choice, never a default.
  const [kind, setKind] = useState<LockupKind>('none');
  const [periods, setPeriods] = useState(DEFAULT_PERIODS.none);
  const unit = periodUnit(kind);
  const { decimals } = votingMint;

  const limits = useMemo(() => stakeLimits(balance), [balance]);
  const max = tightestLimit(limits);
  const typed = parseAmount(amount);
  const problem = amountProblem(amount, limits);
  const preview = useMemo(
    () =>
      lib.stakePreview({
        registrar,
        votingMintConfigIdx: votingMint.index,
        decimals,
        choice: { amount, kind, periods },
        chainUnixTs: nowSeconds,
      }),
    [lib, registrar, votingMint.index, decimals, amount, kind, periods, nowSeconds],
  );
  const after = useMemo(
    () =>
      preview.status === 'ready'
        ? lib.stakingAfterDeposit({
            registrar,
            voter,
            entry: preview.entry,
            decimals,
            chainUnixTs: nowSeconds,
          })
        : undefined,
    [lib, registrar, voter, preview, decimals, nowSeconds],
  );
  // No amount yet (or zero): the hint, not the preview's refusal of the empty amount.
  const noAmount = problem === AMOUNT_REASONS.enter;
  const refusal = preview.status === 'invalid' ? preview.message : undefined;
  const reason = submitter.blockedReason ?? problem ?? refusal;
  const rows: PreviewRow[] = [
    ...(preview.status === 'ready' && after
      ? [
          { label: 'Voting power of this deposit', after: formatVoteWeight(preview.votingPower) },
          {
            label: 'Multiplier',
            after: preview.multiplier ? (
              formatMultiplier(preview.multiplier)
            ) : (
              <NoValue reason="No amount to stake" />
            ),
          },
          ...(kind === 'none' ? [] : [{ label: 'Unlocks', after: unlockText(preview.entry) }]),
          ...stakingChangeRows(view, after, symbol),
        ]
      : []),
    ...fees,
  ];

  const onStake = async () => {
    if (preview.status !== 'ready' || !after || reason !== undefined || submitter.submitting)
      return;
    const landed = await submitter.submit({
      label: `Stake ${symbol}`,
      build: (runtime) =>
        runtime.stakeInstructions({
          registrar,
          voter,
          wallet: props.wallet,
          amountNative: preview.amountNative,
          kind,
          periods: preview.periods,
          preview: { decimals, symbol, chainUnixTs: nowSeconds, after },
        }),
    });
    if (landed) setAmount('');
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void onStake();
  };

  return (
    <form className="keel-action-form" aria-labelledby={`${id}-title`} onSubmit={onSubmit}>
      <h2 id={`${id}-title`} className="keel-section-title">
        Stake {symbol}
      </h2>
      <AmountInput
        id={`${id}-amount`}
        label={`Amount (${symbol})`}
        value={amount}
        onChange={setAmount}
        decimals={decimals}
        symbol={symbol}
        balance={{
          text: `Wallet: ${formatTokenAmount(balance, { symbol })}`,
          ...(max ? { max: truncateToDecimals(max, decimals).toFixed() } : {}),
        }}
        usdValue={typed && price ? `≈ ${formatUsd(typed.times(price))}` : undefined}
        onMax={setAmount}
        onHalf={setAmount}
        error={amount !== '' ? problem : undefined}
      />
      <LockupKindField
        id={`${id}-kind`}
        value={kind}
        kinds={LOCKUP_CHOICES}
        onChange={(next) => {
          setKind(next);
          setPeriods(DEFAULT_PERIODS[next]);
        }}
      />
      {unit ? (
        <div className="keel-gov-field">
          <label htmlFor={`${id}-periods`}>Lockup period ({unit})</label>
          <input
            id={`${id}-periods`}
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            value={Number.isNaN(periods) ? '' : periods}
            onChange={(e) => setPeriods(e.target.valueAsNumber)}
          />
        </div>
      ) : null}
      <output className="keel-gov-preview" htmlFor={`${id}-amount ${id}-kind`} aria-live="polite">
        {noAmount ? (
          <span>Enter an amount to preview its voting power.</span>
        ) : refusal !== undefined ? (
          <span role="alert">{refusal}</span>
        ) : null}
        <PreviewRows rows={rows} />
      </output>
      <ActionSubmitButton
        label="Stake"
        reason={reason}
        submitting={submitter.submitting}
        onSubmit={() => void onStake()}
      />
    </form>
  );
}
