/**
 * The standard copy of failed actions (O§8). Only the airdrop's wording is given by the spec; the
 * others name the action plainly and are followed by the reason the pipeline found.
 */
export const ACTION_FAILURE_COPY = {
  createLoan: 'Create loan failed',
  deposit: 'Deposit failed',
  withdraw: 'Withdraw failed',
  repay: 'Repay failed',
  liquidate: 'Liquidation failed',
  staking: 'Staking failed',
  unstaking: 'Unstaking failed',
  harvest: 'Harvest failed',
  /** Not among the O§8 texts; a vote or relinquish names its own action. */
  vote: 'Vote failed',
  lockup: 'Lockup change failed',
  /** Not among the O§8 texts (its 'airdrop failed' is the localnet SOL airdrop). */
  claim: 'Claim failed',
  /** Not among the O§8 texts. */
  swap: 'Swap failed',
  /** Not among the O§8 texts. */
  limitOrder: 'Limit order failed',
  /** Not among the O§8 texts. */
  cancelOrder: 'Cancel order failed',
  /** Not among the O§8 texts: a DIY liquidity strategy's creation. */
  createStrategy: 'Create strategy failed',
  /** Not among the O§8 texts: a market or reserve configuration change (manager app). */
  configUpdate: 'Configuration update failed',
} as const;

export type ActionFailure = keyof typeof ACTION_FAILURE_COPY;
