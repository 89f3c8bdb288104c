import {
  sameAddress,
  TOKEN_2022_PROGRAM_ID,
  TOKEN_PROGRAM_ID,
  toPublicKey,
} from '@keel/chain-readers';
import {
  encodeGovernance,
  encodeProposal,
  encodeTokenOwnerRecord,
  encodeVoteRecord,
  type TokenOwnerRecord,
  voteRecordAddress,
  voteRecordSize,
} from '@keel/governance-registry';
import type { InstructionContext } from '../../../chain/execution/instruction-context';
import { ProgramError } from '../../../chain/execution/program-error';
import { createProgramAccount } from '../../runtime/system-cpi';
import {
  governanceForRealm,
  inPlace,
  proposalForGovernance,
  realmConfigForRealm,
  realmForMint,
  tokenOwnerRecordForRealm,
} from '../governance-accounts';
import { governanceError } from '../governance-errors';
import type { readVoteArgs } from '../vote-args';
import {
  assertCanCastVote,
  assertValidVote,
  choiceWeight,
  maxVoterWeightFromSupply,
  proposalMintForVote,
  tippedState,
  voteKindOf,
  voteThreshold,
  voteTipping,
} from '../vote-rules';
import { assertOwnerOrDelegateSigned, resolveVoterWeight, tokenConfigFor } from '../voter-weight';

const MINT_SUPPLY_OFFSET = 36;

function mintSupply(context: InstructionContext, position: number): bigint {
  const account = context.read(context.account(position).address);
  const isToken =
    account?.owner.equals(toPublicKey(TOKEN_PROGRAM_ID)) ||
    account?.owner.equals(toPublicKey(TOKEN_2022_PROGRAM_ID));
  if (account === null || !isToken) throw governanceError('InvalidAccountOwner');
  if (account.data.length < 82) throw governanceError('SplTokenInvalidMintAccountData');
  return Buffer.from(account.data).readBigUInt64LE(MINT_SUPPLY_OFFSET);
}

function writeRecord(
  context: InstructionContext,
  address: TokenOwnerRecord['address'],
  record: TokenOwnerRecord,
) {
  const state = context.read(toPublicKey(address));
  if (state === null) throw new Error('token owner record vanished');
  context.write(toPublicKey(address), inPlace(state, encodeTokenOwnerRecord(record)));
}

/**
 * CastVote: tallies the voter's weight (the plugin's record of this slot) on the proposal, tips
 * the vote when the governance's tipping rule says the outcome can no longer change, and creates
 * the vote record.
 */
export function castVote(context: InstructionContext, vote: ReturnType<typeof readVoteArgs>): void {
  const realmKey = context.account(0).address;
  const governanceKey = context.account(1).address;
  const proposalKey = context.account(2).address;
  const proposalOwnerKey = context.account(3).address;
  const voterRecordKey = context.account(4).address;
  const authority = context.account(5).address;
  const voteRecordKey = context.account(6).address;
  const voteMint = context.account(7).address;
  const payer = context.account(8).address;
  const now = context.clock.unixTimestamp;

  if ((context.read(voteRecordKey)?.data.length ?? 0) > 0)
    throw governanceError('VoteAlreadyExists');
  const realm = realmForMint(context, realmKey, voteMint);
  const governance = governanceForRealm(context, governanceKey, realmKey);
  const kind = voteKindOf(vote);
  const proposalMint = proposalMintForVote(realm, voteMint, kind);
  const proposal = proposalForGovernance(context, proposalKey, governanceKey, proposalMint);
  assertCanCastVote(proposal, governance, vote, now);
  const voter = tokenOwnerRecordForRealm(
    context,
    voterRecordKey,
    toPublicKey(governance.realm),
    voteMint,
  );
  assertOwnerOrDelegateSigned(context, voter, authority);
  voter.unrelinquishedVotesCount += 1n;
  const config = realmConfigForRealm(context, context.account(10).address, realmKey);
  const weight = resolveVoterWeight(context, voter, realm, config, 11, proposalKey);
  assertValidVote(proposal, vote);

  if (vote.kind === 'Approve') {
    proposal.options.forEach((option, i) => {
      option.voteWeight += choiceWeight(vote.choices[i]?.weightPercentage ?? 0, weight);
    });
  } else if (vote.kind === 'Deny') {
    proposal.denyVoteWeight = (proposal.denyVoteWeight ?? 0n) + weight;
  } else if (vote.kind === 'Veto') {
    proposal.vetoVoteWeight += weight;
  } else {
    throw governanceError('NotSupportedVoteType');
  }

  if (tokenConfigFor(realm, config, voteMint).maxVoterWeightAddin !== null) {
    // The world configures no max-voter-weight plugin; reading one is not emulated.
    throw new ProgramError('InvalidAccountData', [
      'Program log: max voter weight plugins are not emulated by the sandbox',
    ]);
  }
  const maxWeight = maxVoterWeightFromSupply(
    proposal,
    realm,
    voteMint,
    mintSupply(context, 7),
    kind,
  );
  const threshold = voteThreshold(governance, realm, voteMint, kind);
  const tipped = tippedState(
    proposal,
    maxWeight,
    voteTipping(governance, realm, voteMint),
    threshold,
    kind,
  );
  if (tipped !== null) {
    proposal.state = tipped;
    proposal.votingCompletedAt = now;
    proposal.maxVoteWeight = maxWeight;
    proposal.voteThreshold = threshold;
    const decrease = (record: TokenOwnerRecord) => {
      record.outstandingProposalCount = Math.max(0, record.outstandingProposalCount - 1);
    };
    if (proposalOwnerKey.equals(voterRecordKey)) {
      decrease(voter);
    } else {
      const owner = tokenOwnerRecordForRealm(
        context,
        proposalOwnerKey,
        toPublicKey(governance.realm),
        toPublicKey(proposal.governingTokenMint),
      );
      if (!sameAddress(proposal.tokenOwnerRecord, proposalOwnerKey)) {
        throw governanceError('InvalidProposalOwnerAccount');
      }
      decrease(owner);
      writeRecord(context, proposalOwnerKey, owner);
    }
    governance.activeProposalCount =
      governance.activeProposalCount > 0n ? governance.activeProposalCount - 1n : 0n;
    const governanceState = context.read(governanceKey);
    if (governanceState !== null)
      context.write(governanceKey, inPlace(governanceState, encodeGovernance(governance)));
  }
  writeRecord(context, voterRecordKey, voter);
  const proposalState = context.read(proposalKey);
  if (proposalState !== null)
    context.write(proposalKey, inPlace(proposalState, encodeProposal(proposal)));

  const expected = voteRecordAddress(proposalKey, voterRecordKey, context.programId).address;
  if (!sameAddress(expected, voteRecordKey)) {
    throw new ProgramError('InvalidSeeds', [
      `Program log: Create account with PDA: ${voteRecordKey.toBase58()} was requested while PDA: ${expected.toBase58()} was expected`,
    ]);
  }
  const record = encodeVoteRecord({
    proposal: proposalKey,
    governingTokenOwner: voter.governingTokenOwner,
    isRelinquished: false,
    voterWeight: weight,
    vote,
  });
  createProgramAccount(context, {
    payer,
    address: voteRecordKey,
    space: voteRecordSize(vote),
    owner: context.programId,
  });
  const created = context.read(voteRecordKey);
  if (created === null) throw new Error('the vote record was not created');
  context.write(voteRecordKey, { ...created, data: record });
}
