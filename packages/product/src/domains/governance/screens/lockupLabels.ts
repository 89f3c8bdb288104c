import type { LockupKind } from '@keel/governance-registry';

/** Lockup kinds in the order the stake form offers them. */
export const LOCKUP_CHOICES: readonly LockupKind[] = [
  'none',
  'constant',
  'cliff',
  'daily',
  'monthly',
];

export const LOCKUP_KIND_LABELS: Record<LockupKind, string> = {
  none: 'No lockup',
  constant: 'Constant',
  cliff: 'Cliff',
  daily: 'Daily vesting',
  monthly: 'Monthly vesting',
};

/** What one period of a kind is called in the period field. */
export function periodUnit(kind: LockupKind): 'days' | 'months' | null {
  if (kind === 'none') return null;
  return kind === 'monthly' ? 'months' : 'days';
}

/** `count` periods of a kind in words: '1 day', '12 months'. */
export function periodsText(count: number, kind: LockupKind): string {
  const unit = periodUnit(kind) ?? 'days';
  return `${count} ${count === 1 ? unit.slice(0, -1) : unit}`;
}
