import type { Address } from '../../address/address';
import { KLIQUIDITY_PROGRAM_ID } from '../../programIds';
import type { AccountBytes } from '../accountBytes';
import {
  type AnchorAccountSpec,
  anchorAccountWriter,
  type DecodeOptions,
  decodeAnchorAccount,
} from '../decodeAccount';
import { enumIndex, enumName } from '../enumField';
import {
  readWithdrawalCaps,
  type WithdrawalCaps,
  writeWithdrawalCaps,
} from '../klend/withdrawalCaps';
import { readScopePrice, type ScopePrice, writeScopePrice } from '../scope/price';
import { type Dex, dexFromNumber, dexToNumber } from './dex';
import { KLIQUIDITY_DISCRIMINATORS } from './discriminators';
import {
  ISSUED_REWARD_INFO_SIZE,
  ISSUED_REWARD_SLOTS,
  type IssuedRewardInfo,
  readIssuedRewardInfo,
  writeIssuedRewardInfo,
} from './issuedRewardInfo';
import { readStrategyRewards, type StrategyReward, writeStrategyRewards } from './strategyRewards';

export const WHIRLPOOL_STRATEGY_SIZE = 4064;

export const STRATEGY_STATUSES = [
  'Uninitialized',
  'Active',
  'Frozen',
  'Rebalancing',
  'NoPosition',
] as const;
export type StrategyStatus = (typeof STRATEGY_STATUSES)[number];

export const STRATEGY_CREATION_STATUSES = [
  'IGNORED',
  'SHADOW',
  'LIVE',
  'DEPRECATED',
  'STAGING',
] as const;
export type StrategyCreationStatus = (typeof STRATEGY_CREATION_STATUSES)[number];

/** Names of `strategyType` values (kept numeric in the model: new kinds must not break reads). */
export const STRATEGY_TYPES = ['Stable', 'Pegged', 'Volatile'] as const;
/** Names of `rebalanceType` values (kept numeric in the model for the same reason). */
export const REBALANCE_TYPES = [
  'Manual',
  'PricePercentage',
  'PricePercentageWithReset',
  'Drift',
  'TakeProfit',
  'PeriodicRebalance',
  'Expander',
  'Autodrift',
] as const;

const ISSUED_REWARDS_OFFSET = 1184;
const REBALANCE_PARAMS_SIZE = 128;
const REBALANCE_STATE_SIZE = 256;

/** Rebalance parameters and state as raw bytes (their meaning depends on rebalanceType). */
export interface RebalanceRaw {
  params: Uint8Array;
  state: Uint8Array;
  referencePriceType: number;
}

/**
 * kliquidity WhirlpoolStrategy (LAYOUTS §3.1). Invested amounts are not here: they come from
 * the DEX position (`position`) and pool (`pool`).
 */
export interface WhirlpoolStrategyData {
  adminAuthority: Address;
  globalConfig: Address;
  baseVaultAuthority: Address;
  baseVaultAuthorityBump: number;
  /** Orca Whirlpool, Raydium PoolState or Meteora LbPair, per strategyDex. */
  pool: Address;
  poolTokenVaultA: Address;
  poolTokenVaultB: Address;
  tickArrayLower: Address;
  tickArrayUpper: Address;
  /** Orca Position, Raydium PersonalPositionState or Meteora PositionV2. */
  position: Address;
  positionMint: Address;
  positionMetadata: Address;
  positionTokenAccount: Address;
  tokenAVault: Address;
  tokenBVault: Address;
  tokenAMint: Address;
  tokenBMint: Address;
  tokenAMintDecimals: number;
  tokenBMintDecimals: number;
  /** Uninvested token A base units held by the strategy. */
  tokenAAmounts: bigint;
  tokenBAmounts: bigint;
  /** Index into CollateralInfos.infos (price chain of A). */
  tokenACollateralId: bigint;
  tokenBCollateralId: bigint;
  /** kToken mint. */
  sharesMint: Address;
  sharesMintDecimals: number;
  sharesMintAuthority: Address;
  sharesMintAuthorityBump: number;
  /** kToken base units outstanding. */
  sharesIssued: bigint;
  status: StrategyStatus;
  /** The three DEX reward slots. */
  rewards: StrategyReward[];
  depositCapUsd: bigint;
  feesACumulative: bigint;
  feesBCumulative: bigint;
  depositCapUsdPerIxn: bigint;
  withdrawalCapA: WithdrawalCaps;
  withdrawalCapB: WithdrawalCaps;
  maxPriceDeviationBps: bigint;
  swapVaultMaxSlippageBps: number;
  swapVaultMaxSlippageFromReferenceBps: number;
  /** See STRATEGY_TYPES. */
  strategyType: bigint;
  /** Withdrawal fee, bps. */
  withdrawFee: bigint;
  /** Performance fee on fees, bps. */
  feesFee: bigint;
  positionTimestamp: bigint;
  /** The three strategy-emitted reward slots. */
  issuedRewards: IssuedRewardInfo[];
  strategyDex: Dex;
  raydiumProtocolPositionOrBaseVaultAuthority: Address;
  allowDepositWithoutInvest: bigint;
  raydiumPoolConfigOrBaseVaultAuthority: Address;
  depositBlocked: boolean;
  creationStatus: StrategyCreationStatus;
  investBlocked: boolean;
  /** 0 dollar-based, 1 proportion-based. */
  shareCalculationMethod: number;
  withdrawBlocked: boolean;
  localAdminBlocked: boolean;
  flashVaultSwapAllowed: boolean;
  referenceSwapPriceA: ScopePrice;
  referenceSwapPriceB: ScopePrice;
  isCommunity: boolean;
  /** See REBALANCE_TYPES. */
  rebalanceType: number;
  rebalanceRaw: RebalanceRaw;
  tokenAFeesFromRewardsCumulative: bigint;
  tokenBFeesFromRewardsCumulative: bigint;
  strategyLookupTable: Address;
  lastSwapUnevenStepTimestamp: bigint;
  /** FarmState where kTokens can be staked, null when none. */
  farm: Address | null;
  rebalancesCap: WithdrawalCaps;
  swapUnevenAuthority: Address;
  tokenATokenProgram: Address;
  tokenBTokenProgram: Address;
  pendingAdmin: Address;
  maxDeviationFromRefPriceOnInvestBps: number;
  lastInvestSlot: bigint;
}

export interface WhirlpoolStrategy extends WhirlpoolStrategyData {
  address: Address;
}

export const WHIRLPOOL_STRATEGY_SPEC: AnchorAccountSpec = {
  accountType: 'WhirlpoolStrategy',
  programId: KLIQUIDITY_PROGRAM_ID,
  discriminator: KLIQUIDITY_DISCRIMINATORS.WhirlpoolStrategy,
  size: WHIRLPOOL_STRATEGY_SIZE,
};

export function decodeWhirlpoolStrategy(
  address: Address,
  account: AccountBytes,
  options?: DecodeOptions,
): WhirlpoolStrategy {
  return decodeAnchorAccount(
    WHIRLPOOL_STRATEGY_SPEC,
    address,
    account,
    (r) => {
      const issuedRewards: IssuedRewardInfo[] = [];
      for (let i = 0; i < ISSUED_REWARD_SLOTS; i += 1) {
        issuedRewards.push(
          readIssuedRewardInfo(r, ISSUED_REWARDS_OFFSET + i * ISSUED_REWARD_INFO_SIZE),
        );
      }
      return {
        address,
        adminAuthority: r.pubkey(8),
        globalConfig: r.pubkey(40),
        baseVaultAuthority: r.pubkey(72),
        baseVaultAuthorityBump: r.u64Number(104, 'baseVaultAuthorityBump'),
        pool: r.pubkey(112),
        poolTokenVaultA: r.pubkey(144),
        poolTokenVaultB: r.pubkey(176),
        tickArrayLower: r.pubkey(208),
        tickArrayUpper: r.pubkey(240),
        position: r.pubkey(272),
        positionMint: r.pubkey(304),
        positionMetadata: r.pubkey(336),
        positionTokenAccount: r.pubkey(368),
        tokenAVault: r.pubkey(400),
        tokenBVault: r.pubkey(432),
        tokenAMint: r.pubkey(544),
        tokenBMint: r.pubkey(576),
        tokenAMintDecimals: r.u64Number(608, 'tokenAMintDecimals'),
        tokenBMintDecimals: r.u64Number(616, 'tokenBMintDecimals'),
        tokenAAmounts: r.u64(624),
        tokenBAmounts: r.u64(632),
        tokenACollateralId: r.u64(640),
        tokenBCollateralId: r.u64(648),
        sharesMint: r.pubkey(720),
        sharesMintDecimals: r.u64Number(752, 'sharesMintDecimals'),
        sharesMintAuthority: r.pubkey(760),
        sharesMintAuthorityBump: r.u64Number(792, 'sharesMintAuthorityBump'),
        sharesIssued: r.u64(800),
        status: enumName(STRATEGY_STATUSES, r.u64(808), 'status'),
        rewards: readStrategyRewards(r),
        depositCapUsd: r.u64(984),
        feesACumulative: r.u64(992),
        feesBCumulative: r.u64(1000),
        depositCapUsdPerIxn: r.u64(1032),
        withdrawalCapA: readWithdrawalCaps(r, 1040),
        withdrawalCapB: readWithdrawalCaps(r, 1072),
        maxPriceDeviationBps: r.u64(1104),
        swapVaultMaxSlippageBps: r.u32(1112),
        swapVaultMaxSlippageFromReferenceBps: r.u32(1116),
        strategyType: r.u64(1120),
        withdrawFee: r.u64(1136),
        feesFee: r.u64(1144),
        positionTimestamp: r.u64(1176),
        issuedRewards,
        strategyDex: dexFromNumber(r.u64(1544)),
        raydiumProtocolPositionOrBaseVaultAuthority: r.pubkey(1552),
        allowDepositWithoutInvest: r.u64(1584),
        raydiumPoolConfigOrBaseVaultAuthority: r.pubkey(1592),
        depositBlocked: r.bool(1624),
        creationStatus: enumName(STRATEGY_CREATION_STATUSES, r.u8(1625), 'creationStatus'),
        investBlocked: r.bool(1626),
        shareCalculationMethod: r.u8(1627),
        withdrawBlocked: r.bool(1628),
        localAdminBlocked: r.bool(1630),
        flashVaultSwapAllowed: r.bool(1631),
        referenceSwapPriceA: readScopePrice(r, 1632),
        referenceSwapPriceB: readScopePrice(r, 1648),
        isCommunity: r.bool(1664),
        rebalanceType: r.u8(1665),
        rebalanceRaw: {
          params: r.bytesAt(1672, REBALANCE_PARAMS_SIZE),
          state: r.bytesAt(1672 + REBALANCE_PARAMS_SIZE, REBALANCE_STATE_SIZE),
          referencePriceType: r.u8(2056),
        },
        tokenAFeesFromRewardsCumulative: r.u64(2064),
        tokenBFeesFromRewardsCumulative: r.u64(2072),
        strategyLookupTable: r.pubkey(2080),
        lastSwapUnevenStepTimestamp: r.u64(2112),
        farm: r.optionalPubkey(2120),
        rebalancesCap: readWithdrawalCaps(r, 2152),
        swapUnevenAuthority: r.pubkey(2184),
        tokenATokenProgram: r.pubkey(2216),
        tokenBTokenProgram: r.pubkey(2248),
        pendingAdmin: r.pubkey(2280),
        maxDeviationFromRefPriceOnInvestBps: r.u32(2312),
        lastInvestSlot: r.u64(2320),
      };
    },
    options,
  );
}

export function encodeWhirlpoolStrategy(data: WhirlpoolStrategyData): Uint8Array {
  const w = anchorAccountWriter(WHIRLPOOL_STRATEGY_SPEC);
  w.pubkey(8, data.adminAuthority)
    .pubkey(40, data.globalConfig)
    .pubkey(72, data.baseVaultAuthority)
    .u64(104, data.baseVaultAuthorityBump)
    .pubkey(112, data.pool)
    .pubkey(144, data.poolTokenVaultA)
    .pubkey(176, data.poolTokenVaultB)
    .pubkey(208, data.tickArrayLower)
    .pubkey(240, data.tickArrayUpper)
    .pubkey(272, data.position)
    .pubkey(304, data.positionMint)
    .pubkey(336, data.positionMetadata)
    .pubkey(368, data.positionTokenAccount)
    .pubkey(400, data.tokenAVault)
    .pubkey(432, data.tokenBVault)
    .pubkey(544, data.tokenAMint)
    .pubkey(576, data.tokenBMint)
    .u64(608, data.tokenAMintDecimals)
    .u64(616, data.tokenBMintDecimals)
    .u64(624, data.tokenAAmounts)
    .u64(632, data.tokenBAmounts)
    .u64(640, data.tokenACollateralId)
    .u64(648, data.tokenBCollateralId)
    .pubkey(720, data.sharesMint)
    .u64(752, data.sharesMintDecimals)
    .pubkey(760, data.sharesMintAuthority)
    .u64(792, data.sharesMintAuthorityBump)
    .u64(800, data.sharesIssued)
    .u64(808, enumIndex(STRATEGY_STATUSES, data.status, 'status'));
  writeStrategyRewards(w, data.rewards);
  w.u64(984, data.depositCapUsd)
    .u64(992, data.feesACumulative)
    .u64(1000, data.feesBCumulative)
    .u64(1032, data.depositCapUsdPerIxn);
  writeWithdrawalCaps(w, 1040, data.withdrawalCapA);
  writeWithdrawalCaps(w, 1072, data.withdrawalCapB);
  w.u64(1104, data.maxPriceDeviationBps)
    .u32(1112, data.swapVaultMaxSlippageBps)
    .u32(1116, data.swapVaultMaxSlippageFromReferenceBps)
    .u64(1120, data.strategyType)
    .u64(1136, data.withdrawFee)
    .u64(1144, data.feesFee)
    .u64(1176, data.positionTimestamp);
  if (data.issuedRewards.length > ISSUED_REWARD_SLOTS) {
    throw new RangeError(`A strategy has at most 3 issued rewards`);
  }
  data.issuedRewards.forEach((info, i) => {
    writeIssuedRewardInfo(w, ISSUED_REWARDS_OFFSET + i * ISSUED_REWARD_INFO_SIZE, info);
  });
  w.u64(1544, dexToNumber(data.strategyDex))
    .pubkey(1552, data.raydiumProtocolPositionOrBaseVaultAuthority)
    .u64(1584, data.allowDepositWithoutInvest)
    .pubkey(1592, data.raydiumPoolConfigOrBaseVaultAuthority)
    .bool(1624, data.depositBlocked)
    .u8(1625, enumIndex(STRATEGY_CREATION_STATUSES, data.creationStatus, 'creationStatus'))
    .bool(1626, data.investBlocked)
    .u8(1627, data.shareCalculationMethod)
    .bool(1628, data.withdrawBlocked)
    .bool(1630, data.localAdminBlocked)
    .bool(1631, data.flashVaultSwapAllowed);
  writeScopePrice(w, 1632, data.referenceSwapPriceA);
  writeScopePrice(w, 1648, data.referenceSwapPriceB);
  const { rebalanceRaw } = data;
  if (
    rebalanceRaw.params.byteLength !== REBALANCE_PARAMS_SIZE ||
    rebalanceRaw.state.byteLength !== REBALANCE_STATE_SIZE
  ) {
    throw new RangeError('rebalanceRaw needs 128 bytes of params and 256 bytes of state');
  }
  w.bool(1664, data.isCommunity)
    .u8(1665, data.rebalanceType)
    .bytes(1672, rebalanceRaw.params)
    .bytes(1672 + REBALANCE_PARAMS_SIZE, rebalanceRaw.state)
    .u8(2056, rebalanceRaw.referencePriceType)
    .u64(2064, data.tokenAFeesFromRewardsCumulative)
    .u64(2072, data.tokenBFeesFromRewardsCumulative)
    .pubkey(2080, data.strategyLookupTable)
    .u64(2112, data.lastSwapUnevenStepTimestamp)
    .optionalPubkey(2120, data.farm);
  writeWithdrawalCaps(w, 2152, data.rebalancesCap);
  w.pubkey(2184, data.swapUnevenAuthority)
    .pubkey(2216, data.tokenATokenProgram)
    .pubkey(2248, data.tokenBTokenProgram)
    .pubkey(2280, data.pendingAdmin)
    .u32(2312, data.maxDeviationFromRefPriceOnInvestBps)
    .u64(2320, data.lastInvestSlot);
  return w.toBytes();
}
