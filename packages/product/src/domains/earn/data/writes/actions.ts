import { amountToLamports } from '@keel/core-math';
import type Decimal from 'decimal.js';
import { useCallback } from 'react';
import { useSubmitAction } from '../../../../actions/useSubmitAction';
import { vaultCheck } from '../earnCheck';
import { useWalletVaultApiKeys } from '../earnHooks';
import type { VaultActionRequest } from './runtime';
import { useVaultWriteServices } from './services';
import type { VaultFigures } from './vaultPreview';

export interface VaultSubmit {
  blockedReason: string | undefined;
  submitting: boolean;
  /** Resolves true when the transaction landed. */
  submit(input: {
    request: VaultActionRequest;
    /** Whole tokens (deposit) or whole shares (withdraw). */
    amount: Decimal;
    decimals: number;
    label: string;
    /** What the form previewed with: the simulation is checked against it. */
    figures: VaultFigures;
    symbol: string;
  }): Promise<boolean>;
}

/**
 * A deposit ('increase') or a withdrawal ('decrease', still open in withdraw-only mode) through
 * the action kit: one gate, the one pipeline with the vault program's error copy, then one
 * refresh of the wallet's data, the vault's, and the API's reads of the wallet in the vault.
 */
export function useVaultSubmit(
  kind: 'deposit' | 'withdraw',
  vault: string,
  wallet: string | undefined,
): VaultSubmit {
  const services = useVaultWriteServices();
  const apiKeys = useWalletVaultApiKeys(vault, wallet);
  const action = useSubmitAction(kind === 'deposit' ? 'increase' : 'decrease');
  const { submit: send } = action;
  const submit = useCallback<VaultSubmit['submit']>(
    async ({ request, amount, decimals, label, figures, symbol }) => {
      if (!services) return false;
      const { lib } = services;
      const raw = amountToLamports(amount, decimals);
      const results = await send({
        failure: kind,
        description: label,
        requests: () => [
          {
            label,
            instructions:
              kind === 'deposit'
                ? lib.depositInstructions({ ...request, amount: raw })
                : lib.withdrawInstructions({ ...request, shares: raw }),
            check: vaultCheck({ kind, amount: raw, figures, symbol, ...request }),
          },
        ],
        invalidates: (endpoint) => [lib.allKeys(endpoint), ...apiKeys],
      });
      return results !== null;
    },
    [services, send, kind, apiKeys],
  );
  return { blockedReason: action.blockedReason, submitting: action.submitting, submit };
}
