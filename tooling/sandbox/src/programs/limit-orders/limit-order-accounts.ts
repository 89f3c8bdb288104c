import { NATIVE_MINT, toPublicKey } from '@keel/chain-readers';
import {
  decodeLimitOrder,
  decodeLimitOrderGlobalConfig,
  encodeLimitOrder,
  LIMIT_ORDER_ACCOUNT_DISCRIMINATORS,
  type LimitOrder,
  type LimitOrderGlobalConfig,
  limitOrderEventAuthority,
  limitOrderPdaAuthority,
  limitOrderVaultAddress,
} from '@keel/limit-order-programs';
import type { PublicKey } from '@solana/web3.js';
import type {
  AccountMetaView,
  InstructionContext,
} from '../../chain/execution/instruction-context';
import { ANCHOR_ERRORS, anchorError } from '../../chain/execution/program-error';
import type { LedgerAccount } from '../../chain/ledger-account';
import { loadAccount, requireMut } from '../anchor/anchor-accounts';
import { initializeTokenAccount } from '../runtime/token-cpi';
import { limitOrderFailure } from './limit-order-errors';

export interface Loaded<T> {
  data: T;
  state: LedgerAccount;
}

/** `AccountLoader<'info, GlobalConfig>`. */
export function loadGlobalConfig(
  context: InstructionContext,
  meta: AccountMetaView,
): Loaded<LimitOrderGlobalConfig> {
  return loadAccount(
    context,
    meta,
    {
      owner: context.programId,
      discriminators: [LIMIT_ORDER_ACCOUNT_DISCRIMINATORS.GlobalConfig],
      decode: (address, account) =>
        decodeLimitOrderGlobalConfig(address, account, { programId: context.programId }),
    },
    'global_config',
  );
}

/** `AccountLoader<'info, Order>` of an initialised order. */
export function loadOrder(context: InstructionContext, meta: AccountMetaView): Loaded<LimitOrder> {
  return loadAccount(
    context,
    meta,
    {
      owner: context.programId,
      discriminators: [LIMIT_ORDER_ACCOUNT_DISCRIMINATORS.Order],
      decode: (address, account) =>
        decodeLimitOrder(address, account, { programId: context.programId }),
    },
    'order',
  );
}

export function writeOrder(context: InstructionContext, loaded: Loaded<LimitOrder>): void {
  const { address, ...fields } = loaded.data;
  const current = context.read(toPublicKey(address)) ?? loaded.state;
  context.write(toPublicKey(address), { ...current, data: encodeLimitOrder(fields) });
}

/** `pda_authority`: the config's ("authority", global config) PDA, as the config records it. */
export function checkPdaAuthority(
  context: InstructionContext,
  meta: AccountMetaView,
  config: LimitOrderGlobalConfig,
): void {
  const expected = limitOrderPdaAuthority(config.address, context.programId).address;
  if (
    !meta.address.equals(toPublicKey(expected)) ||
    !meta.address.equals(toPublicKey(config.pdaAuthority))
  ) {
    throw limitOrderFailure('InvalidPdaAuthority');
  }
}

/** `input_vault`: the ("escrow_vault", global config, mint) PDA, writable. */
export function checkVaultAddress(
  context: InstructionContext,
  meta: AccountMetaView,
  globalConfig: PublicKey,
  mint: PublicKey,
): void {
  const expected = limitOrderVaultAddress(globalConfig, mint, context.programId).address;
  if (!meta.address.equals(toPublicKey(expected)))
    throw anchorError(ANCHOR_ERRORS.ConstraintSeeds, 'input_vault');
  requireMut(meta, 'input_vault');
}

/**
 * The escrow token account of a mint, owned by the PDA authority. The program creates it in its
 * own initialize_vault instruction; the sandbox creates it on a mint's first order instead.
 */
export function ensureVault(
  context: InstructionContext,
  input: {
    payer: PublicKey;
    vault: PublicKey;
    mint: PublicKey;
    authority: PublicKey;
    tokenProgram: PublicKey;
  },
): void {
  if (context.read(input.vault) !== null) return;
  initializeTokenAccount(context, {
    tokenProgram: input.tokenProgram,
    payer: input.payer,
    address: input.vault,
    mint: input.mint,
    owner: input.authority,
  });
  if (!input.mint.equals(toPublicKey(NATIVE_MINT))) return;
  // InitializeAccount3 of the native mint makes a native account: its rent is its reserve.
  const created = context.read(input.vault);
  if (created === null) return;
  const data = Buffer.from(created.data);
  data.writeUInt32LE(1, 109); // is_native: Some(rent reserve)
  data.writeBigUInt64LE(created.lamports, 113);
  context.writeAs(input.tokenProgram, input.vault, { ...created, data });
}

/** `event_authority` and `program` of `#[event_cpi]`. */
export function checkEventAccounts(
  context: InstructionContext,
  eventAuthority: AccountMetaView,
  program: AccountMetaView,
): void {
  if (
    !eventAuthority.address.equals(toPublicKey(limitOrderEventAuthority(context.programId).address))
  ) {
    throw anchorError(ANCHOR_ERRORS.ConstraintSeeds, 'event_authority');
  }
  if (!program.address.equals(context.programId)) {
    throw anchorError(ANCHOR_ERRORS.InvalidProgramId, 'program');
  }
}
