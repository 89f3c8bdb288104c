import { type Mint, sameAddress, type TokenAccount } from '@keel/chain-readers';
import type { PublicKey } from '@solana/web3.js';
import type {
  AccountMetaView,
  InstructionContext,
} from '../../../chain/execution/instruction-context';
import { ANCHOR_ERRORS, anchorError } from '../../../chain/execution/program-error';
import { isTokenProgram } from '../../../spl/token-accounts';
import { loadMint, loadTokenAccount } from '../../anchor/anchor-token-accounts';
import { limitOrderFailure } from '../limit-order-errors';

/** `Interface<'info, TokenInterface>`: the classic token program or Token-2022. */
export function requireTokenProgram(meta: AccountMetaView, name: string): PublicKey {
  if (!isTokenProgram(meta.address)) throw anchorError(ANCHOR_ERRORS.InvalidProgramId, name);
  return meta.address;
}

/** `InterfaceAccount<'info, Mint>` with `mint::token_program = …`. */
export function loadOrderMint(
  context: InstructionContext,
  meta: AccountMetaView,
  tokenProgram: PublicKey,
  name: string,
): Mint {
  return loadMint(context, meta, tokenProgram, name);
}

/** A token account of `mint` whose authority is `owner` (`token::mint`, `token::authority`). */
export function loadOwnedTokenAccount(
  context: InstructionContext,
  meta: AccountMetaView,
  input: { tokenProgram: PublicKey; mint: PublicKey; owner: PublicKey; name: string },
): TokenAccount {
  const account = loadTokenAccount(context, meta, input.tokenProgram, input.name);
  if (!sameAddress(account.mint, input.mint)) throw limitOrderFailure('InvalidTokenMint');
  if (!sameAddress(account.owner, input.owner)) throw limitOrderFailure('InvalidTokenAuthority');
  return account;
}
