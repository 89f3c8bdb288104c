import { KLEND_PROGRAM_ID, toPublicKey } from '@keel/chain-readers';
import { PublicKey } from '@solana/web3.js';
import type { AccountBytes } from './account-bytes';
import { klendError, panic } from './anchor-errors';
import { add, fromBps, min, mul, sub } from './fraction';
import { compoundedInterest } from './interest';
import { REFERRER_TOKEN_STATE, RESERVE } from './layout-offsets';
import type { ReserveAccount } from './reserve-account';

const CHECKS = 'lending_market/lending_checks.rs';
const REFERRER_SEED = Buffer.from('referrer_acc');

/** `validate_referrer_token_state`: initialised, same mint, the PDA of its referrer, our referrer. */
export function validateReferrerTokenState(
  state: AccountBytes,
  address: PublicKey,
  reserve: ReserveAccount,
  obligationReferrer: PublicKey,
): void {
  const referrer = state.pubkey(REFERRER_TOKEN_STATE.referrer);
  const mint = state.pubkey(REFERRER_TOKEN_STATE.mint);
  if (mint.equals(PublicKey.default) || referrer.equals(PublicKey.default)) {
    throw klendError('ReferrerAccountNotInitialized', { source: `${CHECKS}:716` });
  }
  if (!mint.equals(reserve.bytes.pubkey(RESERVE.liquidityMint))) {
    throw klendError('ReferrerAccountMintMissmatch', { source: `${CHECKS}:720` });
  }
  const bump = state.u64(REFERRER_TOKEN_STATE.bump);
  if (bump > 255n) panic('called `Result::unwrap()` on an `Err` value: TryFromIntError(())');
  let expected: PublicKey;
  try {
    expected = PublicKey.createProgramAddressSync(
      [REFERRER_SEED, referrer.toBuffer(), reserve.address.toBuffer(), Buffer.of(Number(bump))],
      toPublicKey(KLEND_PROGRAM_ID),
    );
  } catch {
    panic('called `Result::unwrap()` on an `Err` value: InvalidSeeds');
  }
  if (!address.equals(expected)) {
    throw klendError('ReferrerAccountWrongAddress', { source: `${CHECKS}:735` });
  }
  if (!referrer.equals(obligationReferrer)) {
    throw klendError('ReferrerAccountReferrerMissmatch', { source: `${CHECKS}:739` });
  }
}

export interface ReferrerFeeInput {
  reserve: ReserveAccount;
  slotsElapsed: bigint;
  borrowedAmount: bigint;
  previousBorrowedAmount: bigint;
  /** The obligation's referrer and whether the market pays referrers; null when not. */
  referrer: PublicKey | null;
  /** The next referrer token state of the remaining accounts (only taken when paid). */
  nextReferrerTokenState: () => { address: PublicKey; state: AccountBytes };
}

/**
 * `accumulate_referrer_fees`: the referrers' share of this borrow's new variable interest moves
 * from the reserve's pending referrer fees to the referrer (or to the protocol without one).
 */
export function accumulateReferrerFees(input: ReferrerFeeInput): void {
  const { reserve } = input;
  const b = reserve.bytes;
  const absoluteReferralRate = b.u128(RESERVE.absoluteReferralRateSf);
  if (absoluteReferralRate === 0n) return;
  const fixedRate = compoundedInterest(
    fromBps(reserve.config.hostFixedInterestRateBps),
    input.slotsElapsed,
  );
  const previous = input.previousBorrowedAmount;
  const netNewDebt = sub(input.borrowedAmount, previous);
  const netNewFixedDebt = sub(mul(previous, fixedRate), previous);
  if (netNewFixedDebt > netNewDebt)
    throw klendError('CannotCalculateReferralAmountDueToSlotsMismatch');
  const referrerFee = mul(sub(netNewDebt, netNewFixedDebt), absoluteReferralRate);
  const capped = min(referrerFee, b.u128(RESERVE.pendingReferrerFeesSf));
  b.setU128(RESERVE.pendingReferrerFeesSf, b.u128(RESERVE.pendingReferrerFeesSf) - capped);
  if (input.referrer === null) {
    b.setU128(
      RESERVE.accumulatedProtocolFeesSf,
      add(b.u128(RESERVE.accumulatedProtocolFeesSf), capped),
    );
    return;
  }
  const { address, state } = input.nextReferrerTokenState();
  validateReferrerTokenState(state, address, reserve, input.referrer);
  state.setU128(
    REFERRER_TOKEN_STATE.amountCumulativeSf,
    add(state.u128(REFERRER_TOKEN_STATE.amountCumulativeSf), capped),
  );
  state.setU128(
    REFERRER_TOKEN_STATE.amountUnclaimedSf,
    add(state.u128(REFERRER_TOKEN_STATE.amountUnclaimedSf), capped),
  );
  b.setU128(
    RESERVE.accumulatedReferrerFeesSf,
    add(b.u128(RESERVE.accumulatedReferrerFeesSf), capped),
  );
}
