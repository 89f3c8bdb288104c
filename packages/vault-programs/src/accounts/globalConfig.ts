import {
  type AccountBytes,
  type Address,
  type AnchorAccountSpec,
  anchorAccountWriter,
  type DecodeOptions,
  decodeAnchorAccount,
} from '@keel/chain-readers';
import { VAULT_PROGRAM_ID } from '../programId';
import { VAULT_ACCOUNT_DISCRIMINATORS } from './discriminators';

/** The program's global configuration (PDA "global_config"): the minimum withdrawal penalty. */
export interface GlobalConfig {
  address: Address;
  globalAdmin: Address;
  pendingAdmin: Address;
  withdrawalPenaltyLamports: bigint;
  withdrawalPenaltyBps: bigint;
}

/** 8 + 32 + 32 + 8 + 8 + 944 (padding). */
export const GLOBAL_CONFIG_SIZE = 1032;

const SPEC: AnchorAccountSpec = {
  accountType: 'GlobalConfig',
  programId: VAULT_PROGRAM_ID,
  discriminator: VAULT_ACCOUNT_DISCRIMINATORS.GlobalConfig,
  size: GLOBAL_CONFIG_SIZE,
};

const AT = {
  globalAdmin: 8,
  pendingAdmin: 40,
  withdrawalPenaltyLamports: 72,
  withdrawalPenaltyBps: 80,
} as const;

export function decodeGlobalConfig(
  address: Address,
  account: AccountBytes,
  options: DecodeOptions = {},
): GlobalConfig {
  return decodeAnchorAccount(
    SPEC,
    address,
    account,
    (r) => ({
      address,
      globalAdmin: r.pubkey(AT.globalAdmin),
      pendingAdmin: r.pubkey(AT.pendingAdmin),
      withdrawalPenaltyLamports: r.u64(AT.withdrawalPenaltyLamports),
      withdrawalPenaltyBps: r.u64(AT.withdrawalPenaltyBps),
    }),
    options,
  );
}

export function encodeGlobalConfig(state: Omit<GlobalConfig, 'address'>): Uint8Array {
  return anchorAccountWriter(SPEC)
    .pubkey(AT.globalAdmin, state.globalAdmin)
    .pubkey(AT.pendingAdmin, state.pendingAdmin)
    .u64(AT.withdrawalPenaltyLamports, state.withdrawalPenaltyLamports)
    .u64(AT.withdrawalPenaltyBps, state.withdrawalPenaltyBps)
    .toBytes();
}
