import type { Address } from '../../address/address';
import { KLIQUIDITY_PROGRAM_ID } from '../../programIds';
import type { AccountBytes } from '../accountBytes';
import {
  type AnchorAccountSpec,
  anchorAccountWriter,
  type DecodeOptions,
  decodeAnchorAccount,
} from '../decodeAccount';
import { KLIQUIDITY_DISCRIMINATORS } from './discriminators';

export const KLIQUIDITY_GLOBAL_CONFIG_SIZE = 26832;

/**
 * The kliquidity GlobalConfig fields a front end needs: the action switches and where the
 * collateral infos live (LAYOUTS §3.1). Same discriminator as klend's and farms' GlobalConfig,
 * so the owner check is what tells them apart.
 */
export interface KliquidityGlobalConfigData {
  emergencyMode: bigint;
  blockDeposit: bigint;
  blockInvest: bigint;
  blockWithdraw: bigint;
  blockCollectFees: bigint;
  blockCollectRewards: bigint;
  blockSwapRewards: bigint;
  scopeProgramId: Address;
  adminAuthority: Address;
  /** Address of the CollateralInfos account. */
  tokenInfos: Address;
}

export interface KliquidityGlobalConfig extends KliquidityGlobalConfigData {
  address: Address;
}

export const KLIQUIDITY_GLOBAL_CONFIG_SPEC: AnchorAccountSpec = {
  accountType: 'GlobalConfig',
  programId: KLIQUIDITY_PROGRAM_ID,
  discriminator: KLIQUIDITY_DISCRIMINATORS.GlobalConfig,
  size: KLIQUIDITY_GLOBAL_CONFIG_SIZE,
};

export function decodeKliquidityGlobalConfig(
  address: Address,
  account: AccountBytes,
  options?: DecodeOptions,
): KliquidityGlobalConfig {
  return decodeAnchorAccount(
    KLIQUIDITY_GLOBAL_CONFIG_SPEC,
    address,
    account,
    (r) => ({
      address,
      emergencyMode: r.u64(8),
      blockDeposit: r.u64(16),
      blockInvest: r.u64(24),
      blockWithdraw: r.u64(32),
      blockCollectFees: r.u64(40),
      blockCollectRewards: r.u64(48),
      blockSwapRewards: r.u64(56),
      scopeProgramId: r.pubkey(80),
      adminAuthority: r.pubkey(2224),
      tokenInfos: r.pubkey(10448),
    }),
    options,
  );
}

export function encodeKliquidityGlobalConfig(data: KliquidityGlobalConfigData): Uint8Array {
  return anchorAccountWriter(KLIQUIDITY_GLOBAL_CONFIG_SPEC)
    .u64(8, data.emergencyMode)
    .u64(16, data.blockDeposit)
    .u64(24, data.blockInvest)
    .u64(32, data.blockWithdraw)
    .u64(40, data.blockCollectFees)
    .u64(48, data.blockCollectRewards)
    .u64(56, data.blockSwapRewards)
    .pubkey(80, data.scopeProgramId)
    .pubkey(2224, data.adminAuthority)
    .pubkey(10448, data.tokenInfos)
    .toBytes();
}
