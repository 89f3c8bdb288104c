import type { ActionDirection } from '../../../../actions/actionGate';
import type { ActionFailure } from '../../../../actions/failureCopy';
import type { LendingAction } from '../../data/actionLimits';

interface ActionCopy {
  /** Tab and button text. */
  title: string;
  direction: ActionDirection;
  failure: ActionFailure;
  /** The transaction's label in toasts and the transaction log, e.g. 'Supply 1.5 SOL'. */
  label: (amount: string, symbol: string) => string;
}

export const LENDING_ACTIONS: readonly LendingAction[] = ['supply', 'withdraw', 'borrow', 'repay'];

export const LENDING_ACTION_COPY: Readonly<Record<LendingAction, ActionCopy>> = {
  supply: {
    title: 'Supply',
    direction: 'increase',
    failure: 'deposit',
    label: (amount, symbol) => `Supply ${amount} ${symbol}`,
  },
  withdraw: {
    title: 'Withdraw',
    direction: 'decrease',
    failure: 'withdraw',
    label: (amount, symbol) => `Withdraw ${amount} ${symbol}`,
  },
  borrow: {
    title: 'Borrow',
    direction: 'increase',
    failure: 'createLoan',
    label: (amount, symbol) => `Borrow ${amount} ${symbol}`,
  },
  repay: {
    title: 'Repay',
    direction: 'decrease',
    failure: 'repay',
    label: (amount, symbol) => `Repay ${amount} ${symbol}`,
  },
};
