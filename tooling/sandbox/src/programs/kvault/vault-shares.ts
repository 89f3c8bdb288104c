import { max } from '../klend/fraction';
import { vaultFailure } from './kvault-errors';
import {
  ceilOf,
  floorOf,
  fromU64,
  fullMulFractionRatioCeil,
  fullMulIntRatio,
  fullMulIntRatioCeil,
} from './vault-fraction';

/*
 * The share arithmetic of kvault's `vault_operations::common` (release 2.1.1), the AUM a
 * Fraction in bits and amounts raw u64.
 */

/** `VaultState::compute_aum`: available + invested − pending fees (AUMBelowPendingFees below 0). */
export function computeAum(
  tokenAvailable: bigint,
  investedBits: bigint,
  pendingFeesSf: bigint,
): bigint {
  const total = fromU64(tokenAvailable) + investedBits;
  if (total < pendingFeesSf) throw vaultFailure('AUMBelowPendingFees');
  return total - pendingFeesSf;
}

/** `get_shares_to_mint`: 1:1 into an empty vault, else issued × amount / ⌈AUM⌉, floored. */
export function sharesToMint(aumBits: bigint, amount: bigint, sharesIssued: bigint): bigint {
  if (sharesIssued === 0n) return amount;
  if (aumBits === 0n) throw vaultFailure('VaultAUMZero');
  return floorOf(fullMulIntRatio(fromU64(sharesIssued), amount, ceilOf(aumBits)));
}

/** `compute_amount_to_deposit_from_shares_to_mint`: AUM × shares / issued, rounded up. */
export function amountToDepositForShares(
  sharesIssued: bigint,
  aumBits: bigint,
  shares: bigint,
): bigint {
  if (sharesIssued === 0n) return shares;
  return ceilOf(fullMulIntRatioCeil(aumBits, shares, sharesIssued));
}

/** `compute_user_total_received_on_withdraw`: all of the AUM for all shares, else pro rata. */
export function totalForShares(sharesIssued: bigint, aumBits: bigint, shares: bigint): bigint {
  const bits = sharesIssued === shares ? aumBits : fullMulIntRatio(aumBits, shares, sharesIssued);
  return floorOf(bits);
}

/** `get_withdrawal_penalty`: the larger of the bps share and the flat lamports, rounded up. */
export function withdrawalPenalty(total: bigint, penaltyBps: bigint, penaltyLamports: bigint) {
  const fromBps = fullMulIntRatio(fromU64(total), penaltyBps, 10_000n);
  const flat = fromU64(penaltyLamports);
  return ceilOf(max(fromBps, flat));
}

/** `calculate_shares_to_burn`: amount × issued / AUM rounded up, at most the shares offered. */
export function sharesToBurn(
  amountBits: bigint,
  sharesIssued: bigint,
  aumBits: bigint,
  offered: bigint,
): bigint {
  const burn = ceilOf(fullMulFractionRatioCeil(amountBits, fromU64(sharesIssued), aumBits));
  return burn < offered ? burn : offered;
}
