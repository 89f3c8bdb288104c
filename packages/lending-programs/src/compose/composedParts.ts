import type { TransactionInstruction } from '@solana/web3.js';

/**
 * Every composer's result: the accounts to create first, then the action. The set-up changes
 * no balance, so it may go in a transaction of its own when the two do not fit in one; the
 * action is always one transaction.
 */
export interface ComposedParts<Step extends { instruction: TransactionInstruction }> {
  setup: Step[];
  action: Step[];
}

/** The set-up then the action: the steps of one transaction when everything fits. */
export function stepsInOrder<Step extends { instruction: TransactionInstruction }>(
  composed: ComposedParts<Step>,
): Step[] {
  return [...composed.setup, ...composed.action];
}

/** The instructions of one transaction when everything fits. */
export function instructionsInOrder<Step extends { instruction: TransactionInstruction }>(
  composed: ComposedParts<Step>,
): TransactionInstruction[] {
  return stepsInOrder(composed).map((step) => step.instruction);
}
