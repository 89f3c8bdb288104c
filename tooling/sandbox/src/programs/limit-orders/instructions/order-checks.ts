import type { Mint } from '@keel/chain-readers';
import { type PublicKey, SystemProgram } from '@solana/web3.js';
import type {
  AccountMetaView,
  InstructionContext,
} from '../../../chain/execution/instruction-context';
import { ANCHOR_ERRORS, anchorError } from '../../../chain/execution/program-error';
import { isTokenProgram } from '../../../spl/token-accounts';
import { loadMint } from '../../anchor/anchor-token-accounts';

/** `Interface<'info, TokenInterface>`: the classic token program or Token-2022. */
export function requireTokenProgram(meta: AccountMetaView, name: string): PublicKey {
  if (!isTokenProgram(meta.address)) throw anchorError(ANCHOR_ERRORS.InvalidProgramId, name);
  return meta.address;
}

/** `Program<'info, System>`. */
export function requireSystemProgram(meta: AccountMetaView): void {
  if (!meta.address.equals(SystemProgram.programId))
    throw anchorError(ANCHOR_ERRORS.InvalidProgramId, 'system_program');
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
