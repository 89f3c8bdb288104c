import type { Address } from '../../address/address';
import { InvalidFieldValueError } from '../../bytes/errors';
import { FARMS_PROGRAM_ID } from '../../programIds';
import type { AccountBytes } from '../accountBytes';
import {
  type AnchorAccountSpec,
  anchorAccountWriter,
  type DecodeOptions,
  decodeAnchorAccount,
} from '../decodeAccount';
import { enumIndex, enumName } from '../enumField';
import { FARMS_DISCRIMINATORS } from './discriminators';
import { type FarmTokenInfo, readFarmTokenInfo, writeFarmTokenInfo } from './farmTokenInfo';
import {
  FARM_REWARD_INFO_SIZE,
  type FarmRewardInfo,
  readFarmRewardInfo,
  writeFarmRewardInfo,
} from './rewardInfo';

export const FARM_STATE_SIZE = 8336;
export const FARM_REWARD_SLOTS = 10;
const REWARD_INFOS_OFFSET = 192;

export const TIME_UNITS = ['Seconds', 'Slots'] as const;
export type TimeUnit = (typeof TIME_UNITS)[number];
export const LOCKING_MODES = ['None', 'Continuous', 'WithExpiry'] as const;
export type LockingMode = (typeof LOCKING_MODES)[number];

/**
 * farms FarmState (LAYOUTS §4.1). `*Scaled` stake fields are raw: WAD-scaled (10^18) for normal
 * farms, unscaled amounts for delegated farms (§4.4).
 */
export interface FarmStateData {
  farmAdmin: Address;
  globalConfig: Address;
  /** The staked token. */
  token: FarmTokenInfo;
  /** The first numRewardTokens rewards (the encoder writes numRewardTokens from the length). */
  rewardInfos: FarmRewardInfo[];
  numUsers: bigint;
  /** Raw staked token base units. */
  totalStakedAmount: bigint;
  farmVault: Address;
  farmVaultsAuthority: Address;
  farmVaultsAuthorityBump: number;
  /** Non-null for a delegated farm (stake set by another program, e.g. klend). */
  delegateAuthority: Address | null;
  timeUnit: TimeUnit;
  isFarmFrozen: boolean;
  isFarmDelegated: boolean;
  withdrawAuthority: Address;
  depositWarmupPeriod: number;
  withdrawalCooldownPeriod: number;
  totalActiveStakeScaled: bigint;
  totalPendingStakeScaled: bigint;
  totalPendingAmount: bigint;
  slashedAmountCurrent: bigint;
  slashedAmountCumulative: bigint;
  slashedAmountSpillAddress: Address;
  lockingMode: LockingMode;
  lockingStartTimestamp: bigint;
  lockingDuration: bigint;
  lockingEarlyWithdrawalPenaltyBps: bigint;
  /** 0 = no cap. */
  depositCapAmount: bigint;
  /** null = rewards not oracle-adjusted. */
  scopePrices: Address | null;
  scopeOraclePriceId: bigint;
  scopeOracleMaxAge: bigint;
  pendingFarmAdmin: Address;
  /** kliquidity strategy this farm belongs to, null when none. */
  strategyId: Address | null;
  delegatedRpsAdmin: Address;
}

export interface FarmState extends FarmStateData {
  address: Address;
}

export const FARM_STATE_SPEC: AnchorAccountSpec = {
  accountType: 'FarmState',
  programId: FARMS_PROGRAM_ID,
  discriminator: FARMS_DISCRIMINATORS.FarmState,
  size: FARM_STATE_SIZE,
};

export function decodeFarmState(
  address: Address,
  account: AccountBytes,
  options?: DecodeOptions,
): FarmState {
  return decodeAnchorAccount(
    FARM_STATE_SPEC,
    address,
    account,
    (r) => {
      const count = r.u64(7232);
      if (count > BigInt(FARM_REWARD_SLOTS)) {
        throw new InvalidFieldValueError('numRewardTokens', `${count} is more than 10`);
      }
      const rewardInfos: FarmRewardInfo[] = [];
      for (let i = 0; i < Number(count); i += 1) {
        rewardInfos.push(readFarmRewardInfo(r, REWARD_INFOS_OFFSET + i * FARM_REWARD_INFO_SIZE, i));
      }
      return {
        address,
        farmAdmin: r.pubkey(8),
        globalConfig: r.pubkey(40),
        token: readFarmTokenInfo(r, 72, 'token'),
        rewardInfos,
        numUsers: r.u64(7240),
        totalStakedAmount: r.u64(7248),
        farmVault: r.pubkey(7256),
        farmVaultsAuthority: r.pubkey(7288),
        farmVaultsAuthorityBump: r.u64Number(7320, 'farmVaultsAuthorityBump'),
        delegateAuthority: r.optionalPubkey(7328),
        timeUnit: enumName(TIME_UNITS, r.u8(7360), 'timeUnit'),
        isFarmFrozen: r.bool(7361),
        isFarmDelegated: r.bool(7362),
        withdrawAuthority: r.pubkey(7368),
        depositWarmupPeriod: r.u32(7400),
        withdrawalCooldownPeriod: r.u32(7404),
        totalActiveStakeScaled: r.u128(7408),
        totalPendingStakeScaled: r.u128(7424),
        totalPendingAmount: r.u64(7440),
        slashedAmountCurrent: r.u64(7448),
        slashedAmountCumulative: r.u64(7456),
        slashedAmountSpillAddress: r.pubkey(7464),
        lockingMode: enumName(LOCKING_MODES, r.u64(7496), 'lockingMode'),
        lockingStartTimestamp: r.u64(7504),
        lockingDuration: r.u64(7512),
        lockingEarlyWithdrawalPenaltyBps: r.u64(7520),
        depositCapAmount: r.u64(7528),
        scopePrices: r.optionalPubkey(7536),
        scopeOraclePriceId: r.u64(7568),
        scopeOracleMaxAge: r.u64(7576),
        pendingFarmAdmin: r.pubkey(7584),
        strategyId: r.optionalPubkey(7616),
        delegatedRpsAdmin: r.pubkey(7648),
      };
    },
    options,
  );
}

export function encodeFarmState(data: FarmStateData): Uint8Array {
  if (data.rewardInfos.length > FARM_REWARD_SLOTS) {
    throw new RangeError(`A farm has at most 10 rewards, got ${data.rewardInfos.length}`);
  }
  const w = anchorAccountWriter(FARM_STATE_SPEC);
  w.pubkey(8, data.farmAdmin).pubkey(40, data.globalConfig);
  writeFarmTokenInfo(w, 72, data.token);
  data.rewardInfos.forEach((info, i) => {
    writeFarmRewardInfo(w, REWARD_INFOS_OFFSET + i * FARM_REWARD_INFO_SIZE, info);
  });
  w.u64(7232, data.rewardInfos.length)
    .u64(7240, data.numUsers)
    .u64(7248, data.totalStakedAmount)
    .pubkey(7256, data.farmVault)
    .pubkey(7288, data.farmVaultsAuthority)
    .u64(7320, data.farmVaultsAuthorityBump)
    .optionalPubkey(7328, data.delegateAuthority)
    .u8(7360, enumIndex(TIME_UNITS, data.timeUnit, 'timeUnit'))
    .bool(7361, data.isFarmFrozen)
    .bool(7362, data.isFarmDelegated)
    .pubkey(7368, data.withdrawAuthority)
    .u32(7400, data.depositWarmupPeriod)
    .u32(7404, data.withdrawalCooldownPeriod)
    .u128(7408, data.totalActiveStakeScaled)
    .u128(7424, data.totalPendingStakeScaled)
    .u64(7440, data.totalPendingAmount)
    .u64(7448, data.slashedAmountCurrent)
    .u64(7456, data.slashedAmountCumulative)
    .pubkey(7464, data.slashedAmountSpillAddress)
    .u64(7496, enumIndex(LOCKING_MODES, data.lockingMode, 'lockingMode'))
    .u64(7504, data.lockingStartTimestamp)
    .u64(7512, data.lockingDuration)
    .u64(7520, data.lockingEarlyWithdrawalPenaltyBps)
    .u64(7528, data.depositCapAmount)
    .optionalPubkey(7536, data.scopePrices)
    .u64(7568, data.scopeOraclePriceId)
    .u64(7576, data.scopeOracleMaxAge)
    .pubkey(7584, data.pendingFarmAdmin)
    .optionalPubkey(7616, data.strategyId)
    .pubkey(7648, data.delegatedRpsAdmin);
  return w.toBytes();
}
