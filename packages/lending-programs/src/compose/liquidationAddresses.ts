import {
  type Address,
  associatedTokenAddress,
  FARMS_PROGRAM_ID,
  farmUserStatePda,
  KLEND_PROGRAM_ID,
  lendingMarketAuthorityPda,
  TOKEN_PROGRAM_ID,
} from '@keel/chain-readers';
import type { LendingProgramIds, LendingReserve } from './lendingInputs';
import type { LiquidationAddresses, ObligationFarm } from './liquidationInputs';

/** Every PDA and token account a liquidation touches (no RPC: all derived). */
export function liquidationAddresses(input: {
  liquidator: Address;
  obligation: { address: Address; lendingMarket: Address };
  repayReserve: LendingReserve;
  withdrawReserve: LendingReserve;
  programIds?: LendingProgramIds;
}): LiquidationAddresses {
  const klend = input.programIds?.klend ?? KLEND_PROGRAM_ID;
  const farms = input.programIds?.farms ?? FARMS_PROGRAM_ID;
  const { liquidator, repayReserve, withdrawReserve } = input;
  const farmOf = (farm: Address | null): ObligationFarm | null =>
    farm === null
      ? null
      : { farm, userState: farmUserStatePda(farm, input.obligation.address, farms).address };
  const liquidityAccount = (reserve: LendingReserve) =>
    associatedTokenAddress(liquidator, reserve.liquidity.mintPubkey, reserve.liquidity.tokenProgram)
      .address;
  return {
    lendingMarketAuthority: lendingMarketAuthorityPda(input.obligation.lendingMarket, klend)
      .address,
    repaySource: liquidityAccount(repayReserve),
    withdrawDestination: liquidityAccount(withdrawReserve),
    // cTokens are classic SPL tokens whatever the liquidity's token program.
    collateralDestination: associatedTokenAddress(
      liquidator,
      withdrawReserve.collateral.mintPubkey,
      TOKEN_PROGRAM_ID,
    ).address,
    collateralFarm: farmOf(withdrawReserve.farmCollateral),
    debtFarm: farmOf(repayReserve.farmDebt),
  };
}
