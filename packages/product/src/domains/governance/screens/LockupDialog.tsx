import { formatVoteWeight } from '@keel/core-math';
import type { LockupKind, Registrar } from '@keel/governance-registry';
import { Button, Modal } from '@keel/ui-kit';
import { type FormEvent, useId, useMemo, useState } from 'react';
import type { GovernanceRuntime } from '../data/runtime';
import type { DepositRow } from '../data/stakingView';
import { LockupKindField } from './LockupKindField';
import { periodsText, periodUnit } from './lockupLabels';

export interface LockupDialogProps {
  deposit: DepositRow | null;
  lib: GovernanceRuntime;
  registrar: Registrar;
  /** Chain unix time the preview is for. */
  nowSeconds: bigint;
  onClose(): void;
  /** Sends reset_lockup for the deposit with this kind and `periods`; true on success. */
  onConfirm(deposit: DepositRow, kind: LockupKind, periods: number): Promise<boolean>;
}

/** A running lockup is extended; an unlocked or ended one is locked (again). */
export function lockupActionOf(deposit: DepositRow): 'Extend' | 'Lock' {
  return deposit.kind === 'none' || deposit.expired ? 'Lock' : 'Extend';
}

/**
 * Relocks a deposit from now (reset_lockup): its own kind or a stricter one, for no less time
 * than is left, with the resulting voting power previewed before anything is signed.
 */
export function LockupDialog(props: LockupDialogProps) {
  const { deposit, onClose } = props;
  const title = deposit && lockupActionOf(deposit) === 'Lock' ? 'Lock deposit' : 'Extend lockup';
  return (
    <Modal open={deposit !== null} onClose={onClose} title={title} size="sm">
      {deposit ? <LockupForm {...props} deposit={deposit} /> : null}
    </Modal>
  );
}

function initialKind(deposit: DepositRow): LockupKind {
  const kinds = deposit.lockupChoices.map((choice) => choice.kind);
  if (kinds.includes(deposit.kind)) return deposit.kind;
  return kinds.includes('cliff') ? 'cliff' : (kinds[0] ?? 'cliff');
}

function LockupForm({
  deposit,
  lib,
  registrar,
  nowSeconds,
  onConfirm,
  onClose,
}: LockupDialogProps & { deposit: DepositRow }) {
  const id = useId();
  const [kind, setKind] = useState(() => initialKind(deposit));
  const minimumOf = (k: LockupKind) =>
    deposit.lockupChoices.find((choice) => choice.kind === k)?.minimumPeriods ?? 1;
  const [periods, setPeriods] = useState(() => minimumOf(initialKind(deposit)));
  const [sending, setSending] = useState(false);
  const minimum = minimumOf(kind);
  const unit = periodUnit(kind) ?? 'days';

  const preview = useMemo(
    () =>
      lib.lockupChangePreview({
        registrar,
        entry: deposit.entry,
        kind,
        periods,
        chainUnixTs: nowSeconds,
      }),
    [lib, registrar, deposit.entry, kind, periods, nowSeconds],
  );

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (preview.status !== 'ready') return;
    setSending(true);
    try {
      if (await onConfirm(deposit, kind, periods)) onClose();
    } finally {
      setSending(false);
    }
  };

  return (
    <form className="keel-gov-form" onSubmit={onSubmit}>
      <LockupKindField
        id={`${id}-kind`}
        value={kind}
        kinds={deposit.lockupChoices.map((choice) => choice.kind)}
        onChange={(next) => {
          setKind(next);
          setPeriods(minimumOf(next));
        }}
      />
      <div className="keel-gov-field">
        <label htmlFor={`${id}-periods`}>Lockup period ({unit})</label>
        <input
          id={`${id}-periods`}
          type="number"
          inputMode="numeric"
          min={minimum}
          step={1}
          aria-describedby={`${id}-hint`}
          value={Number.isNaN(periods) ? '' : periods}
          onChange={(e) => setPeriods(e.target.valueAsNumber)}
        />
        <p id={`${id}-hint`} className="keel-gov-hint">
          {lockupActionOf(deposit) === 'Extend'
            ? `Starts now. At least ${periodsText(minimum, kind)}: it cannot end before the current lockup.`
            : 'Starts now.'}
        </p>
      </div>
      <output className="keel-gov-preview" htmlFor={`${id}-kind ${id}-periods`} aria-live="polite">
        {preview.status === 'ready' ? (
          <dl className="keel-figures">
            <div className="keel-figures__item">
              <dt>Voting power now</dt>
              <dd>{formatVoteWeight(deposit.votingPower)}</dd>
            </div>
            <div className="keel-figures__item">
              <dt>Voting power after</dt>
              <dd>{formatVoteWeight(preview.votingPower)}</dd>
            </div>
          </dl>
        ) : (
          <span role="alert">{preview.message}</span>
        )}
      </output>
      <Button type="submit" disabled={preview.status !== 'ready'} loading={sending} fullWidth>
        {lockupActionOf(deposit)}
      </Button>
    </form>
  );
}
