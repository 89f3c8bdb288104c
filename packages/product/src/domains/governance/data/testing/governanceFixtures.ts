import { createAddress } from '@keel/chain-readers';
import {
  type DepositEntry,
  emptyDepositEntry,
  emptyVotingMintConfig,
  type Governance,
  type LockupKind,
  type Proposal,
  type ProposalState,
  type Realm,
  type Registrar,
  SECS_PER_DAY,
  SECS_PER_MONTH,
  type TokenOwnerRecord,
  type VoteRecord,
  type Voter,
} from '@keel/governance-registry';
import { realmNameOf } from '../runtime';

/** The key whose 32 bytes all equal `seed`. */
export const testKey = (seed: number) => createAddress(new Uint8Array(32).fill(seed));

/** 2027-01-15 00:00 UTC: the fixtures' "now". */
export const FIXTURE_NOW = 1_799_971_200n;
export const NATIVE_DECIMALS = 6;
export const NATIVE_MINT = testKey(7);
export const NATIVE_SUPPLY = 10_000_000_000_000_000n;
export const WALLET = testKey(9).toBase58();
export const REALM = testKey(1);
export const REGISTRAR = testKey(2);
const DAY = SECS_PER_DAY;
const TOKEN = 1_000_000n;

export function realmFixture(productName: string): Realm {
  return {
    // Fixed keys rather than PDAs: web3.js cannot hash seeds under jsdom (foreign Uint8Array).
    address: REALM,
    communityMint: NATIVE_MINT,
    config: {
      legacy1: 0,
      legacy2: 0,
      minCommunityWeightToCreateGovernance: 0n,
      // A tenth of the supply is the max vote weight.
      communityMintMaxVoterWeightSource: { type: 'SupplyFraction', value: 1_000_000_000n },
      councilMint: null,
    },
    legacy1: 0,
    authority: null,
    name: realmNameOf(productName),
  };
}

/** One vote per token, up to three more at four years' saturation. */
export function registrarFixture(realm: Realm): Registrar {
  const votingMints = [
    {
      mint: NATIVE_MINT,
      grantAuthority: null,
      baselineVoteWeightScaledFactor: 1_000_000_000n,
      maxExtraLockupVoteWeightScaledFactor: 3_000_000_000n,
      lockupSaturationSecs: 4n * 365n * DAY,
      digitShift: 0,
    },
    emptyVotingMintConfig(),
    emptyVotingMintConfig(),
    emptyVotingMintConfig(),
  ];
  return {
    address: REGISTRAR,
    governanceProgramId: createAddress('GovER5Lthms3bLBqWub97yVrMmEogzX7xNjdXpPPCVZw'),
    realm: realm.address,
    realmGoverningTokenMint: NATIVE_MINT,
    realmAuthority: testKey(3),
    votingMints,
    timeOffset: 0n,
    bump: 255,
  };
}

function deposit(
  kind: LockupKind,
  tokens: bigint,
  startOffset: bigint,
  periods: bigint,
): DepositEntry {
  const start = FIXTURE_NOW + startOffset;
  const period = kind === 'none' ? 0n : kind === 'monthly' ? SECS_PER_MONTH : DAY;
  return {
    lockup: { kind, startTs: start, endTs: start + periods * period },
    amountDepositedNative: tokens * TOKEN,
    amountInitiallyLockedNative: tokens * TOKEN,
    isUsed: true,
    allowClawback: false,
    votingMintConfigIdx: 0,
  };
}

/** A voter with an unlocked deposit, a constant, a cliff, a daily and an ended monthly lockup. */
export function voterFixture(registrar: Registrar, wallet = WALLET): Voter {
  const used = [
    deposit('none', 1_000n, -10n * DAY, 0n),
    deposit('constant', 2_000n, -20n * DAY, 365n),
    deposit('cliff', 3_000n, -30n * DAY, 730n),
    deposit('daily', 365n, -100n * DAY, 365n),
    deposit('monthly', 600n, -400n * DAY, 6n),
  ];
  const deposits = Array.from({ length: 32 }, (_, i) => used[i] ?? emptyDepositEntry());
  return {
    address: testKey(4),
    voterAuthority: createAddress(wallet),
    registrar: registrar.address,
    deposits,
    voterBump: 255,
    voterWeightRecordBump: 254,
  };
}

export function governanceFixture(realm: Realm): Governance {
  const disabled = { type: 'Disabled' } as const;
  return {
    address: testKey(20),
    accountType: 'GovernanceV2',
    realm: realm.address,
    governedAccount: testKey(21),
    reserved1: 0,
    config: {
      communityVoteThreshold: { type: 'YesVotePercentage', value: 5 },
      minCommunityWeightToCreateProposal: 10_000n * TOKEN,
      minTransactionHoldUpTime: 86_400,
      votingBaseTime: 3 * 86_400,
      communityVoteTipping: 'Strict',
      councilVoteThreshold: { type: 'YesVotePercentage', value: 60 },
      councilVetoVoteThreshold: disabled,
      minCouncilWeightToCreateProposal: 1n,
      councilVoteTipping: 'Strict',
      communityVetoVoteThreshold: disabled,
      votingCoolOffTime: 12 * 3_600,
      depositExemptProposalCount: 0,
    },
    requiredSignatoriesCount: 0,
    activeProposalCount: 1n,
  };
}

/** A Yes/No proposal of the governance in `state`, voting started a day before now. */
export function proposalFixture(
  seed: number,
  state: ProposalState,
  overrides: Partial<Proposal> = {},
): Proposal {
  const voting = state !== 'Draft' && state !== 'SigningOff';
  return {
    address: testKey(seed),
    governance: testKey(20),
    governingTokenMint: NATIVE_MINT,
    state,
    tokenOwnerRecord: testKey(22),
    signatoriesCount: 1,
    signatoriesSignedOffCount: state === 'Draft' ? 0 : 1,
    voteType: { type: 'SingleChoice' },
    options: [
      {
        label: 'Approve',
        voteWeight: 70_000_000n * TOKEN,
        voteResult: 'None',
        transactionsExecutedCount: 0,
        transactionsCount: 0,
        transactionsNextIndex: 0,
      },
    ],
    denyVoteWeight: 12_500_000n * TOKEN,
    reserved1: 0,
    abstainVoteWeight: null,
    startVotingAt: null,
    draftAt: FIXTURE_NOW - 3n * DAY,
    signingOffAt: voting ? FIXTURE_NOW - 2n * DAY : null,
    votingAt: voting ? FIXTURE_NOW - DAY : null,
    votingAtSlot: voting ? 1_000n : null,
    votingCompletedAt: null,
    executingAt: null,
    closedAt: null,
    executionFlags: 'None',
    maxVoteWeight: null,
    maxVotingTime: null,
    voteThreshold: null,
    name: `Proposal ${seed} (${state})`,
    descriptionLink: 'Raise the deposit limit of the main market.',
    vetoVoteWeight: 0n,
    ...overrides,
  };
}

export function voteRecordFixture(proposal: Proposal, wallet = WALLET): VoteRecord {
  return {
    address: testKey(40),
    proposal: proposal.address,
    governingTokenOwner: createAddress(wallet),
    isRelinquished: false,
    voterWeight: 4_321_500_000n,
    vote: { kind: 'Approve', choices: [{ rank: 0, weightPercentage: 100 }] },
  };
}

export function tokenOwnerRecordFixture(realm: Realm, wallet = WALLET): TokenOwnerRecord {
  return {
    address: testKey(41),
    realm: realm.address,
    governingTokenMint: NATIVE_MINT,
    governingTokenOwner: createAddress(wallet),
    governingTokenDepositAmount: 0n,
    unrelinquishedVotesCount: 1n,
    outstandingProposalCount: 0,
    version: 1,
    governanceDelegate: null,
  };
}
