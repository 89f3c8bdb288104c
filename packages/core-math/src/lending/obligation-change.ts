import { MathDecimal, type NumericInput, toDecimal } from '../decimal';
import type {
  ObligationBorrowInput,
  ObligationDepositInput,
  ObligationInput,
} from './obligation-stats';

/**
 * One lending action applied to an obligation, in whole tokens. `position` describes the reserve
 * (price, LTVs or borrow factor, groups) for when the obligation does not hold it yet; its
 * `amount` is the change. A borrow's amount is the debt it adds (origination fee included).
 */
export type ObligationChange =
  | { kind: 'deposit' | 'withdraw'; position: ObligationDepositInput }
  | { kind: 'borrow' | 'repay'; position: ObligationBorrowInput };

const ZERO = new MathDecimal(0);

function applyTo<T extends { reserve: string; amount: NumericInput }>(
  positions: readonly T[],
  change: T,
  sign: 1 | -1,
): T[] {
  const delta = toDecimal(change.amount).times(sign);
  const index = positions.findIndex((position) => position.reserve === change.reserve);
  const current = index === -1 ? ZERO : toDecimal((positions[index] as T).amount);
  const amount = MathDecimal.max(ZERO, current.plus(delta));
  const next = positions.slice();
  if (index === -1) {
    if (amount.gt(0)) next.push({ ...change, amount });
    return next;
  }
  // An emptied position leaves the obligation, as the program removes it.
  if (amount.isZero()) next.splice(index, 1);
  else next[index] = { ...(positions[index] as T), amount };
  return next;
}

/**
 * The obligation as it will be after the action (the input of `obligationStats` for a preview's
 * "after" column). Amounts never go below zero: withdrawing or repaying more than is held
 * empties the position.
 */
export function applyObligationChange(
  obligation: ObligationInput,
  change: ObligationChange,
): ObligationInput {
  switch (change.kind) {
    case 'deposit':
    case 'withdraw':
      return {
        ...obligation,
        deposits: applyTo(obligation.deposits, change.position, change.kind === 'deposit' ? 1 : -1),
      };
    case 'borrow':
    case 'repay':
      return {
        ...obligation,
        borrows: applyTo(obligation.borrows, change.position, change.kind === 'borrow' ? 1 : -1),
      };
  }
}
