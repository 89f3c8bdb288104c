import {
  type AccountBytes,
  type Address,
  type AnchorAccountSpec,
  anchorAccountWriter,
  type DecodeOptions,
  decodeAnchorAccount,
} from '@keel/chain-readers';
import { LIMIT_ORDER_PROGRAM_ID } from '../programId';
import { LIMIT_ORDER_ACCOUNT_DISCRIMINATORS } from './discriminators';

/** The program's switches and its PDA authority (zero-copy, 2168 bytes). */
export interface LimitOrderGlobalConfig {
  address: Address;
  emergencyMode: number;
  flashTakeOrderBlocked: number;
  newOrdersBlocked: number;
  ordersTakingBlocked: number;
  hostFeeBps: number;
  rfqVenuesBlocked: number;
  /** Seconds an order must rest after its last update before it may be closed. */
  orderCloseDelaySeconds: bigint;
  pdaAuthorityPreviousLamportsBalance: bigint;
  totalTipAmount: bigint;
  hostTipAmount: bigint;
  pdaAuthority: Address;
  pdaAuthorityBump: bigint;
  adminAuthority: Address;
  adminAuthorityCached: Address;
  /** Lamports a create deposits on the order for the taker's fee (refunded at close). */
  txnFeeCost: bigint;
  ataCreationCost: bigint;
}

export const GLOBAL_CONFIG_SIZE = 2168;

const AT = {
  emergencyMode: 8,
  flashTakeOrderBlocked: 9,
  newOrdersBlocked: 10,
  ordersTakingBlocked: 11,
  hostFeeBps: 12,
  rfqVenuesBlocked: 14,
  orderCloseDelaySeconds: 16,
  pdaAuthorityPreviousLamportsBalance: 96,
  totalTipAmount: 104,
  hostTipAmount: 112,
  pdaAuthority: 120,
  pdaAuthorityBump: 152,
  adminAuthority: 160,
  adminAuthorityCached: 192,
  txnFeeCost: 224,
  ataCreationCost: 232,
} as const;

const SPEC: AnchorAccountSpec = {
  accountType: 'GlobalConfig',
  programId: LIMIT_ORDER_PROGRAM_ID,
  discriminator: LIMIT_ORDER_ACCOUNT_DISCRIMINATORS.GlobalConfig,
  size: GLOBAL_CONFIG_SIZE,
};

export function decodeLimitOrderGlobalConfig(
  address: Address,
  account: AccountBytes,
  options: DecodeOptions = {},
): LimitOrderGlobalConfig {
  return decodeAnchorAccount(
    SPEC,
    address,
    account,
    (r) => ({
      address,
      emergencyMode: r.u8(AT.emergencyMode),
      flashTakeOrderBlocked: r.u8(AT.flashTakeOrderBlocked),
      newOrdersBlocked: r.u8(AT.newOrdersBlocked),
      ordersTakingBlocked: r.u8(AT.ordersTakingBlocked),
      hostFeeBps: r.u16(AT.hostFeeBps),
      rfqVenuesBlocked: r.u8(AT.rfqVenuesBlocked),
      orderCloseDelaySeconds: r.u64(AT.orderCloseDelaySeconds),
      pdaAuthorityPreviousLamportsBalance: r.u64(AT.pdaAuthorityPreviousLamportsBalance),
      totalTipAmount: r.u64(AT.totalTipAmount),
      hostTipAmount: r.u64(AT.hostTipAmount),
      pdaAuthority: r.pubkey(AT.pdaAuthority),
      pdaAuthorityBump: r.u64(AT.pdaAuthorityBump),
      adminAuthority: r.pubkey(AT.adminAuthority),
      adminAuthorityCached: r.pubkey(AT.adminAuthorityCached),
      txnFeeCost: r.u64(AT.txnFeeCost),
      ataCreationCost: r.u64(AT.ataCreationCost),
    }),
    options,
  );
}

export function encodeLimitOrderGlobalConfig(
  config: Omit<LimitOrderGlobalConfig, 'address'>,
): Uint8Array {
  return anchorAccountWriter(SPEC)
    .u8(AT.emergencyMode, config.emergencyMode)
    .u8(AT.flashTakeOrderBlocked, config.flashTakeOrderBlocked)
    .u8(AT.newOrdersBlocked, config.newOrdersBlocked)
    .u8(AT.ordersTakingBlocked, config.ordersTakingBlocked)
    .u16(AT.hostFeeBps, config.hostFeeBps)
    .u8(AT.rfqVenuesBlocked, config.rfqVenuesBlocked)
    .u64(AT.orderCloseDelaySeconds, config.orderCloseDelaySeconds)
    .u64(AT.pdaAuthorityPreviousLamportsBalance, config.pdaAuthorityPreviousLamportsBalance)
    .u64(AT.totalTipAmount, config.totalTipAmount)
    .u64(AT.hostTipAmount, config.hostTipAmount)
    .pubkey(AT.pdaAuthority, config.pdaAuthority)
    .u64(AT.pdaAuthorityBump, config.pdaAuthorityBump)
    .pubkey(AT.adminAuthority, config.adminAuthority)
    .pubkey(AT.adminAuthorityCached, config.adminAuthorityCached)
    .u64(AT.txnFeeCost, config.txnFeeCost)
    .u64(AT.ataCreationCost, config.ataCreationCost)
    .toBytes();
}
