import { Modal, Tabs } from '@keel/ui-kit';
import type { LendingAction } from '../../data/actionLimits';
import { LENDING_ACTION_COPY, LENDING_ACTIONS } from './actionLabels';
import { LendingActionForm } from './LendingActionForm';

export interface LendingActionsProps {
  market: string;
  reserve: string;
  /** The tab shown first. */
  initial?: LendingAction;
  onDone?: () => void;
}

/** Supply, withdraw, borrow and repay of one reserve, one tab each. */
export function LendingActions({
  market,
  reserve,
  initial = 'supply',
  onDone,
}: LendingActionsProps) {
  return (
    <section className="keel-lending-actions" aria-label="Lending actions">
      <Tabs
        label="Lending action"
        fullWidth
        defaultValue={initial}
        tabs={LENDING_ACTIONS.map((action) => ({
          id: action,
          label: LENDING_ACTION_COPY[action].title,
          content: (
            <LendingActionForm
              market={market}
              reserve={reserve}
              action={action}
              {...(onDone ? { onDone } : {})}
            />
          ),
        }))}
      />
    </section>
  );
}

/** The same tabs in a dialog, opened from a markets row or the obligation dashboard. */
export function LendingActionsDialog({
  open,
  onClose,
  title,
  ...props
}: LendingActionsProps & { open: boolean; onClose: () => void; title: string }) {
  return (
    <Modal open={open} onClose={onClose} title={title} size="sm">
      <LendingActions {...props} onDone={onClose} />
    </Modal>
  );
}
