import { type AccountBytes, sameAddress } from '@keel/chain-readers';
import { amountToLamports } from '@keel/core-math';
import {
  decodeGovernance,
  decodeProposal,
  decodeRealm,
  decodeRealmConfigAccount,
  decodeRegistrar,
  decodeTokenOwnerRecord,
  decodeVoteRecord,
  decodeVoter,
  decodeVoterWeightRecord,
  encodeGovernance,
  encodeProposal,
  encodeRealm,
  encodeRealmConfigAccount,
  encodeRegistrar,
  encodeTokenOwnerRecord,
  encodeVoteRecord,
  encodeVoter,
  encodeVoterWeightRecord,
  isYesNoProposal,
  proposalStateLabel,
  SPL_GOVERNANCE_PROGRAM_ID,
  usedDeposits,
  VSR_PROGRAM_ID,
  voterWeight,
} from '@keel/governance-registry';
import { PublicKey } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { generateWorld } from '../generate-world';
import {
  governanceData,
  proposalData,
  realmConfigData,
  realmData,
  registrarData,
  tokenOwnerRecordData,
  vaultAmount,
  voteRecordData,
  voterData,
  voterWeightRecordData,
} from './governance-state';
import { registrarModelOf } from './vsr-model';

const world = generateWorld({
  seed: 'governance-state',
  brand: { productName: 'Acme', nativeTokenSymbol: 'ACME' },
});
const gov = world.governance;
const moment = { now: 1_750_000_000n, slot: 350_000_000n, slotMs: 400 };
const key = (address: string) => new PublicKey(address);
const vsrAccount = (data: Uint8Array): AccountBytes => ({ owner: VSR_PROGRAM_ID, data });
const splAccount = (data: Uint8Array): AccountBytes => ({ owner: SPL_GOVERNANCE_PROGRAM_ID, data });

describe('governance account data', () => {
  it('writes a registrar with the native token as the voting mint', () => {
    const address = key(gov.registrar.address);
    const registrar = decodeRegistrar(address, vsrAccount(encodeRegistrar(registrarData(gov))));
    expect(registrar.realm.toBase58()).toBe(gov.realm.address);
    expect(registrar.realmGoverningTokenMint.toBase58()).toBe(gov.token.mint);
    expect(sameAddress(registrar.governanceProgramId, SPL_GOVERNANCE_PROGRAM_ID)).toBe(true);
    expect(registrar.timeOffset).toBe(0n);
    const [config, ...rest] = registrar.votingMints;
    expect(config).toMatchObject({
      baselineVoteWeightScaledFactor: 1_000_000_000n,
      maxExtraLockupVoteWeightScaledFactor: 3_000_000_000n,
      lockupSaturationSecs: 4n * 365n * 86_400n,
      digitShift: 0,
    });
    expect(config?.mint?.toBase58()).toBe(gov.token.mint);
    expect(rest.every((slot) => slot.mint === null)).toBe(true);
  });

  it('writes each voter’s deposits at absolute times and a weight record for that moment', () => {
    for (const voter of gov.voters) {
      const data = encodeVoter(voterData(gov, voter, moment.now));
      const decoded = decodeVoter(key(voter.address), vsrAccount(data));
      const used = usedDeposits(decoded);
      expect(used.map((u) => u.index)).toEqual(voter.deposits.map((d) => d.index));
      for (const { index, entry } of used) {
        const deposit = voter.deposits[index];
        expect(entry.lockup.kind).toBe(deposit?.kind);
        expect(entry.lockup.startTs).toBe(moment.now + BigInt(deposit?.startOffsetSeconds ?? 0));
        expect(entry.lockup.endTs).toBe(moment.now + BigInt(deposit?.endOffsetSeconds ?? 0));
        expect(entry.amountDepositedNative).toBe(
          amountToLamports(deposit?.amountDeposited ?? 'NaN', gov.token.decimals),
        );
      }
      const sum = used.reduce((s, u) => s + u.entry.amountDepositedNative, 0n);
      expect(vaultAmount(gov, voter)).toBe(sum);
      const record = decodeVoterWeightRecord(
        key(voter.voterWeightRecord),
        vsrAccount(encodeVoterWeightRecord(voterWeightRecordData(gov, voter, moment))),
      );
      expect(record.discriminator).toBe('legacy');
      expect(record.voterWeightExpiry).toBe(moment.slot);
      const weight = voterWeight(registrarModelOf(gov.registrar), decoded, moment.now).votes;
      expect(record.voterWeight).toBe(weight);
      // Locked deposits count extra: the weight is above the one-vote-per-token baseline.
      expect(weight > sum).toBe(true);
    }
  });

  it('writes the realm with VSR as its community voter-weight plugin', () => {
    const realm = decodeRealm(key(gov.realm.address), splAccount(encodeRealm(realmData(gov))));
    expect(realm.name).toBe('Acme DAO');
    expect(realm.authority?.toBase58()).toBe(gov.governance.address);
    expect(realm.config.councilMint?.toBase58()).toBe(gov.realm.councilMint);
    const config = decodeRealmConfigAccount(
      key(gov.realm.config),
      splAccount(encodeRealmConfigAccount(realmConfigData(gov))),
    );
    expect(sameAddress(config.communityTokenConfig.voterWeightAddin, VSR_PROGRAM_ID)).toBe(true);
    expect(config.communityTokenConfig.maxVoterWeightAddin).toBeNull();
    const governance = decodeGovernance(
      key(gov.governance.address),
      splAccount(encodeGovernance(governanceData(gov))),
    );
    expect(governance.config.votingBaseTime).toBe(3 * 86_400);
    expect(governance.activeProposalCount).toBe(
      BigInt(
        gov.proposals.filter((p) => ['Draft', 'SigningOff', 'Voting'].includes(p.state)).length,
      ),
    );
  });

  it('writes proposals with their state, tallies and timeline', () => {
    for (const proposal of gov.proposals) {
      const data = encodeProposal(proposalData(gov, proposal, moment));
      const decoded = decodeProposal(key(proposal.address), splAccount(data));
      expect(decoded.state).toBe(proposal.state);
      expect(proposalStateLabel(decoded.state)).toBeTruthy();
      expect(decoded.name).toBe(proposal.title);
      expect(decoded.descriptionLink).toBe(proposal.description);
      expect(isYesNoProposal(decoded)).toBe(proposal.voteType === 'yes-no');
      expect(decoded.draftAt).toBe(moment.now + BigInt(proposal.timeline.draftOffsetSeconds));
      const voting = proposal.timeline.votingOffsetSeconds;
      expect(decoded.votingAt).toBe(voting === null ? null : moment.now + BigInt(voting));
      if (voting !== null) {
        expect(decoded.votingAtSlot).toBe(moment.slot + BigInt((voting * 1000) / moment.slotMs));
      }
      expect(decoded.options.map((o) => o.voteWeight)).toEqual(
        proposal.options.map((o) => amountToLamports(o.votes, gov.token.decimals)),
      );
    }
  });

  it('writes token owner records and vote records the readers decode', () => {
    for (const record of gov.tokenOwnerRecords) {
      const decoded = decodeTokenOwnerRecord(
        key(record.address),
        splAccount(encodeTokenOwnerRecord(tokenOwnerRecordData(gov, record))),
      );
      expect(decoded.governingTokenOwner.toBase58()).toBe(record.owner);
      expect(decoded.unrelinquishedVotesCount).toBe(BigInt(record.unrelinquishedVotesCount));
      expect(decoded.governingTokenDepositAmount).toBe(0n);
    }
    for (const record of gov.voteRecords) {
      const decoded = decodeVoteRecord(
        key(record.address),
        splAccount(encodeVoteRecord(voteRecordData(gov, record))),
      );
      expect(decoded.vote.kind).toBe(record.vote);
      const proposal = gov.proposals.find((p) => p.address === record.proposal);
      if (decoded.vote.kind === 'Approve') {
        expect(decoded.vote.choices).toHaveLength(proposal?.options.length ?? -1);
        expect(decoded.vote.choices.findIndex((c) => c.weightPercentage === 100)).toBe(
          record.option,
        );
      }
      expect(decoded.voterWeight).toBe(amountToLamports(record.voterWeight, gov.token.decimals));
    }
  });
});
