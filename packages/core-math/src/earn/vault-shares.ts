import type Decimal from 'decimal.js';
import { MathDecimal, type NumericInput, toDecimal } from '../decimal';

/*
 * An earn vault's share arithmetic in whole units, as its program rounds it in raw units: the
 * vault's value (AUM: tokens available plus what its reserve deposits are worth, less pending
 * fees) over the shares issued is the share price; a deposit mints shares floored to the shares'
 * decimals, a withdrawal pays tokens floored to the token's decimals.
 */

export interface VaultShareState {
  /** The vault's net value, in whole tokens. */
  aum: NumericInput;
  /** Shares issued, in whole shares. */
  sharesIssued: NumericInput;
}

/** Tokens one share is worth: AUM / shares issued (1 for a vault with no shares yet). */
export function vaultTokensPerShare(state: VaultShareState): Decimal {
  const aum = toDecimal(state.aum);
  const issued = toDecimal(state.sharesIssued);
  if (issued.isZero() || aum.isZero()) return new MathDecimal(1);
  return aum.div(issued);
}

/** Shares a deposit of `amount` tokens mints (floored to the shares' decimals). */
export function vaultSharesForDeposit(
  state: VaultShareState,
  amount: NumericInput,
  shareDecimals: number,
): Decimal {
  const tokens = toDecimal(amount);
  if (tokens.lte(0)) return new MathDecimal(0);
  return tokens
    .div(vaultTokensPerShare(state))
    .toDecimalPlaces(shareDecimals, MathDecimal.ROUND_DOWN);
}

/** Tokens `shares` are worth on withdrawal (floored to the token's decimals). */
export function vaultTokensForShares(
  state: VaultShareState,
  shares: NumericInput,
  tokenDecimals: number,
): Decimal {
  const amount = toDecimal(shares);
  if (amount.lte(0)) return new MathDecimal(0);
  return amount
    .times(vaultTokensPerShare(state))
    .toDecimalPlaces(tokenDecimals, MathDecimal.ROUND_DOWN);
}

/** Shares to burn to withdraw `amount` tokens (rounded up, never more than the vault's issue). */
export function vaultSharesForWithdrawal(
  state: VaultShareState,
  amount: NumericInput,
  shareDecimals: number,
): Decimal {
  const tokens = toDecimal(amount);
  if (tokens.lte(0)) return new MathDecimal(0);
  const shares = tokens
    .div(vaultTokensPerShare(state))
    .toDecimalPlaces(shareDecimals, MathDecimal.ROUND_UP);
  const issued = toDecimal(state.sharesIssued);
  return issued.gt(0) && shares.gt(issued) ? issued : shares;
}
