import { MathDecimal } from '@keel/core-math';
import { minYesVoteWeight, proposalAddress, voteRecordAddress } from '@keel/governance-registry';
import { PublicKey } from '@solana/web3.js';
import type Decimal from 'decimal.js';
import { deriveAddress } from '../addresses';
import type { Prng } from '../prng';
import type { WalletRole } from '../wallet-role';
import { WALLET_ROLES } from '../wallets';
import type {
  WorldGovernanceRules,
  WorldProposal,
  WorldProposalOption,
  WorldVoteRecord,
} from './governance-types';
import { PROPOSAL_SPECS, type ProposalSpec } from './proposal-catalogue';
import { isFinalizedVote, proposalTimeline } from './proposal-timeline';
import { rawVoteWeight, voteWeightText } from './vsr-model';

const HOUR = 3_600;
/** Votes are cast six hours after a vote opens (inside the base time). */
const VOTE_DELAY_SECONDS = 6 * HOUR;

/** A voting member of the realm: their wallet and token owner record. */
export interface RealmMember {
  wallet: string;
  tokenOwnerRecord: string;
}

export interface ProposalInputs {
  seed: string;
  prng: Prng;
  symbol: string;
  decimals: number;
  governance: PublicKey;
  governingMint: PublicKey;
  governanceProgramId: PublicKey;
  rules: WorldGovernanceRules;
  /** Max community vote weight, display units. */
  maxVoteWeight: string;
  wallets: Record<WalletRole, RealmMember>;
  members: readonly RealmMember[];
  /** A wallet's VSR weight (display units) at an offset from the write moment. */
  weightAt: (role: WalletRole, offsetSeconds: number) => string;
}

function proposer(spec: ProposalSpec, inputs: ProposalInputs): RealmMember {
  if (spec.proposer === 'ordinary') return inputs.wallets.ordinary;
  const member = inputs.members[spec.proposer];
  if (member === undefined) throw new Error(`No DAO member ${spec.proposer}`);
  return member;
}

/** Millions of votes jittered by ±2 %, to the voting mint's decimals. */
function jitteredVotes(millions: number, prng: Prng, decimals: number): Decimal {
  return new MathDecimal(millions)
    .mul(1_000_000)
    .mul(prng.decimal('0.98', '1.02', 4))
    .toDecimalPlaces(decimals, MathDecimal.ROUND_DOWN);
}

/**
 * Option results as the program leaves them: none before the vote is finalized; a finalized Yes/No
 * option succeeds only in the passing states; a survey's best option succeeds if it reaches the
 * quorum, every other option is defeated.
 */
function optionResults(
  spec: ProposalSpec,
  votes: readonly Decimal[],
  minYes: Decimal,
): Array<WorldProposalOption['result']> {
  if (!isFinalizedVote(spec.state)) return votes.map(() => 'None');
  if (spec.survey === undefined) return [spec.state === 'Defeated' ? 'Defeated' : 'Succeeded'];
  const best = votes.reduce((max, v) => (v.gt(max) ? v : max), new MathDecimal(0));
  return votes.map((v) => (v.eq(best) && v.gte(minYes) ? 'Succeeded' : 'Defeated'));
}

/** The sandbox wallets' votes on a proposal, cast six hours into its vote with their weight then. */
function walletVotes(
  spec: ProposalSpec,
  proposal: string,
  votingOffsetSeconds: number | null,
  inputs: ProposalInputs,
): WorldVoteRecord[] {
  if (votingOffsetSeconds === null) return [];
  return WALLET_ROLES.flatMap((role): WorldVoteRecord[] => {
    const vote = spec.votes?.[role];
    if (vote === undefined) return [];
    const cast = votingOffsetSeconds + VOTE_DELAY_SECONDS;
    const option = vote.choice === 'no' ? null : vote.choice === 'yes' ? 0 : vote.choice;
    const member = inputs.wallets[role];
    return [
      {
        address: voteRecordAddress(
          new PublicKey(proposal),
          new PublicKey(member.tokenOwnerRecord),
          inputs.governanceProgramId,
        ).address.toBase58(),
        proposal,
        role,
        wallet: member.wallet,
        tokenOwnerRecord: member.tokenOwnerRecord,
        vote: option === null ? 'Deny' : 'Approve',
        option,
        voterWeight: inputs.weightAt(role, cast),
        castOffsetSeconds: cast,
        isRelinquished: vote.relinquished,
      },
    ];
  });
}

function buildProposal(
  spec: ProposalSpec,
  inputs: ProposalInputs,
  voteRecords: WorldVoteRecord[],
): WorldProposal {
  const prng = inputs.prng.fork(spec.key);
  const proposalSeed = deriveAddress(inputs.seed, `governance:proposal:${spec.key}`);
  const address = proposalAddress(
    inputs.governance,
    inputs.governingMint,
    proposalSeed,
    inputs.governanceProgramId,
  ).address.toBase58();
  const timeline = proposalTimeline(
    spec.state,
    spec.draftDaysAgo,
    spec.votingHoursAgo,
    inputs.rules,
    spec.survey !== undefined,
  );
  const yes = spec.yesMillions.map((m) => jitteredVotes(m, prng, inputs.decimals));
  let no = jitteredVotes(spec.noMillions, prng, inputs.decimals);
  const votes = walletVotes(spec, address, timeline.votingOffsetSeconds, inputs);
  for (const record of votes) {
    if (record.option === null) no = no.plus(record.voterWeight);
    else yes[record.option] = (yes[record.option] ?? new MathDecimal(0)).plus(record.voterWeight);
  }
  voteRecords.push(...votes);
  const max = new MathDecimal(inputs.maxVoteWeight);
  const minYesRaw = minYesVoteWeight(
    inputs.rules.communityYesVotePct,
    rawVoteWeight(inputs.maxVoteWeight, inputs.decimals),
  );
  const minYes = new MathDecimal(voteWeightText(minYesRaw, inputs.decimals));
  const results = optionResults(spec, yes, minYes);
  const labels = spec.survey ?? ['Approve'];
  const [signatories, signed] =
    spec.signatories ?? (timeline.votingOffsetSeconds === null ? [1, 0] : [1, 1]);
  const finalized = isFinalizedVote(spec.state);
  const symbolText = (text: string) => text.replaceAll('{native}', inputs.symbol);
  const owner = proposer(spec, inputs);
  return {
    address,
    seed: proposalSeed.toBase58(),
    title: symbolText(spec.title),
    description: symbolText(spec.description),
    state: spec.state,
    voteType: spec.survey === undefined ? 'yes-no' : 'survey',
    proposer: owner.wallet,
    proposerTokenOwnerRecord: owner.tokenOwnerRecord,
    signatoriesCount: signatories,
    signatoriesSignedOffCount: signed,
    options: labels.map((label, i) => ({
      label,
      votes: (yes[i] ?? new MathDecimal(0)).toFixed(),
      result: results[i] ?? 'None',
      transactionsCount: spec.transactions,
      transactionsExecutedCount: spec.transactionsExecuted ?? 0,
    })),
    noVotes: spec.survey === undefined ? no.toFixed() : null,
    vetoVotes: String(spec.vetoCouncil ?? 0),
    timeline,
    maxVoteWeight: finalized ? max.toFixed() : null,
    voteThresholdPct: finalized ? inputs.rules.communityYesVotePct : null,
  };
}

/** Every proposal of the catalogue, newest draft first, and the sandbox wallets' vote records. */
export function buildProposals(inputs: ProposalInputs): {
  proposals: WorldProposal[];
  voteRecords: WorldVoteRecord[];
} {
  const voteRecords: WorldVoteRecord[] = [];
  const proposals = PROPOSAL_SPECS.map((spec) => buildProposal(spec, inputs, voteRecords));
  proposals.sort((a, b) => b.timeline.draftOffsetSeconds - a.timeline.draftOffsetSeconds);
  return { proposals, voteRecords };
}
