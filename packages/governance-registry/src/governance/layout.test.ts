import { ByteWriter } from '@keel/chain-readers';
import { describe, expect, it } from 'vitest';
import { SPL_GOVERNANCE_PROGRAM_ID } from '../programIds';
import { testKey } from '../testing/fixtures';
import '../testing/equality';
import { decodeProposal, encodeProposal, proposalMaxSize } from './proposal';
import { decodeRealm } from './realm';
import { decodeTokenOwnerRecord } from './tokenOwnerRecord';
import { decodeVoteRecord, encodeVoteRecord } from './voteRecord';

// Bytes written at the offsets of SPL_GOVERNANCE.md §3, independently of the encoders.
const owner = SPL_GOVERNANCE_PROGRAM_ID;
const address = testKey(1);

describe('TokenOwnerRecordV2 layout', () => {
  const w = new ByteWriter(282)
    .u8(0, 17)
    .pubkey(1, testKey(2))
    .pubkey(33, testKey(3))
    .pubkey(65, testKey(4))
    .u64(97, 123n)
    .u64(105, (1n << 40n) + 5n)
    .u8(113, 2)
    .u8(114, 1)
    .u8(121, 1)
    .pubkey(122, testKey(5));

  it('reads the vote counter as one u64 (not two u32)', () => {
    const record = decodeTokenOwnerRecord(address, { owner, data: w.toBytes() });
    expect(record).toMatchObject({
      realm: testKey(2),
      governingTokenMint: testKey(3),
      governingTokenOwner: testKey(4),
      governingTokenDepositAmount: 123n,
      unrelinquishedVotesCount: (1n << 40n) + 5n,
      outstandingProposalCount: 2,
      version: 1,
      governanceDelegate: testKey(5),
    });
  });

  it('needs its reserved bytes after the delegate', () => {
    const none = new ByteWriter(250).u8(0, 17).toBytes();
    expect(decodeTokenOwnerRecord(address, { owner, data: none }).governanceDelegate).toBeNull();
    expect(() => decodeTokenOwnerRecord(address, { owner, data: none.subarray(0, 249) })).toThrow(
      expect.objectContaining({ reason: 'size' }),
    );
  });
});

describe('VoteRecordV2 layout', () => {
  it('reads an Abstain vote without a choice list (the npm SDK misreads it)', () => {
    const data = new ByteWriter(83)
      .u8(0, 12)
      .pubkey(1, testKey(6))
      .pubkey(33, testKey(7))
      .u8(65, 1)
      .u64(66, 77n)
      .u8(74, 2)
      .toBytes();
    expect(decodeVoteRecord(address, { owner, data })).toMatchObject({
      proposal: testKey(6),
      governingTokenOwner: testKey(7),
      isRelinquished: true,
      voterWeight: 77n,
      vote: { kind: 'Abstain' },
    });
  });

  it('reads an Approve vote with its choices', () => {
    const data = new ByteWriter(1 + 32 + 32 + 1 + 8 + 1 + 4 + 2 + 8)
      .u8(0, 12)
      .u8(74, 0)
      .u32(75, 1)
      .u8(79, 0)
      .u8(80, 100)
      .toBytes();
    expect(decodeVoteRecord(address, { owner, data }).vote).toEqual({
      kind: 'Approve',
      choices: [{ rank: 0, weightPercentage: 100 }],
    });
    expect(encodeVoteRecord(decodeVoteRecord(address, { owner, data }))).toEqual(data);
  });

  it('refuses a bool byte other than 0 or 1', () => {
    const data = new ByteWriter(83).u8(0, 12).u8(65, 2).u8(74, 1).toBytes();
    expect(() => decodeVoteRecord(address, { owner, data })).toThrow(
      expect.objectContaining({ reason: 'value' }),
    );
  });
});

describe('RealmV2 layout', () => {
  it('reads the fixed part and the name after the options', () => {
    const name = 'Keel DAO';
    const w = new ByteWriter(264 + name.length)
      .u8(0, 16)
      .pubkey(1, testKey(2))
      .u64(41, 1_000n)
      .u8(49, 0)
      .u64(50, 10_000_000_000n)
      .u8(58, 1)
      .pubkey(59, testKey(3));
    // reserved 6 at 91, legacy1 at 97, authority option at 99
    w.u16(97, 9).u8(99, 1).pubkey(100, testKey(4)).u32(132, name.length);
    w.bytes(136, new TextEncoder().encode(name));
    const realm = decodeRealm(address, { owner, data: w.toBytes() });
    expect(realm).toMatchObject({
      communityMint: testKey(2),
      legacy1: 9,
      authority: testKey(4),
      name,
      config: {
        minCommunityWeightToCreateGovernance: 1_000n,
        communityMintMaxVoterWeightSource: { type: 'SupplyFraction', value: 10_000_000_000n },
        councilMint: testKey(3),
      },
    });
  });
});

describe('ProposalV2 layout', () => {
  it('puts the state at byte 65 and the vote type at 100', () => {
    const w = new ByteWriter(400)
      .u8(0, 14)
      .pubkey(1, testKey(2))
      .pubkey(33, testKey(3))
      .u8(65, 9)
      .pubkey(66, testKey(4))
      .u8(98, 3)
      .u8(99, 2)
      .u8(100, 0)
      .u32(101, 0) // no options
      .u8(105, 0) // deny: None
      .u8(106, 0) // reserved1
      .u8(107, 0) // abstain: None
      .u8(108, 0) // startVotingAt: None
      .i64(109, 1_700_000_000n); // draftAt
    // 117–122: six None options, 123 executionFlags, 124–126: three None options,
    // 127–190 reserved, name at 191
    w.u8(123, 1).u32(191, 2).bytes(195, new TextEncoder().encode('P1')).u32(197, 0).u64(201, 5n);
    const proposal = decodeProposal(address, { owner, data: w.toBytes().subarray(0, 209) });
    expect(proposal).toMatchObject({
      governance: testKey(2),
      governingTokenMint: testKey(3),
      state: 'Vetoed',
      tokenOwnerRecord: testKey(4),
      signatoriesCount: 3,
      signatoriesSignedOffCount: 2,
      voteType: { type: 'SingleChoice' },
      options: [],
      draftAt: 1_700_000_000n,
      executionFlags: 'Ordered',
      name: 'P1',
      descriptionLink: '',
      vetoVoteWeight: 5n,
    });
  });

  it('allocates name + link + Σ(label + 19) + 297 bytes', () => {
    const sizes = { name: 'ab', descriptionLink: 'https://x', options: [{ label: 'Yes' }] };
    expect(proposalMaxSize(sizes as Parameters<typeof proposalMaxSize>[0])).toBe(2 + 9 + 22 + 297);
  });

  it('refuses an unknown state', () => {
    const data = encodeProposal({
      governance: testKey(2),
      governingTokenMint: testKey(3),
      state: 'Draft',
      tokenOwnerRecord: testKey(4),
      signatoriesCount: 0,
      signatoriesSignedOffCount: 0,
      voteType: { type: 'SingleChoice' },
      options: [],
      denyVoteWeight: null,
      reserved1: 0,
      abstainVoteWeight: null,
      startVotingAt: null,
      draftAt: 0n,
      signingOffAt: null,
      votingAt: null,
      votingAtSlot: null,
      votingCompletedAt: null,
      executingAt: null,
      closedAt: null,
      executionFlags: 'None',
      maxVoteWeight: null,
      maxVotingTime: null,
      voteThreshold: null,
      name: '',
      descriptionLink: '',
      vetoVoteWeight: 0n,
    });
    data[65] = 10;
    expect(() => decodeProposal(address, { owner, data })).toThrow(
      expect.objectContaining({ reason: 'value', message: expect.stringContaining('state') }),
    );
  });
});
