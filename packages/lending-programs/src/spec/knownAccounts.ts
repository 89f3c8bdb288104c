import { FARMS_PROGRAM_ID, TOKEN_PROGRAM_ID } from '@keel/chain-readers';
import { SYSVAR_INSTRUCTIONS_PUBKEY, SYSVAR_RENT_PUBKEY, SystemProgram } from '@solana/web3.js';
import { knownAccount } from './instructionSpec';

/** The accounts with one usual value, so callers may leave them out. */

export const rentSysvar = () => knownAccount('rent', 'r', SYSVAR_RENT_PUBKEY);

export const systemProgram = () => knownAccount('systemProgram', 'r', SystemProgram.programId);

/** The instructions sysvar, read by klend to check the refresh instructions around an action. */
export const instructionsSysvar = <const N extends string>(name: N) =>
  knownAccount(name, 'r', SYSVAR_INSTRUCTIONS_PUBKEY);

/** The farms program klend CPIs into (mainnet id by default; pass another for other clusters). */
export const farmsProgram = () => knownAccount('farmsProgram', 'r', FARMS_PROGRAM_ID);

/** cTokens are always classic SPL tokens. */
export const collateralTokenProgram = () =>
  knownAccount('collateralTokenProgram', 'r', TOKEN_PROGRAM_ID);
