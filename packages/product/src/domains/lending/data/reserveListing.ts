import type { ReserveStatus } from '@keel/chain-readers';

/** Reserves a list shows: Active ones, plus Hidden ones when the hidden-reserves flag is on. */
export function isListedReserve(status: ReserveStatus, showHidden: boolean): boolean {
  return status === 'Active' || (showHidden && status === 'Hidden');
}
