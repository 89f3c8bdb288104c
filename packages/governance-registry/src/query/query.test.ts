import {
  ByteWriter,
  SYSTEM_PROGRAM_ID,
  toPublicKey,
  WalletNotConnectedError,
} from '@keel/chain-readers';
import { Connection, PublicKey, SYSVAR_CLOCK_PUBKEY } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { encodeGovernance } from '../governance/governance';
import { tokenOwnerRecordAddress, voteRecordAddress } from '../governance/pda';
import { encodeProposal, type ProposalData } from '../governance/proposal';
import { encodeVoteRecord } from '../governance/voteRecord';
import { SPL_GOVERNANCE_PROGRAM_ID, VSR_PROGRAM_ID } from '../programIds';
import { FakeGovernanceRpc } from '../testing/fakeRpc';
import { depositEntry, mintConfig, testKey } from '../testing/fixtures';
import '../testing/equality';
import { voterAddress } from '../vsr/pda';
import { encodeRegistrar, type RegistrarData } from '../vsr/registrar';
import { encodeVoter } from '../vsr/voter';
import { emptyVotingMintConfig } from '../vsr/votingMintConfig';
import { base58Encode } from './base58';
import { clockUnixTimestamp } from './clock';
import { governanceKeys } from './keys';
import {
  proposalQueryOptions,
  proposalsQueryOptions,
  registrarQueryOptions,
  voteRecordQueryOptions,
  voterQueryOptions,
  votingPowerQueryOptions,
} from './options';
import type { GovernanceRpc } from './rpc';

const endpoint = 'http://sandbox';
const wallet = testKey(31);
const registrarKey = testKey(32);
const realm = testKey(33);
const mint = testKey(34);
const DAY = 86_400n;
const NOW = 1_750_000_000n;

const registrarData: RegistrarData = {
  governanceProgramId: SPL_GOVERNANCE_PROGRAM_ID,
  realm,
  realmGoverningTokenMint: mint,
  realmAuthority: testKey(35),
  votingMints: [
    mintConfig({
      baseline: 1_000_000_000n,
      maxExtra: 1_000_000_000n,
      saturationSecs: 10n * DAY,
      mint,
    }),
    emptyVotingMintConfig(),
    emptyVotingMintConfig(),
    emptyVotingMintConfig(),
  ],
  timeOffset: 0n,
  bump: 255,
};

function clockAccount(unixTs: bigint) {
  return {
    owner: new PublicKey('Sysvar1111111111111111111111111111111111111'),
    data: new ByteWriter(40).u64(0, 5n).i64(32, unixTs).toBytes(),
  };
}

function chain() {
  const rpc = new FakeGovernanceRpc();
  rpc.set(registrarKey, { owner: VSR_PROGRAM_ID, data: encodeRegistrar(registrarData) });
  const voter = voterAddress(registrarKey, wallet).address;
  rpc.set(toPublicKey(voter), {
    owner: VSR_PROGRAM_ID,
    data: encodeVoter({
      voterAuthority: wallet,
      registrar: registrarKey,
      deposits: [depositEntry({ kind: 'cliff', startTs: NOW, endTs: NOW + 5n * DAY }, 1_000_000n)],
      voterBump: 254,
      voterWeightRecordBump: 253,
    }),
  });
  rpc.set(SYSVAR_CLOCK_PUBKEY, clockAccount(NOW + DAY));
  return rpc;
}

describe('governanceKeys', () => {
  it('nests voter and voting power under the registrar, all as text', () => {
    const power = governanceKeys.votingPower(endpoint, VSR_PROGRAM_ID, registrarKey, wallet, 5n);
    expect(power).toEqual([
      'governance',
      endpoint,
      'vsr',
      VSR_PROGRAM_ID.toBase58(),
      'registrar',
      registrarKey.toBase58(),
      'voter',
      wallet.toBase58(),
      'votingPower',
      '5',
    ]);
    expect(() => JSON.stringify(power)).not.toThrow();
    const voter = governanceKeys.voter(endpoint, VSR_PROGRAM_ID, registrarKey, wallet);
    expect(power.slice(0, voter.length)).toEqual([...voter]);
    expect(voter.slice(0, 2)).toEqual([...governanceKeys.all(endpoint)]);
  });

  it('differs for every input', () => {
    const keys = [
      governanceKeys.proposals(endpoint, SPL_GOVERNANCE_PROGRAM_ID, realm),
      governanceKeys.proposals('http://other', SPL_GOVERNANCE_PROGRAM_ID, realm),
      governanceKeys.proposals(endpoint, testKey(90), realm),
      governanceKeys.proposals(endpoint, SPL_GOVERNANCE_PROGRAM_ID, testKey(91)),
      governanceKeys.voteRecord(
        endpoint,
        SPL_GOVERNANCE_PROGRAM_ID,
        testKey(1),
        realm,
        mint,
        wallet,
      ),
      governanceKeys.voteRecord(endpoint, SPL_GOVERNANCE_PROGRAM_ID, testKey(1), realm, mint, null),
      governanceKeys.voteRecord(
        endpoint,
        SPL_GOVERNANCE_PROGRAM_ID,
        testKey(1),
        realm,
        testKey(2),
        wallet,
      ),
    ].map((key) => JSON.stringify(key));
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('votingPowerQueryOptions', () => {
  it('reads registrar, voter and clock in one call and computes the power at chain time', async () => {
    const rpc = chain();
    const options = votingPowerQueryOptions({ rpc, endpoint }, registrarKey, wallet);
    expect(options.enabled).toBe(true);
    const state = await options.queryFn();
    expect(rpc.calls).toEqual(['getMultipleAccountsInfo:3']);
    expect(state.chainUnixTs).toBe(NOW + DAY);
    // 1 000 000 baseline + 1 000 000 × 4 days / 10 days
    expect(state.weight.votes).toBe(1_400_000n);
    expect(state.weight.amountLocked).toBe(1_000_000n);
    expect(state.voter?.voterAuthority).toEqual(wallet);
  });

  it('computes at a given time, which is part of the key', async () => {
    const rpc = chain();
    const options = votingPowerQueryOptions({ rpc, endpoint }, registrarKey, wallet, {
      at: NOW + 5n * DAY,
    });
    expect(options.queryKey.at(-1)).toBe((NOW + 5n * DAY).toString());
    expect((await options.queryFn()).weight.votes).toBe(1_000_000n);
  });

  it('falls back to the block time without a clock account', async () => {
    const rpc = chain();
    rpc.accounts.delete(SYSVAR_CLOCK_PUBKEY.toBase58());
    rpc.blockTime = Number(NOW);
    // at NOW: 1 000 000 + 1 000 000 × 5 days / 10 days
    expect(
      (await votingPowerQueryOptions({ rpc, endpoint }, registrarKey, wallet).queryFn()).weight
        .votes,
    ).toBe(1_500_000n);
    rpc.blockTime = null;
    await expect(
      votingPowerQueryOptions({ rpc, endpoint }, registrarKey, wallet).queryFn(),
    ).rejects.toThrow('The chain time is not available');
  });

  it('is disabled without a wallet and fails with the catalogue text if run', async () => {
    const options = votingPowerQueryOptions({ rpc: chain(), endpoint }, registrarKey, null);
    expect(options.enabled).toBe(false);
    await expect(options.queryFn()).rejects.toBeInstanceOf(WalletNotConnectedError);
  });

  it('gives zero power to a wallet without a voter', async () => {
    const state = await votingPowerQueryOptions(
      { rpc: chain(), endpoint },
      registrarKey,
      testKey(70),
    ).queryFn();
    expect(state.voter).toBeNull();
    expect(state.weight.votes).toBe(0n);
  });

  it('fails, not empties, when the registrar is missing or not a registrar', async () => {
    const rpc = chain();
    await expect(
      votingPowerQueryOptions({ rpc, endpoint }, testKey(71), wallet).queryFn(),
    ).rejects.toMatchObject({ name: 'AccountNotFoundError', accountType: 'Registrar' });
    rpc.set(registrarKey, { owner: SYSTEM_PROGRAM_ID, data: new Uint8Array(880) });
    await expect(
      registrarQueryOptions({ rpc, endpoint }, registrarKey).queryFn(),
    ).rejects.toMatchObject({
      name: 'AccountDecodeError',
      reason: 'owner',
    });
  });
});

describe('registrar and voter queries', () => {
  it('decode the accounts at their addresses', async () => {
    const rpc = chain();
    const registrar = await registrarQueryOptions({ rpc, endpoint }, registrarKey).queryFn();
    expect(registrar.realm).toEqual(realm);
    const voter = await voterQueryOptions({ rpc, endpoint }, registrarKey, wallet).queryFn();
    expect(voter?.deposits[0]?.amountDepositedNative).toBe(1_000_000n);
    expect(
      await voterQueryOptions({ rpc, endpoint }, registrarKey, testKey(72)).queryFn(),
    ).toBeNull();
    expect(voterQueryOptions({ rpc, endpoint }, registrarKey, null).enabled).toBe(false);
  });
});

function proposalData(
  governance: PublicKey,
  draftAt: bigint,
  state: ProposalData['state'],
): ProposalData {
  return {
    governance,
    governingTokenMint: mint,
    state,
    tokenOwnerRecord: testKey(40),
    signatoriesCount: 1,
    signatoriesSignedOffCount: 1,
    voteType: { type: 'SingleChoice' },
    options: [
      {
        label: 'Approve',
        voteWeight: 10n,
        voteResult: 'None',
        transactionsExecutedCount: 0,
        transactionsCount: 0,
        transactionsNextIndex: 0,
      },
    ],
    denyVoteWeight: 3n,
    reserved1: 0,
    abstainVoteWeight: null,
    startVotingAt: null,
    draftAt,
    signingOffAt: null,
    votingAt: draftAt + 10n,
    votingAtSlot: null,
    votingCompletedAt: null,
    executingAt: null,
    closedAt: null,
    executionFlags: 'None',
    maxVoteWeight: null,
    maxVotingTime: null,
    voteThreshold: null,
    name: `Proposal ${draftAt}`,
    descriptionLink: '',
    vetoVoteWeight: 0n,
  };
}

describe('proposal queries', () => {
  const governanceKey = testKey(50);
  const otherRealmGovernance = testKey(51);
  const config = {
    communityVoteThreshold: { type: 'YesVotePercentage' as const, value: 60 },
    minCommunityWeightToCreateProposal: 1n,
    minTransactionHoldUpTime: 0,
    votingBaseTime: 259_200,
    communityVoteTipping: 'Strict' as const,
    councilVoteThreshold: { type: 'Disabled' as const },
    councilVetoVoteThreshold: { type: 'Disabled' as const },
    minCouncilWeightToCreateProposal: 1n,
    councilVoteTipping: 'Disabled' as const,
    communityVetoVoteThreshold: { type: 'Disabled' as const },
    votingCoolOffTime: 0,
    depositExemptProposalCount: 10,
  };

  function governanceChain() {
    const rpc = chain();
    const owner = SPL_GOVERNANCE_PROGRAM_ID;
    const governance = (r: PublicKey) =>
      encodeGovernance({
        accountType: 'GovernanceV2',
        realm: r,
        governedAccount: testKey(52),
        reserved1: 0,
        config,
        requiredSignatoriesCount: 0,
        activeProposalCount: 2n,
      });
    rpc.set(governanceKey, { owner, data: governance(realm) });
    rpc.set(otherRealmGovernance, { owner, data: governance(testKey(53)) });
    rpc.set(testKey(60), {
      owner,
      data: encodeProposal(proposalData(governanceKey, 100n, 'Voting')),
    });
    rpc.set(testKey(61), {
      owner,
      data: encodeProposal(proposalData(governanceKey, 300n, 'Succeeded')),
    });
    rpc.set(testKey(62), {
      owner,
      data: encodeProposal(proposalData(otherRealmGovernance, 200n, 'Draft')),
    });
    return rpc;
  }

  it('lists the realm proposals, newest first, with their governances', async () => {
    const rpc = governanceChain();
    const { governances, proposals } = await proposalsQueryOptions(
      { rpc, endpoint },
      realm,
    ).queryFn();
    expect(governances.map((g) => g.address)).toEqual([governanceKey]);
    expect(proposals.map((p) => [p.address, p.state])).toEqual([
      [testKey(61), 'Succeeded'],
      [testKey(60), 'Voting'],
    ]);
  });

  it('reads one proposal, null when absent, a typed error when not a proposal', async () => {
    const rpc = governanceChain();
    expect((await proposalQueryOptions({ rpc, endpoint }, testKey(60)).queryFn())?.name).toBe(
      'Proposal 100',
    );
    expect(await proposalQueryOptions({ rpc, endpoint }, testKey(63)).queryFn()).toBeNull();
    await expect(
      proposalQueryOptions({ rpc, endpoint }, governanceKey).queryFn(),
    ).rejects.toMatchObject({
      reason: 'discriminator',
    });
  });

  it("reads the wallet's vote record at its PDA", async () => {
    const rpc = governanceChain();
    const proposal = testKey(60);
    const record = tokenOwnerRecordAddress(realm, mint, wallet).address;
    rpc.set(toPublicKey(voteRecordAddress(proposal, record).address), {
      owner: SPL_GOVERNANCE_PROGRAM_ID,
      data: encodeVoteRecord({
        proposal,
        governingTokenOwner: wallet,
        isRelinquished: false,
        voterWeight: 9n,
        vote: { kind: 'Deny' },
      }),
    });
    const options = voteRecordQueryOptions({ rpc, endpoint }, proposal, {
      realm,
      governingTokenMint: mint,
      wallet,
    });
    expect((await options.queryFn())?.vote).toEqual({ kind: 'Deny' });
    const none = voteRecordQueryOptions({ rpc, endpoint }, testKey(61), {
      realm,
      governingTokenMint: mint,
      wallet,
    });
    expect(await none.queryFn()).toBeNull();
  });
});

describe('plumbing', () => {
  it('accepts a web3.js Connection as the rpc', () => {
    const rpc: GovernanceRpc = new Connection('http://127.0.0.1:1');
    expect(typeof rpc.getMultipleAccountsInfo).toBe('function');
  });

  it('encodes base58 like PublicKey does', () => {
    expect(base58Encode(testKey(9).toBytes())).toBe(testKey(9).toBase58());
    expect(base58Encode(new Uint8Array(32))).toBe('11111111111111111111111111111111');
    expect(base58Encode(Uint8Array.of(14))).toBe('F');
  });

  it('reads the clock sysvar only from a sysvar-owned account', () => {
    expect(clockUnixTimestamp(clockAccount(77n))).toBe(77n);
    expect(clockUnixTimestamp({ owner: SYSTEM_PROGRAM_ID, data: new Uint8Array(40) })).toBeNull();
    expect(clockUnixTimestamp(null)).toBeNull();
  });
});
