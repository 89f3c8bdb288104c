/**
 * Whether an action adds exposure (supply, borrow, stake, deposit) or takes it away (withdraw,
 * repay, unstake, claim). Withdraw-only mode keeps only the second kind.
 */
export type ActionDirection = 'increase' | 'decrease';

export interface ActionGateInput {
  direction: ActionDirection;
  walletConnected: boolean;
  /** The connected wallet can sign transactions (a read-only session cannot). */
  canSign: boolean;
  withdrawOnly: boolean;
  /** The region check answered restricted (O§6). */
  regionRestricted: boolean;
  /** Wallet screening flagged the connected wallet (O§4.7). */
  walletFlagged: boolean;
}

export type ActionGate = { allowed: true } | { allowed: false; reason: string };

export const GATE_REASONS = {
  connect: 'Connect a wallet to continue',
  cannotSign: 'The connected wallet cannot sign transactions',
  withdrawOnly: 'Only withdraw and repay are available in Withdraw only mode',
  region: 'This site is not available in your region',
  flagged: 'Access Prohibited',
} as const;

/**
 * The one gate before any write: the same answer for every form, so a button's reason and the
 * submit's refusal never disagree. Access restrictions come first, then the wallet, then the mode.
 */
export function actionGate(input: ActionGateInput): ActionGate {
  if (input.regionRestricted) return { allowed: false, reason: GATE_REASONS.region };
  if (input.walletFlagged) return { allowed: false, reason: GATE_REASONS.flagged };
  if (input.withdrawOnly && input.direction === 'increase') {
    return { allowed: false, reason: GATE_REASONS.withdrawOnly };
  }
  if (!input.walletConnected) return { allowed: false, reason: GATE_REASONS.connect };
  if (!input.canSign) return { allowed: false, reason: GATE_REASONS.cannotSign };
  return { allowed: true };
}
