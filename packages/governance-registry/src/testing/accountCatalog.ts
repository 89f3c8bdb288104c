import { type AccountBytes, type Address, toPublicKey } from '@keel/chain-readers';
import type fc from 'fast-check';
import { decodeGovernance, encodeGovernance } from '../governance/governance';
import { decodeProposal, encodeProposal } from '../governance/proposal';
import { decodeRealm, encodeRealm } from '../governance/realm';
import { decodeRealmConfigAccount, encodeRealmConfigAccount } from '../governance/realmConfig';
import { decodeTokenOwnerRecord, encodeTokenOwnerRecord } from '../governance/tokenOwnerRecord';
import { decodeVoteRecord, encodeVoteRecord } from '../governance/voteRecord';
import { SPL_GOVERNANCE_PROGRAM_ID, VSR_PROGRAM_ID } from '../programIds';
import { decodeRegistrar, encodeRegistrar, REGISTRAR_SIZE } from '../vsr/registrar';
import { decodeVoter, encodeVoter, VOTER_SIZE } from '../vsr/voter';
import {
  decodeVoterWeightRecord,
  encodeVoterWeightRecord,
  VOTER_WEIGHT_RECORD_SIZE,
} from '../vsr/voterWeightRecord';
import * as arb from './arbitraries';
import { testKey } from './fixtures';

export const SAMPLE_ADDRESS = testKey(42);

/** One account layout under test: its owner, codec and a model arbitrary. */
export interface AccountCase<T> {
  name: string;
  owner: Address;
  /** Leading bytes that identify the layout (discriminator or account type byte). */
  headerLength: number;
  /** Size the encoder allocates, or null when it depends on the content. */
  allocatedSize: number | null;
  /** The program always allocates exactly `allocatedSize` (shorter data is refused). */
  exactSize: boolean;
  arbitrary: fc.Arbitrary<T>;
  encode: (data: T) => Uint8Array;
  decode: (address: Address, account: AccountBytes) => T & { address: Address };
}

function accountCase<T>(c: AccountCase<T>): AccountCase<unknown> {
  return c as AccountCase<unknown>;
}

export const ACCOUNT_CASES: AccountCase<unknown>[] = [
  accountCase({
    name: 'Registrar',
    owner: toPublicKey(VSR_PROGRAM_ID),
    headerLength: 8,
    allocatedSize: REGISTRAR_SIZE,
    exactSize: true,
    arbitrary: arb.registrar,
    encode: encodeRegistrar,
    decode: decodeRegistrar,
  }),
  accountCase({
    name: 'Voter',
    owner: toPublicKey(VSR_PROGRAM_ID),
    headerLength: 8,
    allocatedSize: VOTER_SIZE,
    exactSize: true,
    arbitrary: arb.voter,
    encode: encodeVoter,
    decode: decodeVoter,
  }),
  accountCase({
    name: 'VoterWeightRecord',
    owner: toPublicKey(VSR_PROGRAM_ID),
    headerLength: 8,
    allocatedSize: VOTER_WEIGHT_RECORD_SIZE,
    exactSize: true,
    arbitrary: arb.voterWeightRecord,
    encode: encodeVoterWeightRecord,
    decode: decodeVoterWeightRecord,
  }),
  accountCase({
    name: 'RealmV2',
    owner: toPublicKey(SPL_GOVERNANCE_PROGRAM_ID),
    headerLength: 1,
    allocatedSize: null,
    exactSize: false,
    arbitrary: arb.realm,
    encode: encodeRealm,
    decode: decodeRealm,
  }),
  accountCase({
    name: 'RealmConfig',
    owner: toPublicKey(SPL_GOVERNANCE_PROGRAM_ID),
    headerLength: 1,
    allocatedSize: 293,
    exactSize: false,
    arbitrary: arb.realmConfigAccount,
    encode: encodeRealmConfigAccount,
    decode: decodeRealmConfigAccount,
  }),
  accountCase({
    name: 'GovernanceV2',
    owner: toPublicKey(SPL_GOVERNANCE_PROGRAM_ID),
    headerLength: 1,
    allocatedSize: 236,
    exactSize: false,
    arbitrary: arb.governance,
    encode: encodeGovernance,
    decode: decodeGovernance,
  }),
  accountCase({
    name: 'ProposalV2',
    owner: toPublicKey(SPL_GOVERNANCE_PROGRAM_ID),
    headerLength: 1,
    allocatedSize: null,
    exactSize: false,
    arbitrary: arb.proposal,
    encode: encodeProposal,
    decode: decodeProposal,
  }),
  accountCase({
    name: 'TokenOwnerRecordV2',
    owner: toPublicKey(SPL_GOVERNANCE_PROGRAM_ID),
    headerLength: 1,
    allocatedSize: 282,
    exactSize: false,
    arbitrary: arb.tokenOwnerRecord,
    encode: encodeTokenOwnerRecord,
    decode: decodeTokenOwnerRecord,
  }),
  accountCase({
    name: 'VoteRecordV2',
    owner: toPublicKey(SPL_GOVERNANCE_PROGRAM_ID),
    headerLength: 1,
    allocatedSize: null,
    exactSize: false,
    arbitrary: arb.voteRecord,
    encode: encodeVoteRecord,
    decode: decodeVoteRecord,
  }),
];
