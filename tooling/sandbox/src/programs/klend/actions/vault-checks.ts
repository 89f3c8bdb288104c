import type { PublicKey } from '@solana/web3.js';
import type { InstructionContext } from '../../../chain/execution/instruction-context';
import { klendError, panic } from '../anchor-errors';
import { tokenAmount } from '../token-checks';

const CHECKS = 'lending_market/lending_checks.rs';

/**
 * `post_transfer_vault_balance_liquidity_reserve_checks`: the vault and the reserve's available
 * amount moved by the same amount, and by exactly what was transferred.
 */
export function checkVaultAfterTransfer(
  context: InstructionContext,
  input: {
    vault: PublicKey;
    available: bigint;
    initialBalance: bigint;
    initialAvailable: bigint;
    /** Positive for an inflow (Additive), negative for an outflow (Subtractive). */
    change: bigint;
  },
): void {
  const finalBalance = tokenAmount(context, input.vault);
  const before = input.initialBalance - input.initialAvailable;
  const after = finalBalance - input.available;
  if (before < 0n || after < 0n) panic('attempt to subtract with overflow', `${CHECKS}:425:9`);
  if (before !== after) {
    throw klendError('ReserveTokenBalanceMismatch', {
      source: `${CHECKS}:429`,
      values: [before.toString(), after.toString()],
    });
  }
  const line = input.change >= 0n ? [438, 445] : [455, 462];
  const expectedBalance = input.initialBalance + input.change;
  if (expectedBalance !== finalBalance) {
    throw klendError('ReserveVaultBalanceMismatch', {
      source: `${CHECKS}:${line[0]}`,
      values: [expectedBalance.toString(), finalBalance.toString()],
    });
  }
  const expectedAvailable = input.initialAvailable + input.change;
  if (expectedAvailable !== input.available) {
    throw klendError('ReserveAccountingMismatch', {
      source: `${CHECKS}:${line[1]}`,
      values: [expectedAvailable.toString(), input.available.toString()],
    });
  }
}
