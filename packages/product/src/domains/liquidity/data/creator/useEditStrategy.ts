import type { WhirlpoolStrategy } from '@keel/chain-readers';
import type { RebalanceParams } from '@keel/liquidity-programs';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { type SubmitAction, useSubmitAction } from '../../../../actions/useSubmitAction';
import { whenReady } from '../../../../common/services/whenReady';
import { useCreatorServices } from './services';

export interface EditAccount {
  /** The strategy's account as the chain has it now (rebalance type and parameters). */
  account: WhirlpoolStrategy | undefined;
  error: Error | null;
  retry: () => void;
}

/** The strategy account the edit form starts from (re-read after every edit). */
export function useEditAccount(address: string): EditAccount {
  const services = useCreatorServices();
  const query = useQuery(
    whenReady(services?.lib.strategyQuery(services.chain, address), 'creator:strategy'),
  );
  return {
    account: query.data?.strategy,
    error: query.data ? null : query.error,
    retry: () => void query.refetch(),
  };
}

export interface EditSubmit extends Pick<SubmitAction, 'blockedReason' | 'submitting'> {
  /** Resolves true when the change landed. */
  submit(input: {
    strategy: WhirlpoolStrategy;
    wallet: string;
    rebalanceType: number;
    params: RebalanceParams;
    label: string;
  }): Promise<boolean>;
}

/** The edit through the action kit; the strategy is read again after it. */
export function useEditSubmit(): EditSubmit {
  const services = useCreatorServices();
  const action = useSubmitAction('decrease');
  const { submit: send } = action;
  const submit = useCallback<EditSubmit['submit']>(
    async (input) => {
      if (!services) return false;
      const results = await send({
        failure: 'configUpdate',
        description: input.label,
        requests: () => services.lib.editRequests(input),
        invalidates: (endpoint) => [services.lib.writeKeys.all(endpoint)],
      });
      return results !== null;
    },
    [services, send],
  );
  return { blockedReason: action.blockedReason, submitting: action.submitting, submit };
}
