import { TOKEN_PROGRAM_ID, toPublicKey } from '@keel/chain-readers';
import {
  encodeGovernance,
  encodeProposal,
  encodeRealm,
  encodeRealmConfigAccount,
  encodeRegistrar,
  encodeTokenOwnerRecord,
  encodeVoteRecord,
  encodeVoter,
  encodeVoterWeightRecord,
  SPL_GOVERNANCE_PROGRAM_ID,
  VSR_PROGRAM_ID,
} from '@keel/governance-registry';
import { PublicKey } from '@solana/web3.js';
import { writeMint, writeTokenAccount } from '../accounts/spl-accounts';
import { type WriteContext, writeProgramAccount } from '../accounts/write-context';
import {
  type GovernanceMoment,
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
import type { WorldProposalState } from './governance-types';

/** What the governance writer put on chain, by program, and the moment it was written at. */
export interface GovernanceWriteReport {
  /** Unix seconds the world's time offsets were anchored at. */
  writtenAtUnix: number;
  programs: { voterStakeRegistry: string; splGovernance: string };
  realm: string;
  registrar: string;
  voterStakeRegistry: {
    registrars: number;
    voters: number;
    voterWeightRecords: number;
    deposits: number;
  };
  splGovernance: {
    realms: number;
    realmConfigs: number;
    governances: number;
    proposals: number;
    tokenOwnerRecords: number;
    voteRecords: number;
  };
  /** SPL Token accounts: the voters' vaults and the council mint. */
  splToken: { vaults: number; mints: number };
  proposalsByState: Partial<Record<WorldProposalState, number>>;
}

/**
 * Writes the registrar, voters, voter weight records and vaults (VSR), the realm, its config,
 * governance, proposals, token owner records and vote records (spl-governance), all with
 * governance-registry's encoders at their real PDAs.
 */
export function writeGovernanceAccounts(context: WriteContext): GovernanceWriteReport {
  const { ledger } = context;
  const world = context.world.governance;
  const moment: GovernanceMoment = {
    now: context.now,
    slot: context.slot,
    slotMs: ledger.timing.slotMs,
  };
  const vsr = (address: string, data: Uint8Array) =>
    writeProgramAccount(context, address, toPublicKey(VSR_PROGRAM_ID), data);
  const spl = (address: string, data: Uint8Array) =>
    writeProgramAccount(context, address, toPublicKey(SPL_GOVERNANCE_PROGRAM_ID), data);

  vsr(world.registrar.address, encodeRegistrar(registrarData(world)));
  for (const voter of world.voters) {
    vsr(voter.address, encodeVoter(voterData(world, voter, moment.now)));
    vsr(
      voter.voterWeightRecord,
      encodeVoterWeightRecord(voterWeightRecordData(world, voter, moment)),
    );
    writeTokenAccount(ledger, new PublicKey(voter.vault), toPublicKey(TOKEN_PROGRAM_ID), {
      mint: world.token.mint,
      owner: voter.address,
      amount: vaultAmount(world, voter),
    });
  }
  writeMint(ledger, new PublicKey(world.realm.councilMint), toPublicKey(TOKEN_PROGRAM_ID), {
    authority: world.governance.address,
    supply: BigInt(world.realm.councilSupply),
    decimals: 0,
  });
  spl(world.realm.address, encodeRealm(realmData(world)));
  spl(world.realm.config, encodeRealmConfigAccount(realmConfigData(world)));
  spl(world.governance.address, encodeGovernance(governanceData(world)));
  for (const record of world.tokenOwnerRecords) {
    spl(record.address, encodeTokenOwnerRecord(tokenOwnerRecordData(world, record)));
  }
  const proposalsByState: Partial<Record<WorldProposalState, number>> = {};
  for (const proposal of world.proposals) {
    spl(proposal.address, encodeProposal(proposalData(world, proposal, moment)));
    proposalsByState[proposal.state] = (proposalsByState[proposal.state] ?? 0) + 1;
  }
  for (const record of world.voteRecords) {
    spl(record.address, encodeVoteRecord(voteRecordData(world, record)));
  }
  return {
    writtenAtUnix: Number(moment.now),
    programs: {
      voterStakeRegistry: VSR_PROGRAM_ID.toBase58(),
      splGovernance: SPL_GOVERNANCE_PROGRAM_ID.toBase58(),
    },
    realm: world.realm.address,
    registrar: world.registrar.address,
    voterStakeRegistry: {
      registrars: 1,
      voters: world.voters.length,
      voterWeightRecords: world.voters.length,
      deposits: world.voters.reduce((sum, v) => sum + v.deposits.length, 0),
    },
    splGovernance: {
      realms: 1,
      realmConfigs: 1,
      governances: 1,
      proposals: world.proposals.length,
      tokenOwnerRecords: world.tokenOwnerRecords.length,
      voteRecords: world.voteRecords.length,
    },
    splToken: { vaults: world.voters.length, mints: 1 },
    proposalsByState,
  };
}
