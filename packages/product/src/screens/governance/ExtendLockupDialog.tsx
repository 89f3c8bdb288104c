import { Button, Modal } from '@keel/ui-kit';
import { type FormEvent, useId, useState } from 'react';
import type { DepositRow } from '../../data/governance/stakingView';
import { LOCKUP_KIND_LABELS, periodUnit } from './lockupLabels';

export interface ExtendLockupDialogProps {
  deposit: DepositRow | null;
  onClose(): void;
  /** Sends reset_lockup for the deposit with the same kind and `periods`; true on success. */
  onConfirm(deposit: DepositRow, periods: number): Promise<boolean>;
}

/**
 * Extends a deposit's lockup: the same kind, restarted now for at least as long as is left
 * (the program refuses a shorter lockup).
 */
export function ExtendLockupDialog({ deposit, onClose, onConfirm }: ExtendLockupDialogProps) {
  return (
    <Modal open={deposit !== null} onClose={onClose} title="Extend lockup" size="sm">
      {deposit ? <ExtendForm deposit={deposit} onConfirm={onConfirm} onDone={onClose} /> : null}
    </Modal>
  );
}

function ExtendForm({
  deposit,
  onConfirm,
  onDone,
}: {
  deposit: DepositRow;
  onConfirm: ExtendLockupDialogProps['onConfirm'];
  onDone(): void;
}) {
  const id = useId();
  const minimum = deposit.minimumExtendPeriods ?? 1;
  const [periods, setPeriods] = useState(minimum);
  const [sending, setSending] = useState(false);
  const unit = periodUnit(deposit.kind) ?? 'days';
  const valid = Number.isSafeInteger(periods) && periods >= minimum;
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!valid) return;
    setSending(true);
    try {
      if (await onConfirm(deposit, periods)) onDone();
    } finally {
      setSending(false);
    }
  };
  return (
    <form className="keel-gov-form" onSubmit={onSubmit}>
      <p>
        {LOCKUP_KIND_LABELS[deposit.kind]} lockup, restarted now. At least {minimum} {unit}.
      </p>
      <div className="keel-gov-field">
        <label htmlFor={`${id}-periods`}>New lockup period ({unit})</label>
        <input
          id={`${id}-periods`}
          type="number"
          inputMode="numeric"
          min={minimum}
          step={1}
          value={Number.isNaN(periods) ? '' : periods}
          onChange={(e) => setPeriods(e.target.valueAsNumber)}
        />
      </div>
      <Button type="submit" disabled={!valid} loading={sending} fullWidth>
        Extend
      </Button>
    </form>
  );
}
