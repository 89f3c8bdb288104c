import {
  associatedTokenAddress,
  type Mint,
  sameAddress,
  type TokenAccount,
} from '@keel/chain-readers';
import type { PublicKey } from '@solana/web3.js';
import type {
  AccountMetaView,
  InstructionContext,
} from '../../chain/execution/instruction-context';
import { ANCHOR_ERRORS, anchorError } from '../../chain/execution/program-error';
import { readMint, readTokenAccount } from '../../spl/token-accounts';

/** `Account<'info, TokenAccount>` of anchor-spl: owned by `tokenProgram` and a token account. */
export function loadTokenAccount(
  context: InstructionContext,
  meta: AccountMetaView,
  tokenProgram: PublicKey,
  name: string,
): TokenAccount {
  const state = context.read(meta.address);
  if (state === null) throw anchorError(ANCHOR_ERRORS.AccountNotInitialized, name);
  if (!state.owner.equals(tokenProgram))
    throw anchorError(ANCHOR_ERRORS.AccountOwnedByWrongProgram, name);
  const account = readTokenAccount(meta.address, state);
  if (account === null) throw anchorError(ANCHOR_ERRORS.AccountDidNotDeserialize, name);
  return account;
}

/** `Account<'info, Mint>` of anchor-spl. */
export function loadMint(
  context: InstructionContext,
  meta: AccountMetaView,
  tokenProgram: PublicKey,
  name: string,
): Mint {
  const state = context.read(meta.address);
  if (state === null) throw anchorError(ANCHOR_ERRORS.AccountNotInitialized, name);
  if (!state.owner.equals(tokenProgram))
    throw anchorError(ANCHOR_ERRORS.AccountOwnedByWrongProgram, name);
  const mint = readMint(meta.address, state);
  if (mint === null) throw anchorError(ANCHOR_ERRORS.AccountDidNotDeserialize, name);
  return mint;
}

/** `associated_token::authority = …, associated_token::mint = …` on an existing account. */
export function requireAssociated(
  meta: AccountMetaView,
  authority: PublicKey,
  mint: PublicKey,
  tokenProgram: PublicKey,
  name: string,
): void {
  if (!sameAddress(associatedTokenAddress(authority, mint, tokenProgram).address, meta.address)) {
    throw anchorError(ANCHOR_ERRORS.ConstraintAssociated, name);
  }
}
