import type { Address } from '@keel/chain-readers';
import type { TransactionInstruction } from '@solana/web3.js';
import { refreshObligationFarmsForReserveInstruction } from '../klend/refreshInstructions';
import { initObligationFarmsForReserveInstruction } from '../klend/setupInstructions';
import type { LendingActionAddresses } from './addresses';
import { farmModeOf, type LendingReserve, type ReserveFarmKind } from './lendingInputs';

interface FarmStepInput {
  market: Address;
  reserve: LendingReserve;
  kind: ReserveFarmKind;
  farm: NonNullable<LendingActionAddresses['obligationFarm']>;
  addresses: LendingActionAddresses;
  klendProgramId: Address;
  farmsProgramId: Address;
}

/** init_obligation_farms_for_reserve: the obligation's user state in the reserve's farm. */
export function initObligationFarmFor(
  input: FarmStepInput & { owner: Address; payer: Address },
): TransactionInstruction {
  return initObligationFarmsForReserveInstruction({
    accounts: {
      payer: input.payer,
      owner: input.owner,
      obligation: input.addresses.obligation,
      lendingMarketAuthority: input.addresses.lendingMarketAuthority,
      reserve: input.reserve.address,
      reserveFarmState: input.farm.farm,
      obligationFarm: input.farm.userState,
      lendingMarket: input.market,
      farmsProgram: input.farmsProgramId,
    },
    args: { mode: farmModeOf(input.kind) },
    programId: input.klendProgramId,
  });
}

/** refresh_obligation_farms_for_reserve: what a V1 action needs right before and after it. */
export function refreshObligationFarmFor(
  input: FarmStepInput & { crank: Address },
): TransactionInstruction {
  return refreshObligationFarmsForReserveInstruction({
    accounts: {
      crank: input.crank,
      baseAccounts: {
        obligation: input.addresses.obligation,
        lendingMarketAuthority: input.addresses.lendingMarketAuthority,
        reserve: input.reserve.address,
        reserveFarmState: input.farm.farm,
        obligationFarmUserState: input.farm.userState,
        lendingMarket: input.market,
      },
      farmsProgram: input.farmsProgramId,
    },
    args: { mode: farmModeOf(input.kind) },
    programId: input.klendProgramId,
  });
}
