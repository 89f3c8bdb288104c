import {
  decodeUserState,
  FARMS_DISCRIMINATORS,
  FARMS_PROGRAM_ID,
  KLEND_DISCRIMINATORS,
  sameAddress,
  toPublicKey,
} from '@keel/chain-readers';
import { PublicKey, SystemProgram } from '@solana/web3.js';
import type {
  AccountMetaView,
  InstructionContext,
} from '../../../chain/execution/instruction-context';
import { ANCHOR_ERRORS } from '../../../chain/execution/program-error';
import { anchorFailure, klendError } from '../anchor-errors';
import { BORROW, DEPOSIT } from '../layout-offsets';
import { ObligationAccount } from '../obligation-account';
import type { ReserveAccount } from '../reserve-account';
import { type FarmKind, farmOf } from './refresh-check';
import { checkReserveStatusAndVersion } from './reserve-checks';

/*
 * `process_impl_refresh_obligation_farms_for_reserve`: the obligation's stake in the reserve's
 * farm (its cTokens for a collateral farm, its floored debt for a debt farm) set through a CPI
 * to farms' set_stake_delegated, signed by the lending market authority. V2 actions run it after
 * the action; refresh_obligation_farms_for_reserve runs it alone.
 */

const HANDLER = 'handlers/handler_refresh_obligation_farms_for_reserve.rs';
const SET_STAKE_DELEGATED = Buffer.from('49abb84b1e38c6df', 'hex');

/** `AccountLoader<'info, farms::UserState>`. */
export function farmUserStateLoader(
  context: InstructionContext,
  meta: AccountMetaView,
  name: string,
) {
  const state = context.read(meta.address);
  const owner = state?.owner ?? SystemProgram.programId;
  if (state === null || !owner.equals(toPublicKey(FARMS_PROGRAM_ID))) {
    throw anchorFailure(ANCHOR_ERRORS.AccountOwnedByWrongProgram, {
      account: name,
      pubkeys: [owner, toPublicKey(FARMS_PROGRAM_ID)],
    });
  }
  const head = Buffer.from(state.data.subarray(0, 8));
  if (state.data.length < 8) {
    throw anchorFailure(ANCHOR_ERRORS.AccountDiscriminatorNotFound, { account: name });
  }
  if (!head.equals(Buffer.from(FARMS_DISCRIMINATORS.UserState))) {
    throw anchorFailure(ANCHOR_ERRORS.AccountDiscriminatorMismatch, { account: name });
  }
  return decodeUserState(meta.address, state);
}

export interface FarmRefreshInput {
  reserve: ReserveAccount;
  kind: FarmKind;
  obligation: PublicKey;
  lendingMarket: PublicKey;
  marketAuthority: PublicKey;
  userState: AccountMetaView;
  farmState: AccountMetaView;
}

/** The obligation as it is now (empty once closed): its stake for this reserve's farm. */
function stakeOf(context: InstructionContext, input: FarmRefreshInput): bigint {
  const state = context.read(input.obligation);
  if (state === null || state.data.length === 0) return 0n;
  if (
    !Buffer.from(state.data.subarray(0, 8)).equals(Buffer.from(KLEND_DISCRIMINATORS.Obligation))
  ) {
    return 0n;
  }
  const obligation = new ObligationAccount(state.data);
  const key = input.reserve.address;
  if (input.kind === 'Collateral') {
    const slot = obligation
      .activeDeposits()
      .find((s) => obligation.bytes.pubkey(s.base).equals(key));
    return slot === undefined ? 0n : obligation.bytes.u64(slot.base + DEPOSIT.depositedAmount);
  }
  const slot = obligation.activeBorrows().find((s) => obligation.bytes.pubkey(s.base).equals(key));
  return slot === undefined
    ? 0n
    : obligation.bytes.u128(slot.base + BORROW.borrowedAmountSf) >> 60n;
}

export function refreshObligationFarm(context: InstructionContext, input: FarmRefreshInput): void {
  const obligationState = context.read(input.obligation);
  if (obligationState !== null && obligationState.data.length > 0) {
    const obligation = new ObligationAccount(obligationState.data);
    if (!obligation.lendingMarket.equals(input.lendingMarket)) {
      context.log('Obligation lending market does not match the lending market provided');
      throw klendError('InvalidAccountInput', {
        source: 'lending_market/lending_checks.rs:394',
        pubkeys: [obligation.lendingMarket, input.lendingMarket],
      });
    }
  }
  checkReserveStatusAndVersion(context, input.reserve);
  const user = farmUserStateLoader(context, input.userState, 'obligation_farm_user_state');
  if (!sameAddress(user.delegatee, input.obligation)) {
    throw klendError('InvalidAccountInput', {
      source: `${HANDLER}:26`,
      pubkeys: [toPublicKey(user.delegatee), input.obligation],
    });
  }
  context.log(`RefreshObligationFarmsForReserve ${input.kind}`);
  const farm = farmOf(input.reserve, input.kind);
  if (farm.equals(PublicKey.default)) throw klendError('NoFarmForReserve');
  if (!farm.equals(input.farmState.address)) {
    throw klendError('InvalidAccountInput', {
      source: `${HANDLER}:41`,
      pubkeys: [farm, input.farmState.address],
    });
  }
  const amount = stakeOf(context, input);
  context.log(`RefreshObligationFarmsForReserve amount ${amount} slot ${context.clock.slot}`);
  if (user.activeStakeScaled === amount) {
    context.log('Farm stake is unchanged, skipping update');
    return;
  }
  const data = Buffer.alloc(16);
  SET_STAKE_DELEGATED.copy(data, 0);
  data.writeBigUInt64LE(amount, 8);
  context.invoke(
    {
      programId: toPublicKey(FARMS_PROGRAM_ID),
      accounts: [
        { address: input.marketAuthority, isSigner: true, isWritable: false },
        { address: input.userState.address, isSigner: false, isWritable: true },
        { address: farm, isSigner: false, isWritable: true },
      ],
      data,
    },
    [input.marketAuthority],
  );
}

/**
 * `refresh_farms!` of a V2 action: nothing when the reserve has no farm of this kind; else both
 * farm accounts must be given (FarmAccountsMissing) and the stake is refreshed.
 */
export function refreshFarmsAfterAction(
  context: InstructionContext,
  input: Omit<FarmRefreshInput, 'userState' | 'farmState'> & {
    userState: AccountMetaView | null;
    farmState: AccountMetaView | null;
  },
): void {
  if (farmOf(input.reserve, input.kind).equals(PublicKey.default)) return;
  const { userState, farmState } = input;
  if (userState === null || farmState === null) throw klendError('FarmAccountsMissing');
  refreshObligationFarm(context, { ...input, userState, farmState });
}
