import type { Vote, VoteChoice } from '@keel/governance-registry';
import { ProgramError } from '../../chain/execution/program-error';

/** Borsh `Vote` of the CastVote instruction; malformed bytes are InvalidInstructionData. */
export function readVoteArgs(data: Uint8Array, offset: number): Vote {
  const bytes = Buffer.from(data);
  const invalid = () => new ProgramError('InvalidInstructionData');
  const kind = bytes[offset];
  if (kind === 1) return { kind: 'Deny' };
  if (kind === 2) return { kind: 'Abstain' };
  if (kind === 3) return { kind: 'Veto' };
  if (kind !== 0 || bytes.length < offset + 5) throw invalid();
  const count = bytes.readUInt32LE(offset + 1);
  if (bytes.length < offset + 5 + 2 * count) throw invalid();
  const choices: VoteChoice[] = [];
  for (let i = 0; i < count; i += 1) {
    choices.push({
      rank: bytes.readUInt8(offset + 5 + 2 * i),
      weightPercentage: bytes.readUInt8(offset + 6 + 2 * i),
    });
  }
  return { kind: 'Approve', choices };
}

/** `{:?}` of a Vote, as the program's GOVERNANCE-INSTRUCTION log line prints it. */
export function voteDebug(vote: Vote): string {
  if (vote.kind !== 'Approve') return vote.kind;
  const choices = vote.choices
    .map((c) => `VoteChoice { rank: ${c.rank}, weight_percentage: ${c.weightPercentage} }`)
    .join(', ');
  return `Approve([${choices}])`;
}
