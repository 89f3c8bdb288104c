import { Button, Modal } from '@keel/ui-kit';
import type { PreviewDisagreesError } from '@keel/wallet-connect';
import { useId, useState } from 'react';

export const DISAGREEMENT_TITLE = 'The simulation disagrees with the preview';
export const UNDERSTAND_LABEL = 'I understand the figures differ';
export const SIGN_ANYWAY_LABEL = 'Sign anyway';

/**
 * Shown before the wallet opens when the transaction, simulated now, would land differently from
 * the preview: each figure as the preview showed it and as the simulation gives it, and why.
 * Cancel (or Escape) signs nothing; signing needs the checkbox and then "Sign anyway".
 */
export function DisagreementDialog({
  disagreement,
  movements,
  onCancel,
  onSignAnyway,
}: {
  disagreement: PreviewDisagreesError | null;
  /** What the transaction would move in and out of the wallet, in words. */
  movements: readonly string[];
  onCancel: () => void;
  onSignAnyway: () => void;
}) {
  const [understood, setUnderstood] = useState(false);
  const checkboxId = useId();
  if (disagreement === null) return null;
  const { figures } = disagreement.verdict;
  return (
    <Modal
      open
      onClose={onCancel}
      title={DISAGREEMENT_TITLE}
      description={`${disagreement.label}: nothing has been signed. A price, an exchange rate or a fee may have moved since the preview.`}
      size="md"
      footer={
        <div className="keel-disagreement__actions">
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
          <Button disabled={!understood} onClick={onSignAnyway}>
            {SIGN_ANYWAY_LABEL}
          </Button>
        </div>
      }
    >
      <table className="keel-disagreement__figures">
        <thead>
          <tr>
            <th scope="col">Figure</th>
            <th scope="col">Preview</th>
            <th scope="col">Simulation</th>
          </tr>
        </thead>
        <tbody>
          {figures.map((figure) => (
            <tr
              key={figure.label}
              className={figure.agrees ? undefined : 'keel-disagreement__differs'}
            >
              <th scope="row">{figure.label}</th>
              <td>{figure.preview}</td>
              <td>{figure.simulated}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="keel-disagreement__reason">{disagreement.message}</p>
      {movements.length > 0 ? (
        <ul className="keel-disagreement__movements" aria-label="Token movements">
          {movements.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : null}
      <label className="keel-disagreement__understand" htmlFor={checkboxId}>
        <input
          id={checkboxId}
          type="checkbox"
          checked={understood}
          onChange={(event) => setUnderstood(event.target.checked)}
        />
        {UNDERSTAND_LABEL}
      </label>
    </Modal>
  );
}
