import {
  emptyDepositEntry,
  encodeVoter,
  encodeVoterWeightRecord,
  VOTER_SIZE,
  VOTER_WEIGHT_RECORD_SIZE,
} from '@keel/governance-registry';
import { SYSVAR_INSTRUCTIONS_PUBKEY, SYSVAR_RENT_PUBKEY, SystemProgram } from '@solana/web3.js';
import type { InstructionContext } from '../../../chain/execution/instruction-context';
import { ANCHOR_ERRORS, anchorError } from '../../../chain/execution/program-error';
import {
  type ArgsReader,
  accountAt,
  requireAddress,
  requireMut,
  requireProgram,
  requireSeeds,
  requireSigner,
} from '../../anchor/anchor-accounts';
import { createProgramAccount } from '../../runtime/system-cpi';
import { DEPOSIT_SLOTS } from '../state/voter';
import { loadRegistrar, seed } from '../vsr-accounts';
import { vsrError } from '../vsr-errors';

/** create_voter(voter_bump, voter_weight_record_bump): the wallet's Voter and its weight record. */
export function createVoter(context: InstructionContext, args: ArgsReader): void {
  const voterBump = args.u8();
  const recordBump = args.u8();
  const registrarMeta = accountAt(context, 0, 'registrar');
  const voterMeta = accountAt(context, 1, 'voter');
  const authority = accountAt(context, 2, 'voter_authority');
  const recordMeta = accountAt(context, 3, 'voter_weight_record');
  const payer = accountAt(context, 4, 'payer');
  const registrar = loadRegistrar(context, registrarMeta);
  requireMut(voterMeta, 'voter');
  const voterSeedBump = requireSeeds(
    voterMeta,
    [registrar.address.toBytes(), seed('voter'), authority.address.toBytes()],
    context.programId,
    'voter',
  );
  requireSigner(authority, 'voter_authority');
  requireMut(recordMeta, 'voter_weight_record');
  const recordSeedBump = requireSeeds(
    recordMeta,
    [registrar.address.toBytes(), seed('voter-weight-record'), authority.address.toBytes()],
    context.programId,
    'voter_weight_record',
  );
  requireMut(payer, 'payer');
  requireSigner(payer, 'payer');
  requireProgram(
    accountAt(context, 5, 'system_program'),
    SystemProgram.programId,
    'system_program',
  );
  requireAddress(accountAt(context, 6, 'rent'), SYSVAR_RENT_PUBKEY, 'rent', true);
  requireAddress(accountAt(context, 7, 'instructions'), SYSVAR_INSTRUCTIONS_PUBKEY, 'instructions');
  createProgramAccount(context, {
    payer: payer.address,
    address: voterMeta.address,
    space: VOTER_SIZE,
    owner: context.programId,
  });
  createProgramAccount(context, {
    payer: payer.address,
    address: recordMeta.address,
    space: VOTER_WEIGHT_RECORD_SIZE,
    owner: context.programId,
  });
  // A top-level instruction is always this program's own (the ForbiddenCpi check passes).
  if (!context.instruction.programId.equals(context.programId))
    throw vsrError('ForbiddenCpi', {
      at: 'instructions/create_voter.rs:64',
      keys: [context.instruction.programId, context.programId],
    });
  if (voterBump !== voterSeedBump || recordBump !== recordSeedBump) {
    throw anchorError(ANCHOR_ERRORS.RequireEqViolated);
  }
  const voterState = context.read(voterMeta.address);
  const recordState = context.read(recordMeta.address);
  if (voterState === null || recordState === null) throw new Error('created accounts are missing');
  context.write(voterMeta.address, {
    ...voterState,
    data: encodeVoter({
      voterAuthority: authority.address,
      registrar: registrar.address,
      deposits: Array.from({ length: DEPOSIT_SLOTS }, emptyDepositEntry),
      voterBump,
      voterWeightRecordBump: recordBump,
    }),
  });
  context.write(recordMeta.address, {
    ...recordState,
    data: encodeVoterWeightRecord({
      discriminator: 'legacy',
      realm: registrar.realm,
      governingTokenMint: registrar.realmGoverningTokenMint,
      governingTokenOwner: authority.address,
      voterWeight: 0n,
      voterWeightExpiry: null,
      weightAction: null,
      weightActionTarget: null,
    }),
  });
}
