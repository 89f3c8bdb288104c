import {
  decodeFarmState,
  decodeUserState,
  FARMS_DISCRIMINATORS,
  type FarmState,
  type UserState,
} from '@keel/chain-readers';
import { type PublicKey, SystemProgram } from '@solana/web3.js';
import type {
  AccountMetaView,
  InstructionContext,
} from '../../chain/execution/instruction-context';
import { ANCHOR_ERRORS } from '../../chain/execution/program-error';
import type { LedgerAccount } from '../../chain/ledger-account';
import { anchorFailure, programPanic } from './anchor-errors';

/*
 * Anchor 0.29's `AccountLoader<T>` (kfarms' zero-copy accounts): unlike `Account<T>` it has no
 * "not initialized" case — a missing account fails the owner check, with both owners logged.
 */

const GLOBAL_CONFIG_DISCRIMINATOR = Uint8Array.from([
  0x95, 0x08, 0x9c, 0xca, 0xa0, 0xfc, 0xb0, 0xd9,
]);
const GLOBAL_CONFIG_SIZE = 2136;

export function loadZeroCopy(
  context: InstructionContext,
  meta: AccountMetaView,
  name: string,
  owner: PublicKey,
  discriminator: Uint8Array,
): LedgerAccount {
  const state = context.read(meta.address);
  const actual = state?.owner ?? SystemProgram.programId;
  if (state === null || !actual.equals(owner)) {
    throw anchorFailure(
      ANCHOR_ERRORS.AccountOwnedByWrongProgram,
      { account: name },
      { pubkeys: [actual, owner] },
    );
  }
  if (state.data.length < 8) {
    throw anchorFailure(ANCHOR_ERRORS.AccountDiscriminatorNotFound, { account: name });
  }
  if (!Buffer.from(state.data.subarray(0, 8)).equals(Buffer.from(discriminator))) {
    throw anchorFailure(ANCHOR_ERRORS.AccountDiscriminatorMismatch, { account: name });
  }
  return state;
}

/** `load()` casts the bytes: a size or enum the program could not cast is a panic. */
function cast<T>(decode: () => T, type: string): T {
  try {
    return decode();
  } catch (caught) {
    const reason = caught instanceof Error ? caught.message : String(caught);
    throw programPanic(`sandbox: this ${type} cannot be read (${reason})`);
  }
}

export interface LoadedFarm {
  state: LedgerAccount;
  farm: FarmState;
}

export function loadFarmState(context: InstructionContext, meta: AccountMetaView): LoadedFarm {
  const owner = context.programId;
  const state = loadZeroCopy(context, meta, 'farm_state', owner, FARMS_DISCRIMINATORS.FarmState);
  const farm = cast(() => decodeFarmState(meta.address, state, { programId: owner }), 'FarmState');
  return { state, farm };
}

export interface LoadedUser {
  state: LedgerAccount;
  user: UserState;
}

export function loadUserState(
  context: InstructionContext,
  meta: AccountMetaView,
  name = 'user_state',
): LoadedUser {
  const owner = context.programId;
  const state = loadZeroCopy(context, meta, name, owner, FARMS_DISCRIMINATORS.UserState);
  const user = cast(() => decodeUserState(meta.address, state, { programId: owner }), 'UserState');
  return { state, user };
}

/** The farms GlobalConfig; harvesting needs only its treasury fee. */
export function loadGlobalConfig(
  context: InstructionContext,
  meta: AccountMetaView,
): { treasuryFeeBps: bigint } {
  const state = loadZeroCopy(
    context,
    meta,
    'global_config',
    context.programId,
    GLOBAL_CONFIG_DISCRIMINATOR,
  );
  if (state.data.length < GLOBAL_CONFIG_SIZE) {
    throw programPanic('sandbox: this GlobalConfig is shorter than the program casts');
  }
  return { treasuryFeeBps: Buffer.from(state.data).readBigUInt64LE(40) };
}
