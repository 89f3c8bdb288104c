import {
  type Address,
  type ChainQueryContext,
  type ChainQueryOptions,
  WalletNotConnectedError,
} from '@keel/chain-readers';
import type { Governance } from '../governance/governance';
import type { Proposal } from '../governance/proposal';
import type { Realm } from '../governance/realm';
import type { TokenOwnerRecord } from '../governance/tokenOwnerRecord';
import type { VoteRecord } from '../governance/voteRecord';
import { SPL_GOVERNANCE_PROGRAM_ID, VSR_PROGRAM_ID } from '../programIds';
import type { Registrar } from '../vsr/registrar';
import type { Voter } from '../vsr/voter';
import {
  type RealmProposals,
  readGovernance,
  readProposal,
  readRealm,
  readRealmProposals,
  readTokenOwnerRecord,
  readVoteRecord,
  type VoterKey,
} from './governanceReads';
import { governanceKeys } from './keys';
import type { GovernanceRpcMethod } from './rpc';
import { GOVERNANCE_QUERY_TIMINGS as T } from './timings';
import { readRegistrar, readVoter, readVotingPower, type VotingPowerState } from './vsrReads';

/** Options for React Query's useQuery / fetchQuery (plain objects, as in the chain readers). */
export type GovernanceQueryOptions<TData> = ChainQueryOptions<TData, readonly unknown[]>;

/** Where the queries read from: the injected connection and its endpoint (part of every key). */
export type GovernanceQueryContext = ChainQueryContext<GovernanceRpcMethod>;

const cached = { gcTime: T.gcTime, staleTime: T.staleTime, retry: T.retry };

function requireWallet(wallet: Address | null): Address {
  if (wallet === null) throw new WalletNotConnectedError();
  return wallet;
}

export function registrarQueryOptions(
  { rpc, endpoint }: GovernanceQueryContext,
  registrar: Address,
  vsrProgramId: Address = VSR_PROGRAM_ID,
): GovernanceQueryOptions<Registrar> {
  return {
    queryKey: governanceKeys.registrar(endpoint, vsrProgramId, registrar),
    queryFn: () => readRegistrar(rpc, registrar, { programId: vsrProgramId }),
    ...cached,
  };
}

/** The wallet's voter (null when it has none); disabled until a wallet is connected. */
export function voterQueryOptions(
  { rpc, endpoint }: GovernanceQueryContext,
  registrar: Address,
  wallet: Address | null,
  vsrProgramId: Address = VSR_PROGRAM_ID,
): GovernanceQueryOptions<Voter | null> {
  return {
    queryKey: governanceKeys.voter(endpoint, vsrProgramId, registrar, wallet),
    queryFn: async () =>
      readVoter(rpc, registrar, requireWallet(wallet), { programId: vsrProgramId }),
    enabled: wallet !== null,
    ...cached,
  };
}

/**
 * The wallet's voting power with its deposits, at the chain clock (or at `at`, chain unix
 * seconds); refreshed every minute. Disabled until a wallet is connected.
 */
export function votingPowerQueryOptions(
  { rpc, endpoint }: GovernanceQueryContext,
  registrar: Address,
  wallet: Address | null,
  options: { vsrProgramId?: Address; at?: bigint } = {},
): GovernanceQueryOptions<VotingPowerState> {
  const programId = options.vsrProgramId ?? VSR_PROGRAM_ID;
  return {
    queryKey: governanceKeys.votingPower(
      endpoint,
      programId,
      registrar,
      wallet,
      options.at ?? null,
    ),
    queryFn: async () =>
      readVotingPower(rpc, registrar, requireWallet(wallet), {
        programId,
        ...(options.at === undefined ? {} : { at: options.at }),
      }),
    enabled: wallet !== null,
    ...cached,
    staleTime: T.votingPowerRefetch,
    refetchInterval: T.votingPowerRefetch,
  };
}

export function realmQueryOptions(
  { rpc, endpoint }: GovernanceQueryContext,
  realm: Address,
  governanceProgramId: Address = SPL_GOVERNANCE_PROGRAM_ID,
): GovernanceQueryOptions<Realm> {
  return {
    queryKey: governanceKeys.realm(endpoint, governanceProgramId, realm),
    queryFn: () => readRealm(rpc, realm, { programId: governanceProgramId }),
    ...cached,
  };
}

/** Every proposal of a realm with its governances, newest first; refreshed every minute. */
export function proposalsQueryOptions(
  { rpc, endpoint }: GovernanceQueryContext,
  realm: Address,
  governanceProgramId: Address = SPL_GOVERNANCE_PROGRAM_ID,
): GovernanceQueryOptions<RealmProposals> {
  return {
    queryKey: governanceKeys.proposals(endpoint, governanceProgramId, realm),
    queryFn: () => readRealmProposals(rpc, realm, { programId: governanceProgramId }),
    ...cached,
    staleTime: T.proposalsRefetch,
    refetchInterval: T.proposalsRefetch,
  };
}

/** One proposal; null when no account exists at the address (a not-found page). */
export function proposalQueryOptions(
  { rpc, endpoint }: GovernanceQueryContext,
  proposal: Address,
  governanceProgramId: Address = SPL_GOVERNANCE_PROGRAM_ID,
): GovernanceQueryOptions<Proposal | null> {
  return {
    queryKey: governanceKeys.proposal(endpoint, governanceProgramId, proposal),
    queryFn: () => readProposal(rpc, proposal, { programId: governanceProgramId }),
    ...cached,
    staleTime: T.proposalsRefetch,
    refetchInterval: T.proposalsRefetch,
  };
}

export function governanceQueryOptions(
  { rpc, endpoint }: GovernanceQueryContext,
  governance: Address,
  governanceProgramId: Address = SPL_GOVERNANCE_PROGRAM_ID,
): GovernanceQueryOptions<Governance> {
  return {
    queryKey: governanceKeys.governance(endpoint, governanceProgramId, governance),
    queryFn: () => readGovernance(rpc, governance, { programId: governanceProgramId }),
    ...cached,
  };
}

type VoterKeyInput = Omit<VoterKey, 'wallet'> & { wallet: Address | null };

/** The wallet's vote record on a proposal (null when it has not voted). */
export function voteRecordQueryOptions(
  { rpc, endpoint }: GovernanceQueryContext,
  proposal: Address,
  key: VoterKeyInput,
  governanceProgramId: Address = SPL_GOVERNANCE_PROGRAM_ID,
): GovernanceQueryOptions<VoteRecord | null> {
  return {
    queryKey: governanceKeys.voteRecord(
      endpoint,
      governanceProgramId,
      proposal,
      key.realm,
      key.governingTokenMint,
      key.wallet,
    ),
    queryFn: async () =>
      readVoteRecord(
        rpc,
        proposal,
        { ...key, wallet: requireWallet(key.wallet) },
        {
          programId: governanceProgramId,
        },
      ),
    enabled: key.wallet !== null,
    ...cached,
  };
}

/** The wallet's token owner record in a realm (null before its first vote). */
export function tokenOwnerRecordQueryOptions(
  { rpc, endpoint }: GovernanceQueryContext,
  key: VoterKeyInput,
  governanceProgramId: Address = SPL_GOVERNANCE_PROGRAM_ID,
): GovernanceQueryOptions<TokenOwnerRecord | null> {
  return {
    queryKey: governanceKeys.tokenOwnerRecord(
      endpoint,
      governanceProgramId,
      key.realm,
      key.governingTokenMint,
      key.wallet,
    ),
    queryFn: async () =>
      readTokenOwnerRecord(
        rpc,
        { ...key, wallet: requireWallet(key.wallet) },
        {
          programId: governanceProgramId,
        },
      ),
    enabled: key.wallet !== null,
    ...cached,
  };
}
