import {
  type Address,
  associatedTokenAddress,
  FARMS_PROGRAM_ID,
  farmUserStatePda,
  KLEND_PROGRAM_ID,
  lendingMarketAuthorityPda,
  obligationPda,
  userMetadataPda,
} from '@keel/chain-readers';
import {
  farmKindOf,
  type LendingActionKind,
  type LendingObligation,
  type LendingProgramIds,
  type LendingReserve,
  type NewObligationSeeds,
  reserveFarm,
} from './lendingInputs';

export interface LendingActionAddresses {
  userMetadata: Address;
  obligation: Address;
  lendingMarketAuthority: Address;
  /** The owner's associated token account of the reserve's liquidity mint. */
  userLiquidityAccount: Address;
  /** The reserve farm the action moves and the obligation's state in it; null without a farm. */
  obligationFarm: { farm: Address; userState: Address } | null;
}

export interface LendingActionAddressesInput {
  market: Address;
  owner: Address;
  /** The existing obligation, or null with `newObligation` seeds (Vanilla id 0 by default). */
  obligation: Pick<LendingObligation, 'address'> | null;
  newObligation?: NewObligationSeeds;
  reserve: LendingReserve;
  action: LendingActionKind;
  programIds?: LendingProgramIds;
}

/** The obligation's address: the given one, or the PDA of the seeds it will be created with. */
export function obligationAddress(
  input: Pick<LendingActionAddressesInput, 'market' | 'owner' | 'obligation' | 'newObligation'>,
  klendProgramId: Address = KLEND_PROGRAM_ID,
): Address {
  if (input.obligation !== null) return input.obligation.address;
  const seeds = input.newObligation ?? { tag: 'Vanilla' };
  return obligationPda({ ...seeds, owner: input.owner, market: input.market }, klendProgramId)
    .address;
}

/** Every PDA and token account a lending action touches (no RPC: all derived). */
export function lendingActionAddresses(input: LendingActionAddressesInput): LendingActionAddresses {
  const klend = input.programIds?.klend ?? KLEND_PROGRAM_ID;
  const farms = input.programIds?.farms ?? FARMS_PROGRAM_ID;
  const obligation = obligationAddress(input, klend);
  const farm = reserveFarm(input.reserve, farmKindOf(input.action));
  return {
    userMetadata: userMetadataPda(input.owner, klend).address,
    obligation,
    lendingMarketAuthority: lendingMarketAuthorityPda(input.market, klend).address,
    userLiquidityAccount: associatedTokenAddress(
      input.owner,
      input.reserve.liquidity.mintPubkey,
      input.reserve.liquidity.tokenProgram,
    ).address,
    obligationFarm:
      farm === null ? null : { farm, userState: farmUserStatePda(farm, obligation, farms).address },
  };
}
