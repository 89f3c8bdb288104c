import {
  type Address,
  FARMS_PROGRAM_ID,
  KLEND_PROGRAM_ID,
  ReserveNotFoundError,
  sameAddress,
} from '@keel/chain-readers';
import type { LendingReserve } from './lendingInputs';
import { liquidationAddresses } from './liquidationAddresses';
import type {
  ComposedLiquidation,
  ComposeLiquidationInput,
  LiquidationPlan,
} from './liquidationInputs';
import {
  liquidationCleanupSteps,
  liquidationWrapSteps,
  liquidatorAccountSteps,
} from './liquidationSetup';
import { liquidationActionSteps } from './liquidationSteps';

function checkInput(input: ComposeLiquidationInput): void {
  const { obligation, repayReserve, withdrawReserve } = input;
  const name = obligation.address.toBase58();
  for (const reserve of [repayReserve, withdrawReserve]) {
    if (!sameAddress(reserve.lendingMarket, obligation.lendingMarket)) {
      throw new RangeError(
        `Reserve ${reserve.address.toBase58()} is not in the obligation's market`,
      );
    }
  }
  if (!obligation.borrows.some((b) => sameAddress(b.borrowReserve, repayReserve.address))) {
    throw new RangeError(`Obligation ${name} owes nothing to ${repayReserve.address.toBase58()}`);
  }
  if (!obligation.deposits.some((d) => sameAddress(d.depositReserve, withdrawReserve.address))) {
    throw new RangeError(
      `Obligation ${name} has no deposit in ${withdrawReserve.address.toBase58()}`,
    );
  }
  if (input.amount <= 0n) throw new RangeError('Nothing to repay: the amount is 0');
}

function reserveLookup(input: ComposeLiquidationInput): (key: Address) => LendingReserve {
  const byAddress = new Map<string, LendingReserve>();
  for (const reserve of [...input.reserves, input.repayReserve, input.withdrawReserve]) {
    byAddress.set(reserve.address.toBase58(), reserve);
  }
  return (key) => {
    const reserve = byAddress.get(key.toBase58());
    if (reserve === undefined) throw new ReserveNotFoundError(key.toBase58());
    return reserve;
  };
}

function planOf(input: ComposeLiquidationInput): LiquidationPlan {
  const klendProgramId = input.programIds?.klend ?? KLEND_PROGRAM_ID;
  const farmsProgramId = input.programIds?.farms ?? FARMS_PROGRAM_ID;
  const addresses = liquidationAddresses({
    ...input,
    programIds: { klend: klendProgramId, farms: farmsProgramId },
  });
  const requested = input.version ?? 'auto';
  const hasFarm = addresses.collateralFarm !== null || addresses.debtFarm !== null;
  return {
    input,
    payer: input.payer ?? input.liquidator,
    addresses,
    // V2 carries the farm accounts and refreshes them itself; V1 suffices without a farm.
    version: requested === 'auto' ? (hasFarm ? 'v2' : 'v1') : requested,
    klendProgramId,
    farmsProgramId,
  };
}

/**
 * The instructions of one liquidation in the order the program accepts them, without RPC, as
 * set-up (the liquidator's token accounts) and action (the SOL wrap, the refresh of every
 * reserve of the obligation with the withdraw and repay reserves last, refresh_obligation, [V1
 * with farms: farm refreshes,] the liquidation, [farm refreshes,] the SOL unwrap). This is the
 * official SDK's order (KaminoAction.buildLiquidateTxns) without its compute-budget and
 * lookup-table instructions.
 */
export function composeLiquidation(input: ComposeLiquidationInput): ComposedLiquidation {
  checkInput(input);
  const plan = planOf(input);
  return {
    setup: liquidatorAccountSteps(plan),
    action: [
      ...liquidationWrapSteps(plan),
      ...liquidationActionSteps(plan, reserveLookup(input)),
      ...liquidationCleanupSteps(plan),
    ],
    version: plan.version,
    addresses: plan.addresses,
  };
}
