import type { Registrar, Voter } from '@keel/governance-registry';
import type { InstructionContext } from '../../../chain/execution/instruction-context';
import { registrarClock, voterWeight } from '../state/voter';

/** Voter::weight at the registrar's clock, as update_voter_weight_record and withdraw write it. */
export function currentWeight(
  context: InstructionContext,
  registrar: Registrar,
  voter: Pick<Voter, 'deposits'>,
): bigint {
  return voterWeight(registrar, voter, registrarClock(registrar, context.clock.unixTimestamp));
}
