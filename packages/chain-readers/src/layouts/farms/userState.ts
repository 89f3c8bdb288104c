import type { Address } from '../../address/address';
import type { ByteWriter } from '../../bytes/ByteWriter';
import { FARMS_PROGRAM_ID } from '../../programIds';
import type { AccountBytes } from '../accountBytes';
import {
  type AnchorAccountSpec,
  anchorAccountWriter,
  type DecodeOptions,
  decodeAnchorAccount,
} from '../decodeAccount';
import { FARMS_DISCRIMINATORS } from './discriminators';

export const USER_STATE_SIZE = 920;
export const USER_REWARD_SLOTS = 10;

/**
 * farms UserState (LAYOUTS §4.2): one user's stake in one farm. Stake fields are raw (WAD-scaled
 * for normal farms, unscaled for delegated farms).
 */
export interface UserStateData {
  userId: bigint;
  farmState: Address;
  /** Wallet (for klend obligation farms too). */
  owner: Address;
  isFarmDelegated: boolean;
  /** WAD-scaled, one per reward index (10). */
  rewardsTallyScaled: bigint[];
  /** Reward base units, one per reward index (10). */
  rewardsIssuedUnclaimed: bigint[];
  lastClaimTs: bigint[];
  activeStakeScaled: bigint;
  pendingDepositStakeScaled: bigint;
  pendingDepositStakeTs: bigint;
  pendingWithdrawalUnstakeScaled: bigint;
  pendingWithdrawalUnstakeTs: bigint;
  bump: number;
  /** PDA seed: the obligation for klend obligation farms, else the owner. */
  delegatee: Address;
  lastStakeTs: bigint;
}

export interface UserState extends UserStateData {
  address: Address;
}

export const USER_STATE_SPEC: AnchorAccountSpec = {
  accountType: 'UserState',
  programId: FARMS_PROGRAM_ID,
  discriminator: FARMS_DISCRIMINATORS.UserState,
  size: USER_STATE_SIZE,
};

function readList(base: number, read: (offset: number) => bigint, step: number) {
  const values: bigint[] = [];
  for (let i = 0; i < USER_REWARD_SLOTS; i += 1) values.push(read(base + i * step));
  return values;
}

function writeList(
  field: string,
  values: readonly bigint[],
  write: (offset: number, value: bigint) => void,
  base: number,
  step: number,
) {
  if (values.length > USER_REWARD_SLOTS) {
    throw new RangeError(`${field} has at most 10 entries, got ${values.length}`);
  }
  values.forEach((value, i) => {
    write(base + i * step, value);
  });
}

export function decodeUserState(
  address: Address,
  account: AccountBytes,
  options?: DecodeOptions,
): UserState {
  return decodeAnchorAccount(
    USER_STATE_SPEC,
    address,
    account,
    (r) => ({
      address,
      userId: r.u64(8),
      farmState: r.pubkey(16),
      owner: r.pubkey(48),
      isFarmDelegated: r.bool(80),
      rewardsTallyScaled: readList(88, (o) => r.u128(o), 16),
      rewardsIssuedUnclaimed: readList(248, (o) => r.u64(o), 8),
      lastClaimTs: readList(328, (o) => r.u64(o), 8),
      activeStakeScaled: r.u128(408),
      pendingDepositStakeScaled: r.u128(424),
      pendingDepositStakeTs: r.u64(440),
      pendingWithdrawalUnstakeScaled: r.u128(448),
      pendingWithdrawalUnstakeTs: r.u64(464),
      bump: r.u64Number(472, 'bump'),
      delegatee: r.pubkey(480),
      lastStakeTs: r.u64(512),
    }),
    options,
  );
}

export function encodeUserState(data: UserStateData): Uint8Array {
  const w: ByteWriter = anchorAccountWriter(USER_STATE_SPEC);
  w.u64(8, data.userId)
    .pubkey(16, data.farmState)
    .pubkey(48, data.owner)
    .bool(80, data.isFarmDelegated);
  writeList('rewardsTallyScaled', data.rewardsTallyScaled, (o, v) => w.u128(o, v), 88, 16);
  writeList('rewardsIssuedUnclaimed', data.rewardsIssuedUnclaimed, (o, v) => w.u64(o, v), 248, 8);
  writeList('lastClaimTs', data.lastClaimTs, (o, v) => w.u64(o, v), 328, 8);
  w.u128(408, data.activeStakeScaled)
    .u128(424, data.pendingDepositStakeScaled)
    .u64(440, data.pendingDepositStakeTs)
    .u128(448, data.pendingWithdrawalUnstakeScaled)
    .u64(464, data.pendingWithdrawalUnstakeTs)
    .u64(472, data.bump)
    .pubkey(480, data.delegatee)
    .u64(512, data.lastStakeTs);
  return w.toBytes();
}
