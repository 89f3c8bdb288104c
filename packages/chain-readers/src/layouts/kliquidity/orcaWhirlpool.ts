import type { Address } from '../../address/address';
import { ORCA_WHIRLPOOL_PROGRAM_ID } from '../../programIds';
import type { AccountBytes } from '../accountBytes';
import {
  type AnchorAccountSpec,
  anchorAccountWriter,
  type DecodeOptions,
  decodeAnchorAccount,
} from '../decodeAccount';
import { KLIQUIDITY_DISCRIMINATORS } from './discriminators';

export const ORCA_WHIRLPOOL_SIZE = 653;
const REWARD_INFOS_OFFSET = 269;
const REWARD_INFO_SIZE = 128;
const REWARD_SLOTS = 3;

export interface WhirlpoolRewardInfo {
  mint: Address;
  vault: Address;
  authority: Address;
  /** Q64.64 */
  emissionsPerSecondX64: bigint;
  /** Q64.64 */
  growthGlobalX64: bigint;
}

/** Orca Whirlpool pool (Borsh, fixed size; LAYOUTS §3.2). */
export interface OrcaWhirlpoolData {
  whirlpoolsConfig: Address;
  whirlpoolBump: number;
  tickSpacing: number;
  /** Hundredths of a bp: 3000 = 0.30 %. */
  feeRate: number;
  protocolFeeRate: number;
  /** Active liquidity. */
  liquidity: bigint;
  /** Q64.64 square root of the price in base units. */
  sqrtPrice: bigint;
  tickCurrentIndex: number;
  protocolFeeOwedA: bigint;
  protocolFeeOwedB: bigint;
  tokenMintA: Address;
  tokenVaultA: Address;
  feeGrowthGlobalA: bigint;
  tokenMintB: Address;
  tokenVaultB: Address;
  feeGrowthGlobalB: bigint;
  rewardLastUpdatedTimestamp: bigint;
  rewardInfos: WhirlpoolRewardInfo[];
}

export interface OrcaWhirlpool extends OrcaWhirlpoolData {
  address: Address;
}

export const ORCA_WHIRLPOOL_SPEC: AnchorAccountSpec = {
  accountType: 'Whirlpool',
  programId: ORCA_WHIRLPOOL_PROGRAM_ID,
  discriminator: KLIQUIDITY_DISCRIMINATORS.Whirlpool,
  size: ORCA_WHIRLPOOL_SIZE,
};

export function decodeOrcaWhirlpool(
  address: Address,
  account: AccountBytes,
  options?: DecodeOptions,
): OrcaWhirlpool {
  return decodeAnchorAccount(
    ORCA_WHIRLPOOL_SPEC,
    address,
    account,
    (r) => {
      const rewardInfos: WhirlpoolRewardInfo[] = [];
      for (let i = 0; i < REWARD_SLOTS; i += 1) {
        const base = REWARD_INFOS_OFFSET + i * REWARD_INFO_SIZE;
        rewardInfos.push({
          mint: r.pubkey(base),
          vault: r.pubkey(base + 32),
          authority: r.pubkey(base + 64),
          emissionsPerSecondX64: r.u128(base + 96),
          growthGlobalX64: r.u128(base + 112),
        });
      }
      return {
        address,
        whirlpoolsConfig: r.pubkey(8),
        whirlpoolBump: r.u8(40),
        tickSpacing: r.u16(41),
        feeRate: r.u16(45),
        protocolFeeRate: r.u16(47),
        liquidity: r.u128(49),
        sqrtPrice: r.u128(65),
        tickCurrentIndex: r.i32(81),
        protocolFeeOwedA: r.u64(85),
        protocolFeeOwedB: r.u64(93),
        tokenMintA: r.pubkey(101),
        tokenVaultA: r.pubkey(133),
        feeGrowthGlobalA: r.u128(165),
        tokenMintB: r.pubkey(181),
        tokenVaultB: r.pubkey(213),
        feeGrowthGlobalB: r.u128(245),
        rewardLastUpdatedTimestamp: r.u64(261),
        rewardInfos,
      };
    },
    options,
  );
}

export function encodeOrcaWhirlpool(data: OrcaWhirlpoolData): Uint8Array {
  if (data.rewardInfos.length > REWARD_SLOTS) {
    throw new RangeError(`A whirlpool has at most 3 reward infos`);
  }
  const w = anchorAccountWriter(ORCA_WHIRLPOOL_SPEC);
  // tickSpacingSeed (2 bytes at 43) is the tick spacing again, as the pool PDA seed.
  w.pubkey(8, data.whirlpoolsConfig)
    .u8(40, data.whirlpoolBump)
    .u16(41, data.tickSpacing)
    .u16(43, data.tickSpacing)
    .u16(45, data.feeRate)
    .u16(47, data.protocolFeeRate)
    .u128(49, data.liquidity)
    .u128(65, data.sqrtPrice)
    .i32(81, data.tickCurrentIndex)
    .u64(85, data.protocolFeeOwedA)
    .u64(93, data.protocolFeeOwedB)
    .pubkey(101, data.tokenMintA)
    .pubkey(133, data.tokenVaultA)
    .u128(165, data.feeGrowthGlobalA)
    .pubkey(181, data.tokenMintB)
    .pubkey(213, data.tokenVaultB)
    .u128(245, data.feeGrowthGlobalB)
    .u64(261, data.rewardLastUpdatedTimestamp);
  data.rewardInfos.forEach((info, i) => {
    const base = REWARD_INFOS_OFFSET + i * REWARD_INFO_SIZE;
    w.pubkey(base, info.mint)
      .pubkey(base + 32, info.vault)
      .pubkey(base + 64, info.authority)
      .u128(base + 96, info.emissionsPerSecondX64)
      .u128(base + 112, info.growthGlobalX64);
  });
  return w.toBytes();
}
