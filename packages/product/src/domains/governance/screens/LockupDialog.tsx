import { formatVoteWeight } from '@keel/core-math';
import type { LockupKind, Registrar } from '@keel/governance-registry';
import { Modal } from '@keel/ui-kit';
import { type FormEvent, useId, useMemo, useState } from 'react';
import { ActionSubmitButton } from '../../../actions/ActionSubmitButton';
import { PreviewRows } from '../../../actions/PreviewRows';
import type { GovernanceRuntime } from '../data/runtime';
import type { DepositRow } from '../data/stakingView';
import { LockupKindField } from './LockupKindField';
import { periodsText, periodUnit } from './lockupLabels';
import { useFeeRows } from './stakingRows';

export interface LockupDialogProps {
  deposit: DepositRow | null;
  lib: GovernanceRuntime;
  registrar: Registrar;
  /** Chain unix time the preview is for. */
  nowSeconds: bigint;
  onClose(): void;
  /**
   * Sends reset_lockup for the deposit with this kind and `periods` (the kit's submit, see
   * StakingSection); true when it landed.
   */
  onConfirm(deposit: DepositRow, kind: LockupKind, periods: number): Promise<boolean>;
  /** Why the kit's gate refuses a lockup change now; the button shows it. */
  blockedReason?: string | undefined;
  /** The change is being sent. */
  submitting?: boolean;
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
  blockedReason,
  submitting = false,
}: LockupDialogProps & { deposit: DepositRow }) {
  const id = useId();
  const [kind, setKind] = useState(() => initialKind(deposit));
  const minimumOf = (k: LockupKind) =>
    deposit.lockupChoices.find((choice) => choice.kind === k)?.minimumPeriods ?? 1;
  const [periods, setPeriods] = useState(() => minimumOf(initialKind(deposit)));
  const fees = useFeeRows(1);
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

  const refusal = preview.status === 'invalid' ? preview.message : undefined;
  const reason = blockedReason ?? refusal;

  const onLockup = async () => {
    if (reason !== undefined || submitting) return;
    if (await onConfirm(deposit, kind, periods)) onClose();
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void onLockup();
  };

  return (
    <form className="keel-action-form" onSubmit={onSubmit}>
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
        {refusal !== undefined ? <span role="alert">{refusal}</span> : null}
        <PreviewRows
          rows={[
            ...(preview.status === 'ready'
              ? [
                  { label: 'Voting power now', after: formatVoteWeight(deposit.votingPower) },
                  { label: 'Voting power after', after: formatVoteWeight(preview.votingPower) },
                ]
              : []),
            ...fees,
          ]}
        />
      </output>
      <ActionSubmitButton
        label={lockupActionOf(deposit)}
        reason={reason}
        submitting={submitting}
        onSubmit={() => void onLockup()}
      />
    </form>
  );
}
