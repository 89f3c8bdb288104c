import { Button } from '@keel/ui-kit';

export interface ActionSubmitButtonProps {
  label: string;
  /** Why the action cannot be submitted; the button shows it in place of the label. */
  reason: string | undefined;
  submitting: boolean;
  onSubmit: () => void;
}

/** The form's one button: it says why it is disabled, and is busy while the run is in flight. */
export function ActionSubmitButton({
  label,
  reason,
  submitting,
  onSubmit,
}: ActionSubmitButtonProps) {
  return (
    <Button
      className="keel-action-submit"
      size="lg"
      fullWidth
      disabled={reason !== undefined}
      loading={submitting}
      onClick={onSubmit}
    >
      {reason ?? label}
    </Button>
  );
}
