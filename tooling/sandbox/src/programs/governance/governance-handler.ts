import { toPublicKey } from '@keel/chain-readers';
import { SPL_GOVERNANCE_PROGRAM_ID } from '@keel/governance-registry';
import { ProgramError } from '../../chain/execution/program-error';
import type { ProgramHandler } from '../../chain/program-handler';
import { castVote } from './instructions/cast-vote';
import { createTokenOwnerRecord } from './instructions/create-token-owner-record';
import { relinquishVote } from './instructions/relinquish-vote';
import { readVoteArgs, voteDebug } from './vote-args';

/** GovernanceInstruction variants emulated (Borsh enum index). */
const CAST_VOTE = 13;
const RELINQUISH_VOTE = 15;
const CREATE_TOKEN_OWNER_RECORD = 23;

/** The program crate's version, which it logs first on every instruction. */
const PROGRAM_VERSION = '4.0.0';

/**
 * spl-governance, emulated for what the governance screens do: create a token owner record, cast
 * a vote with a plugin's voter weight (tipping the proposal as the program does) and relinquish
 * it. Other instructions (creating realms, governances and proposals, executing) are not
 * emulated: they fail with InvalidInstructionData and a log line that says so.
 */
export const governanceHandler: ProgramHandler = {
  name: 'spl-governance',
  programIds: [toPublicKey(SPL_GOVERNANCE_PROGRAM_ID)],
  execute(context) {
    context.log(`VERSION:"${PROGRAM_VERSION}"`);
    context.consume(25_000);
    const variant = context.data[0];
    if (variant === CAST_VOTE) {
      const vote = readVoteArgs(context.data, 1);
      context.log(`GOVERNANCE-INSTRUCTION: CastVote { vote: ${voteDebug(vote)} }`);
      castVote(context, vote);
      return;
    }
    if (variant === RELINQUISH_VOTE) {
      context.log('GOVERNANCE-INSTRUCTION: RelinquishVote');
      relinquishVote(context);
      return;
    }
    if (variant === CREATE_TOKEN_OWNER_RECORD) {
      context.log('GOVERNANCE-INSTRUCTION: CreateTokenOwnerRecord');
      createTokenOwnerRecord(context);
      return;
    }
    throw new ProgramError('InvalidInstructionData', [
      `Program log: instruction ${variant ?? 'none'} of spl-governance is not emulated by the sandbox`,
    ]);
  },
};
