import {
  type Address,
  KLEND_PROGRAM_ID,
  ReserveNotFoundError,
  sameAddress,
} from '@keel/chain-readers';
import type { TransactionInstruction } from '@solana/web3.js';
import { requestElevationGroupInstruction } from '../klend/elevationGroupInstructions';
import type { ComposedParts } from './composedParts';
import type { LendingObligation, LendingReserve } from './lendingInputs';
import {
  obligationRemainingAccounts,
  obligationReserves,
  refreshObligationFor,
  refreshReserveFor,
} from './refreshSteps';

export interface ComposeElevationGroupRequestInput {
  owner: Address;
  obligation: LendingObligation;
  /** Decoded reserves: at least every reserve the obligation holds. */
  reserves: readonly LendingReserve[];
  /** The group to enter; 0 leaves the current one. */
  elevationGroup: number;
  klendProgramId?: Address;
}

export interface ElevationGroupStep {
  label: 'refreshReserve' | 'refreshObligation' | 'requestElevationGroup';
  instruction: TransactionInstruction;
}

/**
 * request_elevation_group with what the program needs first: every reserve of the obligation
 * refreshed, then the obligation (the program checks both are fresh in this slot), then the
 * request with the obligation's reserves (and referrer token states) as remaining accounts.
 * Nothing to create first: the set-up is empty.
 */
export function composeElevationGroupRequest(
  input: ComposeElevationGroupRequestInput,
): ComposedParts<ElevationGroupStep> {
  const klendProgramId = input.klendProgramId ?? KLEND_PROGRAM_ID;
  if (
    !Number.isInteger(input.elevationGroup) ||
    input.elevationGroup < 0 ||
    input.elevationGroup > 255
  ) {
    throw new RangeError(`Elevation group ${input.elevationGroup} is not a u8`);
  }
  const { obligation } = input;
  if (!sameAddress(obligation.owner, input.owner)) {
    throw new RangeError(`Obligation ${obligation.address.toBase58()} belongs to another wallet`);
  }
  const byAddress = new Map(input.reserves.map((reserve) => [reserve.address.toBase58(), reserve]));
  const refreshes = obligationReserves(obligation).map((key): ElevationGroupStep => {
    const reserve = byAddress.get(key.toBase58());
    if (reserve === undefined) throw new ReserveNotFoundError(key.toBase58());
    return { label: 'refreshReserve', instruction: refreshReserveFor(reserve, klendProgramId) };
  });
  const refreshObligation: ElevationGroupStep = {
    label: 'refreshObligation',
    instruction: refreshObligationFor({
      market: obligation.lendingMarket,
      obligationAddress: obligation.address,
      obligation,
      klendProgramId,
    }),
  };
  const request = requestElevationGroupInstruction({
    accounts: {
      owner: input.owner,
      obligation: obligation.address,
      lendingMarket: obligation.lendingMarket,
    },
    args: { elevationGroup: input.elevationGroup },
    remainingAccounts: obligationRemainingAccounts(obligation, klendProgramId),
    programId: klendProgramId,
  });
  return {
    setup: [],
    action: [
      ...refreshes,
      refreshObligation,
      { label: 'requestElevationGroup', instruction: request },
    ],
  };
}
