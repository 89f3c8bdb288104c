import { sameAddress } from '@keel/chain-readers';
import type { TransactionInstruction } from '@solana/web3.js';
import type { KlendInstructionVersion } from './actionInstruction';
import { actionSteps } from './actionSteps';
import type { LendingActionAddresses } from './addresses';
import { type ComposeLendingActionInput, lendingPlanOf, reserveLookup } from './lendingPlan';
import type { LendingStep } from './lendingSteps';
import { cleanupSteps, setupSteps } from './setupSteps';

export type { ComposeLendingActionInput } from './lendingPlan';

export interface ComposedLendingAction {
  /** In the order the program accepts them; one transaction. */
  instructions: TransactionInstruction[];
  /** The same instructions, labelled (for logs, simulation reports and tests). */
  steps: LendingStep[];
  version: KlendInstructionVersion;
  addresses: LendingActionAddresses;
}

function checkInput(input: ComposeLendingActionInput): void {
  const { action, obligation, market, owner } = input;
  if (!sameAddress(action.reserve.lendingMarket, market.address)) {
    throw new RangeError(`Reserve ${action.reserve.address.toBase58()} is not in this market`);
  }
  if (obligation === null) {
    if (action.kind !== 'deposit') {
      throw new RangeError(`Nothing to ${action.kind}: the wallet has no obligation yet`);
    }
    return;
  }
  if (!sameAddress(obligation.owner, owner)) {
    throw new RangeError(`Obligation ${obligation.address.toBase58()} belongs to another wallet`);
  }
  if (!sameAddress(obligation.lendingMarket, market.address)) {
    throw new RangeError(`Obligation ${obligation.address.toBase58()} is in another market`);
  }
}

/**
 * The instructions of one lending action (deposit, withdraw, borrow, repay) in the order the
 * program accepts them, without RPC: set-up (token account, SOL wrap, user metadata, obligation,
 * obligation farm), refresh of every reserve of the obligation with the action's last,
 * refresh_obligation, [V1 with a farm: farm refresh,] the action, [farm refresh,] clean-up (SOL
 * unwrap). This is the official SDK's order (KaminoAction) without its compute-budget and
 * lookup-table instructions.
 */
export function composeLendingAction(input: ComposeLendingActionInput): ComposedLendingAction {
  checkInput(input);
  const plan = lendingPlanOf(input);
  const steps = [
    ...setupSteps(plan),
    ...actionSteps(plan, reserveLookup([...input.reserves, input.action.reserve])),
    ...cleanupSteps(plan),
  ];
  return {
    instructions: steps.map((step) => step.instruction),
    steps,
    version: plan.version,
    addresses: plan.addresses,
  };
}
