import { sameAddress, TOKEN_PROGRAM_ID, toPublicKey } from '@keel/chain-readers';
import type { ClaimStatus } from '@keel/distributor-programs';
import { PublicKey } from '@solana/web3.js';
import type { InstructionContext } from '../../../chain/execution/instruction-context';
import { ANCHOR_ERRORS } from '../../../chain/execution/program-error';
import { accountAt, requireMut, requireProgram, requireSigner } from '../../anchor/anchor-accounts';
import { tokenTransfer } from '../../runtime/token-cpi';
import {
  checkVault,
  loadClaimStatus,
  loadDistributor,
  loadSplTokenAccount,
  writeClaimStatus,
  writeDistributor,
} from '../distributor-accounts';
import { anchorFailure, distributorFailure } from '../distributor-errors';
import { emitEvent, u64Le } from './event-log';

const U64_MAX = (1n << 64n) - 1n;
/** sha256("event:ClaimedEvent")[0..8]. */
const CLAIMED_EVENT = [144, 172, 209, 86, 144, 87, 84, 115];
const SOURCE = 'instructions/claim_locked.rs';
const DAY = 86_400n;

/** ClaimStatus::unlocked_amount: the locked amount's linear unlock between start and end. */
function unlockedAmount(status: ClaimStatus, now: bigint, start: bigint, end: bigint): bigint {
  if (now < start) return 0n;
  if (now >= end) return status.lockedAmount;
  return ((now - start) * status.lockedAmount) / (end - start);
}

/** claim_locked(): pays what has unlocked of the locked amount since the last withdrawal. */
export function claimLocked(context: InstructionContext): void {
  const distributorMeta = accountAt(context, 0, 'distributor');
  const statusMeta = accountAt(context, 1, 'claim_status');
  const fromMeta = accountAt(context, 2, 'from');
  const toMeta = accountAt(context, 3, 'to');
  const claimant = accountAt(context, 4, 'claimant');
  const distributor = loadDistributor(context, distributorMeta);
  const status = loadClaimStatus(context, statusMeta);
  const from = loadSplTokenAccount(context, fromMeta, 'from');
  const to = loadSplTokenAccount(context, toMeta, 'to');
  requireSigner(claimant, 'claimant');
  requireProgram(
    accountAt(context, 5, 'token_program'),
    toPublicKey(TOKEN_PROGRAM_ID),
    'token_program',
  );

  requireMut(distributorMeta, 'distributor');
  const [statusAddress] = PublicKey.findProgramAddressSync(
    [Buffer.from('ClaimStatus'), claimant.address.toBuffer(), distributorMeta.address.toBuffer()],
    context.programId,
  );
  if (!statusMeta.address.equals(statusAddress)) {
    throw anchorFailure(ANCHOR_ERRORS.ConstraintSeeds, {
      account: 'claim_status',
      pubkeys: [statusMeta.address, statusAddress],
    });
  }
  requireMut(statusMeta, 'claim_status');
  const state = distributor.data;
  checkVault(fromMeta, from, state);
  requireMut(toMeta, 'to');
  // token::authority: Anchor 0.28 names neither the account nor the keys here.
  if (!sameAddress(to.owner, claimant.address))
    throw anchorFailure(ANCHOR_ERRORS.ConstraintTokenOwner);
  requireMut(claimant, 'claimant');

  if (state.clawedBack) throw distributorFailure('ClaimExpired', { source: `${SOURCE}:73` });
  if (state.enableSlot > context.clock.slot) {
    throw distributorFailure('ClaimingIsNotStarted', { source: `${SOURCE}:75` });
  }
  const now = context.clock.unixTimestamp;
  const unlocked = unlockedAmount(status.data, now, state.startTs, state.endTs);
  if (unlocked < status.data.lockedAmountWithdrawn) throw distributorFailure('ArithmeticError');
  const amount = unlocked - status.data.lockedAmountWithdrawn;
  if (amount <= 0n)
    throw distributorFailure('InsufficientUnlockedTokens', { source: `${SOURCE}:83` });
  tokenTransfer(context, {
    tokenProgram: toPublicKey(TOKEN_PROGRAM_ID),
    source: fromMeta.address,
    destination: toMeta.address,
    authority: distributorMeta.address,
    amount,
    pdaSigned: true,
  });
  const withdrawn = status.data.lockedAmountWithdrawn + amount;
  if (withdrawn > status.data.lockedAmount) {
    throw distributorFailure('ExceededMaxClaim', { source: `${SOURCE}:111` });
  }
  const total = state.totalAmountClaimed + amount;
  if (total > U64_MAX) throw distributorFailure('ArithmeticError');
  if (total > state.maxTotalClaim)
    throw distributorFailure('ExceededMaxClaim', { source: `${SOURCE}:122` });
  const { address: _address, ...fields } = status.data;
  writeClaimStatus(context, statusMeta.address, { ...fields, lockedAmountWithdrawn: withdrawn });
  writeDistributor(context, { ...distributor, data: { ...state, totalAmountClaimed: total } });
  const remaining = now < state.endTs ? state.endTs - now : 0n;
  context.log(
    `Withdrew amount ${amount} with ${remaining / DAY} days and ${remaining % DAY} seconds left in lockup`,
  );
  emitEvent(context, CLAIMED_EVENT, Buffer.concat([claimant.address.toBuffer(), u64Le(amount)]));
}
