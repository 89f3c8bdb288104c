import { formatTokenAmount, formatVoteWeight, sanitizeAmountInput } from '@keel/core-math';
import type { LockupKind, Registrar, Voter } from '@keel/governance-registry';
import { Button } from '@keel/ui-kit';
import { type FormEvent, useId, useMemo, useState } from 'react';
import type { VotingMint } from '../data/hooks';
import type { GovernanceRuntime } from '../data/runtime';
import { LockupKindField } from './LockupKindField';
import { LOCKUP_CHOICES, periodUnit } from './lockupLabels';

/** Periods the form starts with when a kind is chosen: a year (12 months). */
const DEFAULT_PERIODS: Record<LockupKind, number> = {
  none: 0,
  constant: 365,
  cliff: 365,
  daily: 365,
  monthly: 12,
};

export interface StakeFormProps {
  lib: GovernanceRuntime;
  registrar: Registrar;
  votingMint: VotingMint;
  voter: Voter | null;
  wallet: string;
  symbol: string;
  nowSeconds: bigint;
  ready: boolean;
  submit(
    label: string,
    build: ReturnType<GovernanceRuntime['stakeInstructions']>,
  ): Promise<boolean>;
}

/**
 * Stake with a lockup choice, with a live preview of the new deposit's voting power computed by
 * governance-registry at the page's time.
 */
export function StakeForm(props: StakeFormProps) {
  const { lib, registrar, votingMint, symbol, nowSeconds } = props;
  const id = useId();
  const [amount, setAmount] = useState('');
  const [kind, setKind] = useState<LockupKind>('cliff');
  const [periods, setPeriods] = useState(DEFAULT_PERIODS.cliff);
  const [sending, setSending] = useState(false);
  const unit = periodUnit(kind);

  const preview = useMemo(
    () =>
      lib.stakePreview({
        registrar,
        votingMintConfigIdx: votingMint.index,
        decimals: votingMint.decimals,
        choice: { amount, kind, periods },
        chainUnixTs: nowSeconds,
      }),
    [lib, registrar, votingMint, amount, kind, periods, nowSeconds],
  );

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (preview.status !== 'ready') return;
    setSending(true);
    try {
      const build = lib.stakeInstructions({
        registrar,
        voter: props.voter,
        wallet: props.wallet,
        amountNative: preview.amountNative,
        kind,
        periods: preview.periods,
      });
      if (await props.submit(`Stake ${symbol}`, build)) setAmount('');
    } finally {
      setSending(false);
    }
  };

  return (
    <form className="keel-gov-form" aria-labelledby={`${id}-title`} onSubmit={onSubmit}>
      <h2 id={`${id}-title`} className="keel-section-title">
        Stake {symbol}
      </h2>
      <div className="keel-gov-field">
        <label htmlFor={`${id}-amount`}>Amount ({symbol})</label>
        <input
          id={`${id}-amount`}
          inputMode="decimal"
          autoComplete="off"
          placeholder="0.00"
          value={amount}
          onChange={(e) => setAmount(sanitizeAmountInput(e.target.value, votingMint.decimals))}
        />
      </div>
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
        {preview.status === 'ready' ? (
          <dl className="keel-figures">
            <div className="keel-figures__item">
              <dt>Voting power of this deposit</dt>
              <dd>{formatVoteWeight(preview.votingPower)}</dd>
            </div>
            <div className="keel-figures__item">
              <dt>Multiplier</dt>
              <dd>
                {preview.multiplier
                  ? `${formatTokenAmount(preview.multiplier, { decimals: 2 })}x`
                  : '—'}
              </dd>
            </div>
          </dl>
        ) : preview.status === 'invalid' ? (
          <span role="alert">{preview.message}</span>
        ) : (
          <span>Enter an amount to preview its voting power.</span>
        )}
      </output>
      <Button
        type="submit"
        disabled={!props.ready || preview.status !== 'ready'}
        loading={sending}
        fullWidth
      >
        Stake
      </Button>
    </form>
  );
}
