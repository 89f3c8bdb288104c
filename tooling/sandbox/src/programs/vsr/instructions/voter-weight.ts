import { type Registrar, type Voter, voterWeight } from '@keel/governance-registry';
import type { InstructionContext } from '../../../chain/execution/instruction-context';
import { vsrError } from '../vsr-errors';

/** Voter::weight at the registrar's clock; a sum beyond u64 is VoterWeightOverflow (6026). */
export function currentWeight(
  context: InstructionContext,
  registrar: Registrar,
  voter: Voter,
): bigint {
  try {
    return voterWeight(registrar, voter, context.clock.unixTimestamp).votes;
  } catch {
    throw vsrError('VoterWeightOverflow');
  }
}
