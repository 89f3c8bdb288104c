import { sameAddress, toPublicKey } from '@keel/chain-readers';
import {
  encodeProposal,
  encodeTokenOwnerRecord,
  encodeVoteRecord,
} from '@keel/governance-registry';
import type { InstructionContext } from '../../../chain/execution/instruction-context';
import {
  governanceForRealm,
  inPlace,
  proposalForGovernance,
  realmForMint,
  tokenOwnerRecordForRealm,
  voteRecordData,
} from '../governance-accounts';
import { governanceError } from '../governance-errors';
import {
  choiceWeight,
  hasVotingMaxTimeEnded,
  proposalMintForVote,
  voteKindOf,
} from '../vote-rules';
import { assertOwnerOrDelegateSigned } from '../voter-weight';

/**
 * RelinquishVote: while the proposal is being voted on, takes the vote back out of the tally and
 * disposes of the vote record (its rent goes to the beneficiary); once decided, only marks the
 * record relinquished. Either way the voter's unrelinquished count drops, which is what lets the
 * registrar release staked tokens.
 */
export function relinquishVote(context: InstructionContext): void {
  const realmKey = context.account(0).address;
  const governanceKey = context.account(1).address;
  const proposalKey = context.account(2).address;
  const recordKey = context.account(3).address;
  const voteRecordKey = context.account(4).address;
  const voteMint = context.account(5).address;
  const realm = realmForMint(context, realmKey, voteMint);
  const governance = governanceForRealm(context, governanceKey, realmKey);
  const proposal = proposalForGovernance(context, proposalKey, governanceKey, null);
  const owner = tokenOwnerRecordForRealm(
    context,
    recordKey,
    toPublicKey(governance.realm),
    voteMint,
  );
  const voteRecord = voteRecordData(context, voteRecordKey);
  if (!sameAddress(voteRecord.proposal, proposalKey))
    throw governanceError('InvalidProposalForVoterRecord');
  if (!sameAddress(voteRecord.governingTokenOwner, owner.governingTokenOwner)) {
    throw governanceError('InvalidGoverningTokenOwnerForVoteRecord');
  }
  const proposalMint = proposalMintForVote(
    realm,
    toPublicKey(owner.governingTokenMint),
    voteKindOf(voteRecord.vote),
  );
  if (!sameAddress(proposal.governingTokenMint, proposalMint))
    throw governanceError('InvalidGoverningMintForProposal');
  if (voteRecord.isRelinquished) throw governanceError('VoteAlreadyRelinquished');

  const voting = proposal.state === 'Voting';
  if (voting && !hasVotingMaxTimeEnded(proposal, governance, context.clock.unixTimestamp)) {
    const authority = context.account(6).address;
    const beneficiary = context.account(7).address;
    assertOwnerOrDelegateSigned(context, owner, authority);
    const vote = voteRecord.vote;
    if (vote.kind === 'Approve') {
      proposal.options.forEach((option, i) => {
        option.voteWeight -= choiceWeight(
          vote.choices[i]?.weightPercentage ?? 0,
          voteRecord.voterWeight,
        );
      });
    } else if (vote.kind === 'Deny') {
      proposal.denyVoteWeight = (proposal.denyVoteWeight ?? 0n) - voteRecord.voterWeight;
    } else if (vote.kind === 'Veto') {
      proposal.vetoVoteWeight -= voteRecord.voterWeight;
    } else {
      throw governanceError('NotSupportedVoteType');
    }
    const proposalState = context.read(proposalKey);
    if (proposalState !== null)
      context.write(proposalKey, inPlace(proposalState, encodeProposal(proposal)));
    // dispose_account: the lamports go to the beneficiary, the account is emptied.
    const disposed = context.read(voteRecordKey);
    if (disposed !== null) {
      context.credit(beneficiary, disposed.lamports);
      context.write(voteRecordKey, null);
    }
  } else {
    if (voting) throw governanceError('CannotRelinquishInFinalizingState');
    const state = context.read(voteRecordKey);
    if (state !== null) {
      context.write(
        voteRecordKey,
        inPlace(state, encodeVoteRecord({ ...voteRecord, isRelinquished: true })),
      );
    }
  }
  owner.unrelinquishedVotesCount -= 1n;
  const ownerState = context.read(recordKey);
  if (ownerState !== null)
    context.write(recordKey, inPlace(ownerState, encodeTokenOwnerRecord(owner)));
}
