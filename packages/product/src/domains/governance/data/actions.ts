import { useToast } from '@keel/ui-kit';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useSendTransactions } from '../../../transactions/useSendTransactions';
import type { BuildResult, GovernanceRuntime } from './runtime';
import { useGovernanceServices } from './services';

export interface GovernanceActions {
  /** False until a wallet that can sign is connected and the runtime has loaded. */
  ready: boolean;
  /** The runtime's instruction builders; undefined until loaded. */
  lib: GovernanceRuntime | undefined;
  /**
   * Sends built instructions as one labelled transaction through the app's pipeline (which
   * shows the toasts); a build the program would refuse shows its copy as an error toast and
   * sends nothing. After a success every governance query is refreshed. True on success.
   */
  submit(label: string, build: BuildResult): Promise<boolean>;
}

export function useGovernanceActions(): GovernanceActions {
  const services = useGovernanceServices();
  const { send, ready } = useSendTransactions();
  const queryClient = useQueryClient();
  const toaster = useToast();
  const submit = useCallback<GovernanceActions['submit']>(
    async (label, build) => {
      if (!build.ok) {
        toaster.error(build.message);
        return false;
      }
      const results = await send([{ label, instructions: build.instructions }]);
      if (results === null) return false;
      if (services) {
        await queryClient.invalidateQueries({
          queryKey: services.lib.allKeys(services.chain.endpoint),
        });
      }
      return true;
    },
    [send, services, queryClient, toaster],
  );
  return useMemo(
    () => ({ ready: ready && services !== undefined, lib: services?.lib, submit }),
    [ready, services, submit],
  );
}
