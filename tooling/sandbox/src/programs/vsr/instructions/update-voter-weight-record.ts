import { SystemProgram } from '@solana/web3.js';
import type { InstructionContext } from '../../../chain/execution/instruction-context';
import { accountAt, requireMut, requireProgram } from '../../anchor/anchor-accounts';
import {
  loadRegistrar,
  loadVoter,
  loadVoterWeightRecord,
  writeVoterWeightRecord,
} from '../vsr-accounts';
import { currentWeight } from './voter-weight';

/**
 * update_voter_weight_record: writes the voter's weight with this slot as its expiry, so
 * spl-governance accepts it only in the same transaction.
 */
export function updateVoterWeightRecord(context: InstructionContext): void {
  const registrar = loadRegistrar(context, accountAt(context, 0, 'registrar'));
  const { voter } = loadVoter(context, accountAt(context, 1, 'voter'), registrar, null);
  const recordMeta = accountAt(context, 2, 'voter_weight_record');
  requireMut(recordMeta, 'voter_weight_record');
  const { record, state } = loadVoterWeightRecord(context, recordMeta, registrar, voter);
  requireProgram(
    accountAt(context, 3, 'system_program'),
    SystemProgram.programId,
    'system_program',
  );
  writeVoterWeightRecord(
    context,
    {
      ...record,
      voterWeight: currentWeight(context, registrar, voter),
      voterWeightExpiry: context.clock.slot,
    },
    state,
  );
}
