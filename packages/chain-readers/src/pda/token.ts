import type { Address } from '../address/address';
import { ASSOCIATED_TOKEN_PROGRAM_ID, TOKEN_PROGRAM_ID } from '../programIds';
import { findProgramAddress, type ProgramAddress } from './programAddress';

/** Associated token account of `owner` for `mint` under the given token program. */
export function associatedTokenAddress(
  owner: Address,
  mint: Address,
  tokenProgram: Address = TOKEN_PROGRAM_ID,
): ProgramAddress {
  return findProgramAddress([owner, tokenProgram, mint], ASSOCIATED_TOKEN_PROGRAM_ID);
}
