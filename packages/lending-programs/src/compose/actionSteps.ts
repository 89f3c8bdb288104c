import type { Address } from '@keel/chain-readers';
import { lendingActionInstruction } from './actionInstruction';
import { farmKindOf, type LendingReserve } from './lendingInputs';
import type { LendingPlan, LendingStep } from './lendingSteps';
import { refreshObligationFarmFor } from './obligationFarmSteps';
import { refreshObligationFor, refreshReserveFor, reservesToRefresh } from './refreshSteps';

/**
 * The refreshes, the action, and for V1 with a farm the farm refresh right before and after it:
 * klend's check_refresh reads exactly this sequence back through the instructions sysvar
 * (…, refresh_reserve(action reserve), refresh_obligation, [farm], action, [farm]). V2 forms refresh
 * the farm themselves.
 */
export function actionSteps(
  plan: LendingPlan,
  reserveOf: (key: Address) => LendingReserve,
): LendingStep[] {
  const { action, obligation, market, addresses } = plan;
  const klendProgramId = plan.klendProgramId;
  const steps: LendingStep[] = reservesToRefresh(obligation, action.reserve.address).map((key) => ({
    label: 'refreshReserve',
    instruction: refreshReserveFor(reserveOf(key), klendProgramId),
  }));
  steps.push({
    label: 'refreshObligation',
    instruction: refreshObligationFor({
      market,
      obligationAddress: addresses.obligation,
      obligation,
      klendProgramId,
    }),
  });
  const farm = addresses.obligationFarm;
  const farmRefresh: LendingStep[] =
    plan.version === 'v1' && farm !== null
      ? [
          {
            label: 'refreshObligationFarm',
            instruction: refreshObligationFarmFor({
              market,
              reserve: action.reserve,
              kind: farmKindOf(action.kind),
              farm,
              addresses,
              crank: plan.payer,
              klendProgramId,
              farmsProgramId: plan.farmsProgramId,
            }),
          },
        ]
      : [];
  const instruction = lendingActionInstruction(action, {
    market,
    owner: plan.owner,
    obligation,
    addresses,
    version: plan.version,
    referrer: plan.referrer,
    klendProgramId,
    farmsProgramId: plan.farmsProgramId,
  });
  return [...steps, ...farmRefresh, { label: action.kind, instruction }, ...farmRefresh];
}
