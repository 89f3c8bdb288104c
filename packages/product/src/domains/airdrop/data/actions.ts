import type Decimal from 'decimal.js';
import { useCallback } from 'react';
import { useSubmitAction } from '../../../actions/useSubmitAction';
import { claimCheck } from './claimCheck';
import type { AllocationLeaf, DistributorFacts } from './claimState';
import { useAirdropServices } from './services';

export interface ClaimSubmit {
  blockedReason: string | undefined;
  submitting: boolean;
  /** Resolves true when the claim landed. */
  claim(input: {
    wallet: string;
    leaf: AllocationLeaf;
    distributor: DistributorFacts;
    label: string;
    /** The allocation as the panel shows it, checked against the claim's simulation. */
    amount: Decimal;
    symbol: string;
  }): Promise<boolean>;
}

/**
 * The claim through the action kit: the one gate ('decrease': a claim adds no exposure, so it
 * stays available in withdraw-only mode), the one pipeline with its failure copy and the
 * distributor's error copy, then one refresh of the wallet's data and the distributor queries.
 */
export function useClaimSubmit(): ClaimSubmit {
  const services = useAirdropServices();
  const action = useSubmitAction('decrease');
  const { submit } = action;
  const claim = useCallback<ClaimSubmit['claim']>(
    async ({ wallet, leaf, distributor, label, amount, symbol }) => {
      if (!services) return false;
      const { lib } = services;
      const results = await submit({
        failure: 'claim',
        description: label,
        requests: () => [
          {
            label,
            instructions: lib.claimInstructions({
              wallet,
              leaf,
              mint: distributor.mint,
              tokenVault: distributor.tokenVault,
            }),
            check: claimCheck({ leaf, mint: distributor.mint, amount, symbol }),
          },
        ],
        invalidates: (endpoint) => [lib.allKeys(endpoint)],
      });
      return results !== null;
    },
    [services, submit],
  );
  return { blockedReason: action.blockedReason, submitting: action.submitting, claim };
}
