import type { LockupKind } from '@keel/governance-registry';
import { LOCKUP_KIND_LABELS } from './lockupLabels';

/** The 'Lockup' choice of the stake and lockup forms, limited to the kinds a form allows. */
export function LockupKindField({
  id,
  value,
  kinds,
  onChange,
}: {
  id: string;
  value: LockupKind;
  kinds: readonly LockupKind[];
  onChange(kind: LockupKind): void;
}) {
  return (
    <div className="keel-gov-field">
      <label htmlFor={id}>Lockup</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value as LockupKind)}>
        {kinds.map((kind) => (
          <option key={kind} value={kind}>
            {LOCKUP_KIND_LABELS[kind]}
          </option>
        ))}
      </select>
    </div>
  );
}
