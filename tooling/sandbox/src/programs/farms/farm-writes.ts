import { encodeUserState, type FarmState, toPublicKey, type UserState } from '@keel/chain-readers';
import type { InstructionContext } from '../../chain/execution/instruction-context';
import type { LedgerAccount } from '../../chain/ledger-account';
import { toU128 } from './wad';

/*
 * Writes back only the fields the user instructions change, into the account's own bytes: the
 * rest (padding that newer program versions use, unused reward slots) stays as it was.
 */

const REWARD_INFOS = 192;
const REWARD_INFO_SIZE = 704;

function u64(data: Buffer, offset: number, value: bigint): void {
  data.writeBigUInt64LE(value, offset);
}

/** A `bool as u8` is rewritten only when it changes (any non-zero byte reads as true). */
function writeBool(data: Buffer, offset: number, value: boolean): void {
  if ((data[offset] !== 0) !== value) data.writeUInt8(value ? 1 : 0, offset);
}

function u128(data: Buffer, offset: number, value: bigint): void {
  const checked = toU128(value);
  data.writeBigUInt64LE(checked & ((1n << 64n) - 1n), offset);
  data.writeBigUInt64LE(checked >> 64n, offset + 8);
}

export function writeFarmState(
  context: InstructionContext,
  state: LedgerAccount,
  farm: FarmState,
): void {
  const data = Buffer.from(state.data);
  data.set(farm.token.tokenProgram.toBytes(), 72 + 40);
  farm.rewardInfos.forEach((reward, i) => {
    const base = REWARD_INFOS + i * REWARD_INFO_SIZE;
    u64(data, base + 152, reward.rewardsAvailable);
    u64(data, base + 488, reward.lastIssuanceTs);
    u64(data, base + 496, reward.rewardsIssuedUnclaimed);
    u64(data, base + 504, reward.rewardsIssuedCumulative);
    u128(data, base + 512, reward.rewardPerShareScaled);
  });
  u64(data, 7240, farm.numUsers);
  u64(data, 7248, farm.totalStakedAmount);
  writeBool(data, 7362, farm.isFarmDelegated);
  u128(data, 7408, farm.totalActiveStakeScaled);
  u128(data, 7424, farm.totalPendingStakeScaled);
  u64(data, 7440, farm.totalPendingAmount);
  u64(data, 7448, farm.slashedAmountCurrent);
  u64(data, 7456, farm.slashedAmountCumulative);
  context.write(toPublicKey(farm.address), { ...state, data: new Uint8Array(data) });
}

/** UserState bytes 8..520 are modelled fields, but for isFarmDelegated (80) and padding0. */
const USER_RANGES: ReadonlyArray<readonly [number, number]> = [
  [8, 80],
  [88, 520],
];

export function writeUserState(
  context: InstructionContext,
  state: LedgerAccount,
  user: UserState,
): void {
  for (const value of [
    user.activeStakeScaled,
    user.pendingDepositStakeScaled,
    user.pendingWithdrawalUnstakeScaled,
    ...user.rewardsTallyScaled,
  ]) {
    toU128(value);
  }
  const encoded = encodeUserState(user);
  const data = Buffer.from(state.data);
  for (const [start, end] of USER_RANGES) data.set(encoded.subarray(start, end), start);
  writeBool(data, 80, user.isFarmDelegated);
  context.write(toPublicKey(user.address), { ...state, data: new Uint8Array(data) });
}
