/**
 * The lending writes: instruction composers of the lending program and its error copy. Loaded
 * when a write starts (runtime.ts imports this lazily), so read-only pages never download them.
 */
import { createAddress, type Obligation, type Reserve } from '@keel/chain-readers';
import { composeElevationGroupRequest, instructionsInOrder } from '@keel/lending-programs';
import { nothingToCompare, type TransactionRequest } from '@keel/wallet-connect';
import { registerErrorsOnce } from './lendingWrites';

export { lendingActionRequests } from './lendingWrites';
export { liquidationRequests } from './liquidationWrites';

export interface ElevationGroupRequestInput {
  owner: string;
  obligation: Obligation;
  reserves: readonly Reserve[];
  group: number;
  label: string;
}

/** The transaction entering an elevation group (0 leaves it). */
export function elevationGroupRequest(input: ElevationGroupRequestInput): TransactionRequest[] {
  registerErrorsOnce();
  const composed = composeElevationGroupRequest({
    owner: createAddress(input.owner),
    obligation: input.obligation,
    reserves: input.reserves,
    elevationGroup: input.group,
  });
  return [
    {
      label: input.label,
      instructions: instructionsInOrder(composed),
      check: nothingToCompare(
        'Switching the elevation group moves no tokens and previews no figure',
      ),
    },
  ];
}
