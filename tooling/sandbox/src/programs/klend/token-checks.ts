import {
  type Mint,
  sameAddress,
  TOKEN_2022_PROGRAM_ID,
  TOKEN_PROGRAM_ID,
  type TokenAccount,
  toPublicKey,
} from '@keel/chain-readers';
import { type PublicKey, SYSVAR_INSTRUCTIONS_PUBKEY, SystemProgram } from '@solana/web3.js';
import type {
  AccountMetaView,
  InstructionContext,
} from '../../chain/execution/instruction-context';
import { ANCHOR_ERRORS, type IdlErrorCode } from '../../chain/execution/program-error';
import type { LedgerAccount } from '../../chain/ledger-account';
import { readMint, readTokenAccount } from '../../spl/token-accounts';
import { anchorFailure } from './anchor-errors';

/*
 * anchor-spl 0.29's token types as klend's accounts structs use them: `InterfaceAccount<TokenAccount
 * | Mint>` (owned by SPL Token or Token-2022), `Interface<TokenInterface>`, `Program<Token>`, and
 * the `address`, `token::mint`, `token::authority`, `mint::token_program` constraints with the
 * keys Anchor logs.
 */

export const TOKEN_PROGRAM = TOKEN_PROGRAM_ID;
export const TOKEN_2022_PROGRAM = TOKEN_2022_PROGRAM_ID;
const TOKEN_PROGRAMS = [TOKEN_PROGRAM, TOKEN_2022_PROGRAM];

const MINT_TOKEN_PROGRAM: IdlErrorCode = {
  code: 2022,
  name: 'ConstraintMintTokenProgram',
  msg: 'A mint token program constraint was violated',
};

export interface LoadedToken<T> {
  meta: AccountMetaView;
  state: LedgerAccount;
  value: T;
}

function interfaceAccount<T>(
  context: InstructionContext,
  meta: AccountMetaView,
  name: string,
  read: (address: PublicKey, state: LedgerAccount) => T | null,
): LoadedToken<T> {
  const state = context.read(meta.address);
  const owner = state?.owner ?? SystemProgram.programId;
  if (state === null || (state.lamports === 0n && owner.equals(SystemProgram.programId))) {
    throw anchorFailure(ANCHOR_ERRORS.AccountNotInitialized, { account: name });
  }
  if (!TOKEN_PROGRAMS.some((program) => sameAddress(program, owner))) {
    throw anchorFailure(ANCHOR_ERRORS.AccountOwnedByWrongProgram, {
      account: name,
      pubkeys: [owner, toPublicKey(TOKEN_PROGRAM)],
    });
  }
  const value = read(meta.address, state);
  if (value === null)
    throw anchorFailure(ANCHOR_ERRORS.AccountDidNotDeserialize, { account: name });
  return { meta, state, value };
}

/** `InterfaceAccount<'info, TokenAccount>`. */
export function tokenAccount(
  context: InstructionContext,
  meta: AccountMetaView,
  name: string,
): LoadedToken<TokenAccount> {
  return interfaceAccount(context, meta, name, readTokenAccount);
}

/** `InterfaceAccount<'info, Mint>`. */
export function mintAccount(
  context: InstructionContext,
  meta: AccountMetaView,
  name: string,
): LoadedToken<Mint> {
  return interfaceAccount(context, meta, name, readMint);
}

/** `Interface<'info, TokenInterface>`: SPL Token or Token-2022. */
export function tokenInterface(meta: AccountMetaView, name: string): void {
  if (!TOKEN_PROGRAMS.some((program) => sameAddress(program, meta.address))) {
    throw anchorFailure(ANCHOR_ERRORS.InvalidProgramId, { account: name });
  }
}

/** `Program<'info, T>` of a fixed program (Token, Farms). */
export function programAccount(meta: AccountMetaView, program: PublicKey, name: string): void {
  if (!meta.address.equals(program)) {
    throw anchorFailure(ANCHOR_ERRORS.InvalidProgramId, {
      account: name,
      pubkeys: [meta.address, program],
    });
  }
}

/** `#[account(address = expected)]`. */
export function addressIs(meta: AccountMetaView, expected: PublicKey, name: string): void {
  if (!meta.address.equals(expected)) {
    throw anchorFailure(ANCHOR_ERRORS.ConstraintAddress, {
      account: name,
      pubkeys: [meta.address, expected],
    });
  }
}

/** `address = SysInstructions::id()`. */
export function instructionsSysvar(meta: AccountMetaView, name: string): void {
  addressIs(meta, SYSVAR_INSTRUCTIONS_PUBKEY, name);
}

/** `token::mint = expected`. */
export function tokenMintIs(token: LoadedToken<TokenAccount>, mint: PublicKey, name: string) {
  if (!sameAddress(token.value.mint, mint)) {
    throw anchorFailure(ANCHOR_ERRORS.ConstraintTokenMint, {
      account: name,
      pubkeys: [toPublicKey(token.value.mint), mint],
    });
  }
}

/** `token::authority = expected`. */
export function tokenOwnerIs(token: LoadedToken<TokenAccount>, owner: PublicKey, name: string) {
  if (!sameAddress(token.value.owner, owner)) {
    throw anchorFailure(ANCHOR_ERRORS.ConstraintTokenOwner, {
      account: name,
      pubkeys: [toPublicKey(token.value.owner), owner],
    });
  }
}

/** `mint::token_program = token_program`: the mint is owned by the program passed. */
export function mintProgramIs(mint: LoadedToken<Mint>, program: PublicKey, name: string) {
  if (!mint.state.owner.equals(program)) {
    throw anchorFailure(MINT_TOKEN_PROGRAM, {
      account: name,
      pubkeys: [mint.state.owner, program],
    });
  }
}

/** The amount a token account holds now (`token_interface::accessor::amount`). */
export function tokenAmount(context: InstructionContext, address: PublicKey): bigint {
  return readTokenAccount(address, context.read(address))?.amount ?? 0n;
}
