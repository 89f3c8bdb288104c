import { type AccountBytes, AccountNotFoundError, type Address } from '@keel/chain-readers';
import type { GetProgramAccountsFilter } from '@solana/web3.js';
import { accountTypeHeader } from '../governance/accountTypes';
import { decodeGovernance, GOVERNANCE_V2_TYPES, type Governance } from '../governance/governance';
import { tokenOwnerRecordAddress, voteRecordAddress } from '../governance/pda';
import { decodeProposal, type Proposal } from '../governance/proposal';
import { decodeRealm, type Realm } from '../governance/realm';
import { decodeTokenOwnerRecord, type TokenOwnerRecord } from '../governance/tokenOwnerRecord';
import { decodeVoteRecord, type VoteRecord } from '../governance/voteRecord';
import { SPL_GOVERNANCE_PROGRAM_ID } from '../programIds';
import { base58Encode } from './base58';
import type { GovernanceRpc } from './rpc';

export interface GovernanceReadOptions {
  programId?: Address;
}

/** Accounts of one type whose 32 bytes after the type byte equal `key`. */
function typeAndKeyFilter(typeByte: Uint8Array, key: Address): GetProgramAccountsFilter[] {
  return [
    { memcmp: { offset: 0, bytes: base58Encode(typeByte) } },
    { memcmp: { offset: 1, bytes: key.toBase58() } },
  ];
}

async function readOne<T>(
  rpc: Pick<GovernanceRpc, 'getMultipleAccountsInfo'>,
  address: Address,
  decode: (account: AccountBytes) => T,
): Promise<T | null> {
  const [account] = await rpc.getMultipleAccountsInfo([address]);
  return account ? decode(account) : null;
}

export async function readRealm(
  rpc: Pick<GovernanceRpc, 'getMultipleAccountsInfo'>,
  realm: Address,
  options: GovernanceReadOptions = {},
): Promise<Realm> {
  const decoded = await readOne(rpc, realm, (account) => decodeRealm(realm, account, options));
  if (decoded === null) throw new AccountNotFoundError(realm.toBase58(), 'RealmV2');
  return decoded;
}

/** Every V2 governance of a realm (one getProgramAccounts per governance kind). */
export async function readGovernances(
  rpc: Pick<GovernanceRpc, 'getProgramAccounts'>,
  realm: Address,
  options: GovernanceReadOptions = {},
): Promise<Governance[]> {
  const programId = options.programId ?? SPL_GOVERNANCE_PROGRAM_ID;
  const lists = await Promise.all(
    GOVERNANCE_V2_TYPES.map((type) =>
      rpc.getProgramAccounts(programId, {
        filters: typeAndKeyFilter(accountTypeHeader(type), realm),
      }),
    ),
  );
  return lists
    .flat()
    .map(({ pubkey, account }) => decodeGovernance(pubkey, account, { programId }));
}

/** Proposals of a realm with the governance each belongs to, newest draft first. */
export interface RealmProposals {
  governances: Governance[];
  proposals: Proposal[];
}

export async function readRealmProposals(
  rpc: Pick<GovernanceRpc, 'getProgramAccounts'>,
  realm: Address,
  options: GovernanceReadOptions = {},
): Promise<RealmProposals> {
  const programId = options.programId ?? SPL_GOVERNANCE_PROGRAM_ID;
  const governances = await readGovernances(rpc, realm, { programId });
  const lists = await Promise.all(
    governances.map((governance) =>
      rpc.getProgramAccounts(programId, {
        filters: typeAndKeyFilter(accountTypeHeader('ProposalV2'), governance.address),
      }),
    ),
  );
  const proposals = lists
    .flat()
    .map(({ pubkey, account }) => decodeProposal(pubkey, account, { programId }))
    .sort((a, b) => (a.draftAt === b.draftAt ? 0 : a.draftAt > b.draftAt ? -1 : 1));
  return { governances, proposals };
}

/** A proposal by address, or null when there is no account there. */
export async function readProposal(
  rpc: Pick<GovernanceRpc, 'getMultipleAccountsInfo'>,
  proposal: Address,
  options: GovernanceReadOptions = {},
): Promise<Proposal | null> {
  return readOne(rpc, proposal, (account) => decodeProposal(proposal, account, options));
}

export async function readGovernance(
  rpc: Pick<GovernanceRpc, 'getMultipleAccountsInfo'>,
  governance: Address,
  options: GovernanceReadOptions = {},
): Promise<Governance> {
  const decoded = await readOne(rpc, governance, (account) =>
    decodeGovernance(governance, account, options),
  );
  if (decoded === null) throw new AccountNotFoundError(governance.toBase58(), 'GovernanceV2');
  return decoded;
}

/** Who votes where: the wallet's token owner record in a realm for one governing mint. */
export interface VoterKey {
  realm: Address;
  governingTokenMint: Address;
  wallet: Address;
}

export async function readTokenOwnerRecord(
  rpc: Pick<GovernanceRpc, 'getMultipleAccountsInfo'>,
  key: VoterKey,
  options: GovernanceReadOptions = {},
): Promise<TokenOwnerRecord | null> {
  const programId = options.programId ?? SPL_GOVERNANCE_PROGRAM_ID;
  const address = tokenOwnerRecordAddress(
    key.realm,
    key.governingTokenMint,
    key.wallet,
    programId,
  ).address;
  return readOne(rpc, address, (account) =>
    decodeTokenOwnerRecord(address, account, { programId }),
  );
}

/** The wallet's vote on a proposal, or null when it has not voted. */
export async function readVoteRecord(
  rpc: Pick<GovernanceRpc, 'getMultipleAccountsInfo'>,
  proposal: Address,
  key: VoterKey,
  options: GovernanceReadOptions = {},
): Promise<VoteRecord | null> {
  const programId = options.programId ?? SPL_GOVERNANCE_PROGRAM_ID;
  const record = tokenOwnerRecordAddress(
    key.realm,
    key.governingTokenMint,
    key.wallet,
    programId,
  ).address;
  const address = voteRecordAddress(proposal, record, programId).address;
  return readOne(rpc, address, (account) => decodeVoteRecord(address, account, { programId }));
}
