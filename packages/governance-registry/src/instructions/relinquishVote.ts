import { type Address, accountMeta, instructionData, toPublicKey } from '@keel/chain-readers';
import { TransactionInstruction } from '@solana/web3.js';
import { tokenOwnerRecordAddress, voteRecordAddress } from '../governance/pda';
import { GOVERNANCE_INSTRUCTION_INDEX } from './discriminators';

export interface RelinquishVoteInput {
  realm: Address;
  governance: Address;
  proposal: Address;
  /** The mint the vote was cast with (the realm's community mint for VSR votes). */
  governingTokenMint: Address;
  wallet: Address;
  /** Receives the vote record's rent when the proposal is still voting (default: the wallet). */
  beneficiary?: Address;
  governanceProgramId: Address;
}

/**
 * spl-governance RelinquishVote: takes the wallet's vote back (while voting) or marks it
 * relinquished (once decided), so that staked tokens can be withdrawn from the registrar. The
 * wallet signs and receives the vote record's rent.
 */
export function relinquishVoteInstruction(input: RelinquishVoteInput): TransactionInstruction {
  const programId = input.governanceProgramId;
  const record = tokenOwnerRecordAddress(
    input.realm,
    input.governingTokenMint,
    input.wallet,
    programId,
  ).address;
  return new TransactionInstruction({
    programId: toPublicKey(programId),
    keys: [
      accountMeta(input.realm, 'r'),
      accountMeta(input.governance, 'r'),
      accountMeta(input.proposal, 'w'),
      accountMeta(record, 'w'),
      accountMeta(voteRecordAddress(input.proposal, record, programId).address, 'w'),
      accountMeta(input.governingTokenMint, 'r'),
      accountMeta(input.wallet, 's'),
      accountMeta(input.beneficiary ?? input.wallet, 'w'),
    ],
    data: instructionData(Uint8Array.of(GOVERNANCE_INSTRUCTION_INDEX.relinquishVote)),
  });
}
