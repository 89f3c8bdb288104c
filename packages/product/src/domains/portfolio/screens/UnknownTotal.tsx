import { NoValue } from '@keel/ui-kit';
import type { ReportGroup } from '../data/figures/positionReport';

/** Why a wallet balance total is missing. */
export const BALANCES_NOT_LOADED = 'Wallet balances could not be loaded';

/** Why the positions' total is missing: the obligations did not load, or these groups failed. */
export function unknownTotalReason(
  obligationsFailed: boolean,
  groups: readonly ReportGroup[],
): string {
  if (obligationsFailed) return 'Lending positions could not be loaded';
  if (groups.length === 0) return 'A position could not be valued';
  const names =
    groups.length === 1
      ? groups[0]
      : `${groups.slice(0, -1).join(', ')} and ${groups[groups.length - 1]}`;
  return `${names} positions could not be valued`;
}

/**
 * A headline total that cannot be summed: '-' with its reason written beside it (a headline's
 * dash alone would read as zero or as loading).
 */
export function UnknownTotal({ reason }: { reason: string }) {
  return (
    <span className="keel-unknown-total">
      <NoValue reason={reason} />
      {/* Screen readers hear the reason once, from the dash's label. */}
      <span className="keel-unknown-total__reason" aria-hidden="true">
        {reason}
      </span>
    </span>
  );
}
