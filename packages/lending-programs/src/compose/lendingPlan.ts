import {
  type Address,
  DEFAULT_ADDRESS,
  FARMS_PROGRAM_ID,
  KLEND_PROGRAM_ID,
  ReserveNotFoundError,
} from '@keel/chain-readers';
import type { KlendInstructionVersion } from './actionInstruction';
import { lendingActionAddresses } from './addresses';
import type {
  LendingActionRequest,
  LendingObligation,
  LendingProgramIds,
  LendingReserve,
  NewObligationSeeds,
} from './lendingInputs';
import type { LendingPlan } from './lendingSteps';
import { isNativeSolReserve } from './nativeSol';

export interface ComposeLendingActionInput {
  market: { address: Address };
  owner: Address;
  /** Pays rent for new accounts (default: the owner). */
  payer?: Address;
  /** The decoded obligation, or null when the wallet has none yet (it is then created). */
  obligation: LendingObligation | null;
  /** Seeds of the obligation to create when `obligation` is null (default Vanilla, id 0). */
  newObligation?: NewObligationSeeds;
  /** Decoded reserves: at least every reserve the obligation holds (the action's is added). */
  reserves: readonly LendingReserve[];
  action: LendingActionRequest;
  /** Whether the owner's user metadata exists (else init_user_metadata is added). */
  userMetadataExists: boolean;
  /** Whether the obligation has its state in the action's reserve farm (ignored without one). */
  obligationFarmExists: boolean;
  /** 'auto' (default): V2 when the action's reserve has the farm the action moves, else V1. */
  version?: 'auto' | KlendInstructionVersion;
  /** Lookup table recorded in new user metadata (default: none, the all-zero key). */
  userLookupTable?: Address;
  /** Borrowing with a referrer whose token state for the reserve is missing (default: exists). */
  referrerTokenStateExists?: boolean;
  programIds?: LendingProgramIds;
}

/** Everything the step builders of one action share, resolved once (no RPC). */
export function lendingPlanOf(input: ComposeLendingActionInput): LendingPlan {
  const klendProgramId = input.programIds?.klend ?? KLEND_PROGRAM_ID;
  const farmsProgramId = input.programIds?.farms ?? FARMS_PROGRAM_ID;
  const newObligation = input.newObligation ?? { tag: 'Vanilla' };
  const addresses = lendingActionAddresses({
    market: input.market.address,
    owner: input.owner,
    obligation: input.obligation,
    newObligation,
    reserve: input.action.reserve,
    action: input.action.kind,
    programIds: { klend: klendProgramId, farms: farmsProgramId },
  });
  const requested = input.version ?? 'auto';
  return {
    market: input.market.address,
    owner: input.owner,
    payer: input.payer ?? input.owner,
    action: input.action,
    obligation: input.obligation,
    newObligation,
    addresses,
    // The SDK's choice made automatic: V2 carries the farm accounts, V1 suffices without a farm.
    version: requested === 'auto' ? (addresses.obligationFarm ? 'v2' : 'v1') : requested,
    referrer: input.obligation?.referrer ?? null,
    nativeSol: isNativeSolReserve(input.action.reserve),
    userMetadataExists: input.userMetadataExists,
    obligationFarmExists: input.obligationFarmExists,
    referrerTokenStateExists: input.referrerTokenStateExists ?? true,
    userLookupTable: input.userLookupTable ?? DEFAULT_ADDRESS,
    klendProgramId,
    farmsProgramId,
  };
}

/** Reserves by address; an address not among them is a ReserveNotFoundError. */
export function reserveLookup(
  reserves: readonly LendingReserve[],
): (key: Address) => LendingReserve {
  const byAddress = new Map<string, LendingReserve>();
  for (const reserve of reserves) byAddress.set(reserve.address.toBase58(), reserve);
  return (key) => {
    const reserve = byAddress.get(key.toBase58());
    if (reserve === undefined) throw new ReserveNotFoundError(key.toBase58());
    return reserve;
  };
}
