import {
  type Address,
  accountMeta,
  instructionData,
  sameAddress,
  toPublicKey,
} from '@keel/chain-readers';
import { SystemProgram, TransactionInstruction } from '@solana/web3.js';
import { BorshWriter } from '../borsh/BorshWriter';
import { realmConfigAddress, tokenOwnerRecordAddress, voteRecordAddress } from '../governance/pda';
import type { ProposalData } from '../governance/proposal';
import { type Vote, writeVote } from '../governance/vote';
import { VSR_PROGRAM_ID } from '../programIds';
import { voterWeightRecordAddress } from '../vsr/pda';
import type { RegistrarData } from '../vsr/registrar';
import { GOVERNANCE_INSTRUCTION_INDEX } from './discriminators';
import { updateVoterWeightRecordInstruction } from './voter';

interface GovernanceIds {
  realm: Address;
  governingTokenMint: Address;
  governingTokenOwner: Address;
  governanceProgramId: Address;
}

/** spl-governance CreateTokenOwnerRecord: needed once before a plugin voter's first vote. */
export function createTokenOwnerRecordInstruction(
  input: GovernanceIds & { payer?: Address },
): TransactionInstruction {
  const record = tokenOwnerRecordAddress(
    input.realm,
    input.governingTokenMint,
    input.governingTokenOwner,
    input.governanceProgramId,
  ).address;
  return new TransactionInstruction({
    programId: toPublicKey(input.governanceProgramId),
    keys: [
      accountMeta(input.realm, 'r'),
      accountMeta(input.governingTokenOwner, 'r'),
      accountMeta(record, 'w'),
      accountMeta(input.governingTokenMint, 'r'),
      accountMeta(input.payer ?? input.governingTokenOwner, 'ws'),
      accountMeta(SystemProgram.programId, 'r'),
    ],
    data: instructionData(Uint8Array.of(GOVERNANCE_INSTRUCTION_INDEX.createTokenOwnerRecord)),
  });
}

export interface CastVoteInput {
  registrar: Pick<RegistrarData, 'realm' | 'realmGoverningTokenMint' | 'governanceProgramId'> & {
    address: Address;
  };
  proposal: Pick<ProposalData, 'governance' | 'governingTokenMint' | 'tokenOwnerRecord'> & {
    address: Address;
  };
  wallet: Address;
  vote: Vote;
  payer?: Address;
  /** Add CreateTokenOwnerRecord first (the wallet has never voted in this realm). */
  createTokenOwnerRecord?: boolean;
  vsrProgramId?: Address;
}

/**
 * Vote on a proposal with VSR weight: [CreateTokenOwnerRecord,] update_voter_weight_record, then
 * spl-governance CastVote reading that record in the same slot.
 */
export function castVoteInstructions(input: CastVoteInput): TransactionInstruction[] {
  const { registrar, proposal, wallet } = input;
  if (!sameAddress(proposal.governingTokenMint, registrar.realmGoverningTokenMint)) {
    throw new RangeError(
      `The proposal is voted with ${proposal.governingTokenMint.toBase58()}, the registrar weighs ${registrar.realmGoverningTokenMint.toBase58()}`,
    );
  }
  const vsrProgramId = input.vsrProgramId ?? VSR_PROGRAM_ID;
  const programId = registrar.governanceProgramId;
  const payer = input.payer ?? wallet;
  const ids: GovernanceIds = {
    realm: registrar.realm,
    governingTokenMint: proposal.governingTokenMint,
    governingTokenOwner: wallet,
    governanceProgramId: programId,
  };
  const voterRecord = tokenOwnerRecordAddress(
    ids.realm,
    ids.governingTokenMint,
    wallet,
    programId,
  ).address;
  const data = new BorshWriter().u8(GOVERNANCE_INSTRUCTION_INDEX.castVote);
  writeVote(data, input.vote);
  const castVote = new TransactionInstruction({
    programId: toPublicKey(programId),
    keys: [
      // The official client (@solana/spl-governance, program version 2+) write-locks the realm;
      // the program reads it only, so either lands — the client's metas are kept.
      accountMeta(registrar.realm, 'w'),
      accountMeta(proposal.governance, 'w'),
      accountMeta(proposal.address, 'w'),
      accountMeta(proposal.tokenOwnerRecord, 'w'),
      accountMeta(voterRecord, 'w'),
      accountMeta(wallet, 's'),
      accountMeta(voteRecordAddress(proposal.address, voterRecord, programId).address, 'w'),
      accountMeta(proposal.governingTokenMint, 'r'),
      accountMeta(payer, 'ws'),
      accountMeta(SystemProgram.programId, 'r'),
      accountMeta(realmConfigAddress(registrar.realm, programId).address, 'r'),
      accountMeta(voterWeightRecordAddress(registrar.address, wallet, vsrProgramId).address, 'r'),
    ],
    data: instructionData(data.toBytes()),
  });
  return [
    ...(input.createTokenOwnerRecord ? [createTokenOwnerRecordInstruction({ ...ids, payer })] : []),
    updateVoterWeightRecordInstruction({
      registrar: registrar.address,
      voterAuthority: wallet,
      programId: vsrProgramId,
    }),
    castVote,
  ];
}
