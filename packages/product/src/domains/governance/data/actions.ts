import type { TransactionRequest } from '@keel/wallet-connect';
import { useCallback, useMemo } from 'react';
import type { ActionDirection } from '../../../actions/actionGate';
import type { ActionFailure } from '../../../actions/failureCopy';
import { type SubmitAction, useSubmitAction } from '../../../actions/useSubmitAction';
import type { BuildResult, GovernanceRuntime } from './runtime';
import { useGovernanceServices } from './services';

/** The governance writes. */
export type GovernanceAction = 'stake' | 'unstake' | 'lockup' | 'vote';

/**
 * The gate direction and failure copy of each write. Withdraw-only mode refuses 'increase' only,
 * and only staking adds tokens: unstaking, locking or extending a lockup (it adds no tokens) and
 * voting are 'decrease' so that they stay available in that mode.
 * failureCopy.ts has no copy of its own for a vote or a lockup change: both are staking actions
 * of the registrar and use 'Staking failed'.
 */
export const GOVERNANCE_ACTIONS = {
  stake: { direction: 'increase', failure: 'staking' },
  unstake: { direction: 'decrease', failure: 'unstaking' },
  lockup: { direction: 'decrease', failure: 'lockup' },
  vote: { direction: 'decrease', failure: 'vote' },
} as const satisfies Record<
  GovernanceAction,
  { direction: ActionDirection; failure: ActionFailure }
>;

/**
 * The transactions of one governance action, all under its label. A build the program would
 * refuse throws its copy, which the kit's submit shows after the failure title and sends nothing.
 */
export function governanceRequests(
  label: string,
  builds: BuildResult | readonly BuildResult[],
): TransactionRequest[] {
  const all = 'ok' in builds ? [builds] : builds;
  return all.map((build) => {
    if (!build.ok) throw new Error(build.message);
    return { label, instructions: build.instructions, check: build.check };
  });
}

export interface GovernanceSubmitInput {
  /** The transaction's label in toasts and the transaction log ('Stake KMNO'). */
  label: string;
  /** Builds the instructions when the user submits (one build per transaction). */
  build: (lib: GovernanceRuntime) => BuildResult | readonly BuildResult[];
}

export interface GovernanceSubmit extends Pick<SubmitAction, 'blockedReason' | 'submitting'> {
  /** The runtime's builders and previews; undefined until loaded. */
  lib: GovernanceRuntime | undefined;
  /** The kit's submit; resolves true when the run landed. */
  submit(input: GovernanceSubmitInput): Promise<boolean>;
}

/**
 * A governance write through the action kit (useSubmitAction): the one gate for its direction,
 * the one pipeline with its failure copy, then one refresh of the wallet's data and of every
 * governance query.
 */
export function useGovernanceSubmit(kind: GovernanceAction): GovernanceSubmit {
  const services = useGovernanceServices();
  const { direction, failure } = GOVERNANCE_ACTIONS[kind];
  const action = useSubmitAction(direction);
  const lib = services?.lib;
  const { submit: send } = action;
  const submit = useCallback<GovernanceSubmit['submit']>(
    async (input) => {
      if (!lib) return false;
      const results = await send({
        failure,
        description: input.label,
        requests: () => governanceRequests(input.label, input.build(lib)),
        invalidates: (endpoint) => [lib.allKeys(endpoint)],
      });
      return results !== null;
    },
    [lib, send, failure],
  );
  return useMemo(
    () => ({
      lib,
      blockedReason: action.blockedReason,
      submitting: action.submitting,
      submit,
    }),
    [lib, action.blockedReason, action.submitting, submit],
  );
}
