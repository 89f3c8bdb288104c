import { sameAddress, type TokenAccount, toPublicKey } from '@keel/chain-readers';
import {
  decodeLimitOrder,
  decodeLimitOrderGlobalConfig,
  encodeLimitOrder,
  encodeLimitOrderGlobalConfig,
  LIMIT_ORDER_ACCOUNT_DISCRIMINATORS,
  type LimitOrder,
  type LimitOrderGlobalConfig,
  limitOrderEventAuthority,
} from '@keel/limit-order-programs';
import { PublicKey } from '@solana/web3.js';
import type {
  AccountMetaView,
  InstructionContext,
} from '../../chain/execution/instruction-context';
import { ANCHOR_ERRORS, anchorError } from '../../chain/execution/program-error';
import type { LedgerAccount } from '../../chain/ledger-account';
import { isTokenProgram, readTokenAccount } from '../../spl/token-accounts';
import { loadAccount } from '../anchor/anchor-accounts';

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

export function writeOrder(context: InstructionContext, order: LimitOrder): void {
  const { address, ...fields } = order;
  const current = context.read(toPublicKey(address));
  if (current === null) throw anchorError(ANCHOR_ERRORS.AccountNotInitialized, 'order');
  context.write(toPublicKey(address), { ...current, data: encodeLimitOrder(fields) });
}

export function writeGlobalConfig(
  context: InstructionContext,
  config: LimitOrderGlobalConfig,
): void {
  const { address, ...fields } = config;
  const current = context.read(toPublicKey(address));
  if (current === null) throw anchorError(ANCHOR_ERRORS.AccountNotInitialized, 'global_config');
  context.write(toPublicKey(address), { ...current, data: encodeLimitOrderGlobalConfig(fields) });
}

/** `has_one = pda_authority` on the global config (Anchor's ConstraintHasOne unless `@`). */
export function requireConfigAuthority(
  meta: AccountMetaView,
  config: LimitOrderGlobalConfig,
  failure = () => anchorError(ANCHOR_ERRORS.ConstraintHasOne, 'global_config'),
): void {
  if (!meta.address.equals(toPublicKey(config.pdaAuthority))) throw failure();
}

/** The ("escrow_vault", global config, mint) address and its bump. */
export function escrowVaultAddress(
  context: InstructionContext,
  globalConfig: PublicKey,
  mint: PublicKey,
): [PublicKey, number] {
  return PublicKey.findProgramAddressSync(
    [Buffer.from('escrow_vault'), globalConfig.toBuffer(), mint.toBuffer()],
    context.programId,
  );
}

/** `InterfaceAccount<'info, TokenAccount>`: exists, owned by a token program, a token account. */
export function loadInterfaceTokenAccount(
  context: InstructionContext,
  meta: AccountMetaView,
  name: string,
): TokenAccount {
  const state = context.read(meta.address);
  if (state === null || state.lamports === 0n)
    throw anchorError(ANCHOR_ERRORS.AccountNotInitialized, name);
  if (!isTokenProgram(state.owner))
    throw anchorError(ANCHOR_ERRORS.AccountOwnedByWrongProgram, name);
  const account = readTokenAccount(meta.address, state);
  if (account === null) throw anchorError(ANCHOR_ERRORS.AccountDidNotDeserialize, name);
  return account;
}

/** `token::mint = …, token::authority = …` on a loaded token account. */
export function requireTokenMintAndAuthority(
  account: TokenAccount,
  mint: PublicKey,
  authority: PublicKey,
  name: string,
): void {
  if (!sameAddress(account.mint, mint)) throw anchorError(ANCHOR_ERRORS.ConstraintTokenMint, name);
  if (!sameAddress(account.owner, authority))
    throw anchorError(ANCHOR_ERRORS.ConstraintTokenOwner, name);
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

/** Anchor's optional account: the program's own id stands for `None`. */
export const isNone = (context: InstructionContext, meta: AccountMetaView): boolean =>
  meta.address.equals(context.programId);
