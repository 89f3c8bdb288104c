import {
  MINT_SIZE,
  type Mint,
  TOKEN_ACCOUNT_SIZE,
  TOKEN_PROGRAM_ID,
  type TokenAccount,
  toPublicKey,
} from '@keel/chain-readers';
import type {
  AccountMetaView,
  InstructionContext,
} from '../../chain/execution/instruction-context';
import { ANCHOR_ERRORS } from '../../chain/execution/program-error';
import { isTokenProgram, readMint, readTokenAccount } from '../../spl/token-accounts';
import { anchorFailure, invalidAccountData } from './anchor-errors';

/*
 * anchor-spl's token account and mint wrappers as kfarms declares them: `Account<…>` of
 * anchor_spl::token (SPL Token only, exact SPL layouts) and `InterfaceAccount<…>` of
 * token_interface (either token program). Bytes SPL cannot unpack fail with the runtime's
 * InvalidAccountData, not an Anchor code.
 */

type Kind = 'spl' | 'interface';

function owned(context: InstructionContext, meta: AccountMetaView, kind: Kind, name: string) {
  const state = context.read(meta.address);
  if (state === null) throw anchorFailure(ANCHOR_ERRORS.AccountNotInitialized, { account: name });
  if (kind === 'spl' && !state.owner.equals(toPublicKey(TOKEN_PROGRAM_ID))) {
    throw anchorFailure(
      ANCHOR_ERRORS.AccountOwnedByWrongProgram,
      { account: name },
      { pubkeys: [state.owner, toPublicKey(TOKEN_PROGRAM_ID)] },
    );
  }
  if (!isTokenProgram(state.owner)) {
    throw anchorFailure(ANCHOR_ERRORS.AccountOwnedByWrongProgram, { account: name });
  }
  return state;
}

export function tokenAccountAt(
  context: InstructionContext,
  meta: AccountMetaView,
  kind: Kind,
  name: string,
): TokenAccount {
  const state = owned(context, meta, kind, name);
  const account = readTokenAccount(meta.address, state);
  const exact = kind === 'interface' || state.data.length === TOKEN_ACCOUNT_SIZE;
  if (account === null || !exact || account.state === 'Uninitialized') {
    throw invalidAccountData(name);
  }
  return account;
}

export function mintAt(
  context: InstructionContext,
  meta: AccountMetaView,
  kind: Kind,
  name: string,
): Mint {
  const state = owned(context, meta, kind, name);
  const mint = readMint(meta.address, state);
  if (mint === null || (kind === 'spl' && state.data.length !== MINT_SIZE)) {
    throw invalidAccountData(name);
  }
  return mint;
}

/** `Program<'info, Token>`: SPL Token itself. */
export function requireSplTokenProgram(meta: AccountMetaView, name = 'token_program'): void {
  if (!meta.address.equals(toPublicKey(TOKEN_PROGRAM_ID))) {
    throw anchorFailure(
      ANCHOR_ERRORS.InvalidProgramId,
      { account: name },
      { pubkeys: [meta.address, toPublicKey(TOKEN_PROGRAM_ID)] },
    );
  }
}

/** `Interface<'info, TokenInterface>`: either token program. */
export function requireTokenInterface(meta: AccountMetaView, name = 'token_program'): void {
  if (!isTokenProgram(meta.address)) {
    throw anchorFailure(ANCHOR_ERRORS.InvalidProgramId, { account: name });
  }
}
