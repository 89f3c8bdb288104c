import { type Address, sameAddress } from '@keel/chain-readers';
import { refreshObligationFarmsForReserveInstruction } from '../klend/refreshInstructions';
import { farmModeOf, type LendingReserve, type ReserveFarmKind } from './lendingInputs';
import type { LiquidationPlan, LiquidationStep, ObligationFarm } from './liquidationInputs';
import { liquidationInstruction } from './liquidationInstruction';
import { obligationFarmInitSteps } from './liquidationSetup';
import { obligationReserves, refreshObligationFor, refreshReserveFor } from './refreshSteps';

/** refresh_obligation_farms_for_reserve of the obligation in one reserve farm. */
function farmRefresh(
  plan: LiquidationPlan,
  reserve: LendingReserve,
  kind: ReserveFarmKind,
  farm: ObligationFarm,
): LiquidationStep {
  const { obligation } = plan.input;
  return {
    label: 'refreshObligationFarm',
    instruction: refreshObligationFarmsForReserveInstruction({
      accounts: {
        crank: plan.payer,
        baseAccounts: {
          obligation: obligation.address,
          lendingMarketAuthority: plan.addresses.lendingMarketAuthority,
          reserve: reserve.address,
          reserveFarmState: farm.farm,
          obligationFarmUserState: farm.userState,
          lendingMarket: obligation.lendingMarket,
        },
        farmsProgram: plan.farmsProgramId,
      },
      args: { mode: farmModeOf(kind) },
      programId: plan.klendProgramId,
    }),
  };
}

/**
 * The refreshes and the liquidation, as klend's check_refresh reads them back for V1 (and the SDK
 * orders them): every other reserve of the obligation, [the obligation's missing farm states],
 * the withdraw reserve, the repay reserve (once when they are one), refresh_obligation, [V1: the
 * collateral farm, the debt farm,] the liquidation, [V1: the same farm refreshes]. V2 refreshes
 * the farms itself.
 */
export function liquidationActionSteps(
  plan: LiquidationPlan,
  reserveOf: (key: Address) => LendingReserve,
): LiquidationStep[] {
  const { input, addresses, klendProgramId } = plan;
  const named = [input.withdrawReserve.address, input.repayReserve.address].filter(
    (key, i, all) => all.findIndex((other) => sameAddress(other, key)) === i,
  );
  const refresh = (key: Address): LiquidationStep => ({
    label: 'refreshReserve',
    instruction: refreshReserveFor(reserveOf(key), klendProgramId),
  });
  const others = obligationReserves(input.obligation).filter(
    (key) => !named.some((n) => sameAddress(n, key)),
  );
  const farms: LiquidationStep[] = [];
  if (plan.version === 'v1' && addresses.collateralFarm !== null) {
    farms.push(farmRefresh(plan, input.withdrawReserve, 'collateral', addresses.collateralFarm));
  }
  if (plan.version === 'v1' && addresses.debtFarm !== null) {
    farms.push(farmRefresh(plan, input.repayReserve, 'debt', addresses.debtFarm));
  }
  return [
    ...others.map(refresh),
    ...obligationFarmInitSteps(plan),
    ...named.map(refresh),
    {
      label: 'refreshObligation',
      instruction: refreshObligationFor({
        market: input.obligation.lendingMarket,
        obligationAddress: input.obligation.address,
        obligation: input.obligation,
        klendProgramId,
      }),
    },
    ...farms,
    { label: 'liquidate', instruction: liquidationInstruction(plan) },
    ...farms,
  ];
}
