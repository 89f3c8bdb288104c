import { MathDecimal } from '@keel/core-math';
import {
  PROPOSAL_STATES,
  proposalAddress,
  proposalQuorum,
  realmAddress,
  registrarAddress,
  SPL_GOVERNANCE_PROGRAM_ID,
  tokenOwnerRecordAddress,
  VSR_PROGRAM_ID,
  voteRecordAddress,
  voterAddress,
  voterWeight,
  voterWeightRecordAddress,
} from '@keel/governance-registry';
import { PublicKey } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { generateWorld } from '../generate-world';
import { governanceData, proposalData } from './governance-state';
import { depositEntryOf, rawVoteWeight, registrarModelOf } from './vsr-model';

const brand = { productName: 'Acme', nativeTokenSymbol: 'ACME' };
const world = generateWorld({ seed: 'governance-test', brand });
const gov = world.governance;
const key = (address: string) => new PublicKey(address);
const moment = { now: 1_800_000_000n, slot: 400_000_000n, slotMs: 400 };

describe('the governance world', () => {
  it('stakes the brand’s native token, the world’s existing mint', () => {
    const native = world.tokens.find((t) => t.symbol === 'ACME');
    expect(gov.token).toEqual({ symbol: 'ACME', mint: native?.mint, decimals: native?.decimals });
    expect(gov.registrar.votingMints.map((m) => m.mint)).toEqual([native?.mint]);
    expect(gov.realm.communityMint).toBe(native?.mint);
    expect(world.programs.voterStakeRegistry).toBe(VSR_PROGRAM_ID.toBase58());
    expect(world.programs.splGovernance).toBe(SPL_GOVERNANCE_PROGRAM_ID.toBase58());
  });

  it('puts every account at the programs’ PDAs', () => {
    const realm = realmAddress('Acme DAO').address;
    expect(gov.realm.address).toBe(realm.toBase58());
    const registrar = registrarAddress(realm, key(gov.token.mint));
    expect(gov.registrar).toMatchObject({
      address: registrar.address.toBase58(),
      bump: registrar.bump,
    });
    for (const voter of gov.voters) {
      const wallet = key(voter.wallet);
      expect(voter.address).toBe(voterAddress(registrar.address, wallet).address.toBase58());
      expect(voter.voterWeightRecord).toBe(
        voterWeightRecordAddress(registrar.address, wallet).address.toBase58(),
      );
      expect(voter.tokenOwnerRecord).toBe(
        tokenOwnerRecordAddress(realm, key(gov.token.mint), wallet).address.toBase58(),
      );
    }
    for (const proposal of gov.proposals) {
      expect(proposal.address).toBe(
        proposalAddress(
          key(gov.governance.address),
          key(gov.token.mint),
          key(proposal.seed),
        ).address.toBase58(),
      );
    }
    for (const record of gov.voteRecords) {
      expect(record.address).toBe(
        voteRecordAddress(key(record.proposal), key(record.tokenOwnerRecord)).address.toBase58(),
      );
    }
  });

  it('has voters for both sandbox wallets whose vaults hold their deposits', () => {
    expect(gov.voters.map((v) => v.wallet)).toEqual(world.wallets.map((w) => w.publicKey));
    for (const voter of gov.voters) {
      const sum = voter.deposits.reduce((s, d) => s.plus(d.amountDeposited), new MathDecimal(0));
      expect(voter.totalDeposited).toBe(sum.toFixed());
      const wallet = world.wallets.find((w) => w.publicKey === voter.wallet);
      const liquid = wallet?.tokens.find((t) => t.mint === gov.token.mint)?.amount ?? '0';
      expect(voter.walletBalance).toBe(liquid);
    }
  });

  it('has at least 20 proposals covering every state, newest draft first', () => {
    expect(gov.proposals.length).toBeGreaterThanOrEqual(20);
    expect(new Set(gov.proposals.map((p) => p.state))).toEqual(new Set(PROPOSAL_STATES));
    const drafts = gov.proposals.map((p) => p.timeline.draftOffsetSeconds);
    expect(drafts).toEqual([...drafts].sort((a, b) => b - a));
    expect(gov.proposals.every((p) => !p.title.includes('{native}'))).toBe(true);
    expect(gov.proposals.some((p) => p.title.includes('ACME'))).toBe(true);
  });

  it('places every recorded time in the past and keeps live votes open', () => {
    const { votingBaseTimeSeconds, votingCoolOffTimeSeconds } = gov.governance;
    for (const p of gov.proposals) {
      const times = Object.values(p.timeline).filter((v): v is number => v !== null);
      expect(
        times.every((t) => t <= 0),
        p.title,
      ).toBe(true);
      const voting = p.timeline.votingOffsetSeconds;
      if (p.state === 'Voting') {
        expect(voting).not.toBeNull();
        expect((voting ?? 0) + votingBaseTimeSeconds + votingCoolOffTimeSeconds).toBeGreaterThan(0);
      }
      if (p.state === 'Draft' || p.state === 'SigningOff') expect(voting).toBeNull();
    }
  });

  it('gives each finished proposal the outcome its tally and quorum imply', () => {
    const config = governanceData(gov).config;
    const maxRaw = rawVoteWeight(gov.realm.maxVoteWeight, gov.token.decimals);
    for (const p of gov.proposals) {
      const data = proposalData(gov, p, moment);
      const quorum = proposalQuorum(data, config, maxRaw);
      if (['Succeeded', 'Executing', 'Completed', 'ExecutingWithErrors'].includes(p.state)) {
        expect(quorum.passing, p.title).toBe(true);
      }
      if (p.state === 'Defeated') expect(quorum.passing, p.title).toBe(false);
      if (p.state === 'Vetoed') {
        const needed = Math.ceil(
          (gov.governance.councilVetoVotePct * gov.realm.councilSupply) / 100,
        );
        expect(Number(p.vetoVotes)).toBeGreaterThanOrEqual(needed);
      }
      if (p.voteType === 'survey') expect(p.noVotes).toBeNull();
    }
    // One proposal fails its quorum, another is outvoted.
    const defeated = gov.proposals.filter((p) => p.state === 'Defeated');
    const quorums = defeated.map((p) =>
      proposalQuorum(proposalData(gov, p, moment), config, maxRaw),
    );
    expect(quorums.some((q) => q.yes < (q.minYesVoteWeight ?? 0n))).toBe(true);
    expect(quorums.some((q) => q.yes >= (q.minYesVoteWeight ?? 0n) && q.yes <= q.no)).toBe(true);
  });

  it('records the wallets’ votes with their VSR weight when cast, counted in the tallies', () => {
    const model = registrarModelOf(gov.registrar);
    expect(gov.voteRecords.filter((r) => r.role === 'ordinary').length).toBeGreaterThanOrEqual(3);
    expect(gov.voteRecords.filter((r) => r.role === 'flagged').length).toBeGreaterThanOrEqual(3);
    for (const record of gov.voteRecords) {
      const voter = gov.voters.find((v) => v.wallet === record.wallet);
      const deposits = (voter?.deposits ?? [])
        .filter((d) => d.startOffsetSeconds <= record.castOffsetSeconds)
        .map((d) => depositEntryOf(d, gov.token.decimals, moment.now));
      const cast = moment.now + BigInt(record.castOffsetSeconds);
      // Anchored elsewhere than generation (0): only time differences matter.
      const expected = voterWeight(model, { deposits }, cast).votes;
      expect(rawVoteWeight(record.voterWeight, gov.token.decimals)).toBe(expected);
      const proposal = gov.proposals.find((p) => p.address === record.proposal);
      const side =
        record.vote === 'Deny' ? proposal?.noVotes : proposal?.options[record.option ?? 0]?.votes;
      expect(new MathDecimal(side ?? '0').gte(record.voterWeight)).toBe(true);
      const voting = proposal?.timeline.votingOffsetSeconds ?? 0;
      expect(record.castOffsetSeconds).toBeGreaterThan(voting);
    }
  });

  it('counts each token owner record’s open votes and outstanding proposals', () => {
    for (const record of gov.tokenOwnerRecords) {
      const open = gov.voteRecords.filter(
        (r) => r.tokenOwnerRecord === record.address && !r.isRelinquished,
      );
      expect(record.unrelinquishedVotesCount).toBe(open.length);
      const outstanding = gov.proposals.filter(
        (p) =>
          p.proposerTokenOwnerRecord === record.address &&
          ['Draft', 'SigningOff', 'Voting'].includes(p.state),
      );
      expect(record.outstandingProposalCount).toBe(outstanding.length);
    }
    const proposers = new Set(gov.proposals.map((p) => p.proposerTokenOwnerRecord));
    const records = new Set(gov.tokenOwnerRecords.map((r) => r.address));
    expect([...proposers].every((p) => records.has(p))).toBe(true);
  });

  it('is a function of the seed', () => {
    expect(generateWorld({ seed: 'governance-test', brand }).governance).toEqual(gov);
    const other = generateWorld({ seed: 'other', brand }).governance;
    expect(other.registrar.address).not.toBe(gov.registrar.address);
    expect(other.proposals.map((p) => p.state)).toEqual(gov.proposals.map((p) => p.state));
  });
});
