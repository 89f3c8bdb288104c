import { sameAddress } from '@keel/chain-readers';
import type { KlendInstructionVersion } from './actionInstruction';
import { actionSteps } from './actionSteps';
import type { LendingActionAddresses } from './addresses';
import type { ComposedParts } from './composedParts';
import { type ComposeLendingActionInput, lendingPlanOf, reserveLookup } from './lendingPlan';
import type { LendingStep } from './lendingSteps';
import { cleanupSteps, setupSteps, wrapSteps } from './setupSteps';

export type { ComposeLendingActionInput } from './lendingPlan';

export interface ComposedLendingAction extends ComposedParts<LendingStep> {
  /** Accounts to create first (labelled steps); in the same transaction when everything fits. */
  setup: LendingStep[];
  /** The action with its wrap, refreshes and clean-up, in the order the program accepts them. */
  action: LendingStep[];
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
 * The instructions of one lending action (deposit, withdraw, borrow, repay), without RPC, as
 * set-up (referrer token state, token account, user metadata, obligation, obligation farm) and
 * action (SOL wrap, refresh of every reserve of the obligation with the action's last,
 * refresh_obligation, [V1 with a farm: farm refresh,] the action, [farm refresh,] SOL unwrap).
 * Each part keeps the official SDK's order (KaminoAction, without its compute-budget and
 * lookup-table instructions); the SDK puts the SOL wrap between the token account and the klend
 * accounts, which changes nothing the program sees.
 */
export function composeLendingAction(input: ComposeLendingActionInput): ComposedLendingAction {
  checkInput(input);
  const plan = lendingPlanOf(input);
  return {
    setup: setupSteps(plan),
    action: [
      ...wrapSteps(plan),
      ...actionSteps(plan, reserveLookup([...input.reserves, input.action.reserve])),
      ...cleanupSteps(plan),
    ],
    version: plan.version,
    addresses: plan.addresses,
  };
}
