import { useLatestPrices } from '@keel/api-client/react';
import type {
  Proposal,
  Realm,
  Registrar,
  TokenOwnerRecord,
  Voter,
} from '@keel/governance-registry';
import { useQuery } from '@tanstack/react-query';
import type Decimal from 'decimal.js';
import { useMemo } from 'react';
import { useBrand } from '../../../brand/BrandContext';
import { whenReady } from '../../../common/services/whenReady';
import type { ProposalDetail, ProposalRow, VoteRecordView } from './proposalView';
import { useGovernanceServices } from './services';
import type { StakingView } from './stakingView';
import { useNowSeconds } from './useNowSeconds';

/** Loading, failure and retry of everything a figure depends on. */
export interface LoadState {
  isLoading: boolean;
  error: Error | null;
  refetch: () => void;
}

interface QueryLike {
  isLoading: boolean;
  error: Error | null;
  refetch: () => unknown;
}

/** The first failure among dependent queries, loading while any loads, one retry for all. */
function combine(queries: readonly QueryLike[]): LoadState {
  const error = queries.find((q) => q.error)?.error ?? null;
  return {
    isLoading: queries.some((q) => q.isLoading),
    error,
    refetch: () => {
      for (const query of queries) if (query.error) void query.refetch();
    },
  };
}

/** The voting mint of the registrar: its config index, address and decimals. */
export interface VotingMint {
  index: number;
  address: string;
  decimals: number;
  supply: bigint;
}

export interface GovernanceSetup extends LoadState {
  realm: Realm | undefined;
  registrar: Registrar | undefined;
  votingMint: VotingMint | undefined;
}

/** The brand's realm, its VSR registrar and the registrar's voting mint. */
export function useGovernanceSetup(): GovernanceSetup {
  const services = useGovernanceServices();
  const brand = useBrand();
  const realm = useQuery(
    whenReady(services?.lib.realmQuery(services.chain, brand.name), 'governanceRealm'),
  );
  const registrar = useQuery(
    whenReady(services?.lib.registrarQuery(services.chain, realm.data), 'vsrRegistrar'),
  );
  const mintKey = useMemo(() => {
    if (!services || !registrar.data) return undefined;
    try {
      return services.lib.votingMintOf(registrar.data);
    } catch (error) {
      return error instanceof Error ? error : new Error(String(error));
    }
  }, [services, registrar.data]);
  const mint = useQuery(
    whenReady(
      services?.lib.mintQuery(
        services.chain,
        mintKey instanceof Error || mintKey === undefined ? undefined : mintKey.mint,
      ),
      'votingMint',
    ),
  );
  const votingMint = useMemo((): VotingMint | undefined => {
    if (!mint.data || mintKey === undefined || mintKey instanceof Error) return undefined;
    return {
      index: mintKey.index,
      address: mintKey.mint.toBase58(),
      decimals: mint.data.decimals,
      supply: mint.data.supply,
    };
  }, [mint.data, mintKey]);
  const state = combine([
    realm,
    registrar,
    mint,
    ...(mintKey instanceof Error ? [{ isLoading: false, error: mintKey, refetch: () => {} }] : []),
  ]);
  return {
    ...state,
    isLoading: state.error === null && votingMint === undefined,
    realm: realm.data,
    registrar: registrar.data,
    votingMint,
  };
}

export interface VoterResult extends LoadState {
  setup: GovernanceSetup;
  /** null when the wallet has never staked; undefined while loading or without a wallet. */
  voter: Voter | null | undefined;
}

/** The wallet's VSR voter; disabled until a wallet and the registrar are known. */
export function useVoter(wallet: string | undefined): VoterResult {
  const services = useGovernanceServices();
  const setup = useGovernanceSetup();
  const voter = useQuery(
    whenReady(services?.lib.voterQuery(services.chain, setup.registrar, wallet), 'vsrVoter'),
  );
  const state = combine([setup, voter]);
  return {
    ...state,
    isLoading: wallet !== undefined && state.error === null && voter.data === undefined,
    setup,
    voter: voter.data,
  };
}

export interface StakingPosition extends LoadState {
  setup: GovernanceSetup;
  voter: Voter | null | undefined;
  /** Unix seconds the figures are computed at (the page's clock, moving every minute). */
  nowSeconds: bigint;
  /** Voting power, locked / unlocked amounts and deposits at `nowSeconds`. */
  view: StakingView | undefined;
}

/**
 * The wallet's voting power at the current time, computed by governance-registry from the
 * registrar and the voter (none staked → zero power, no deposits).
 */
export function useStakingPosition(wallet: string | undefined): StakingPosition {
  const services = useGovernanceServices();
  const { setup, voter, ...state } = useVoter(wallet);
  const nowSeconds = useNowSeconds();
  const lib = services?.lib;
  const view = useMemo(() => {
    if (!lib || !setup.registrar || !setup.votingMint || voter === undefined) return undefined;
    try {
      return lib.stakingViewAt(setup.registrar, voter, setup.votingMint.decimals, nowSeconds);
    } catch (error) {
      return error instanceof Error ? error : new Error(String(error));
    }
  }, [lib, setup.registrar, setup.votingMint, voter, nowSeconds]);
  return {
    ...state,
    error: state.error ?? (view instanceof Error ? view : null),
    setup,
    voter,
    nowSeconds,
    view: view instanceof Error ? undefined : view,
  };
}

/**
 * The wallet's staked native token: every token deposited in the registrar, locked and unlocked
 * (D§3 voter weight amountLocked + tokens), in whole tokens. undefined while loading or without
 * a wallet; zero for a wallet that never staked.
 */
export function useStakedNativeToken(address: string | undefined): {
  amount: Decimal | undefined;
  isLoading: boolean;
  error: Error | null;
} {
  const { view, isLoading, error } = useStakingPosition(address);
  return { amount: view?.staked, isLoading, error };
}

/** Every proposal of the realm, newest first, as list rows. */
export function useRealmProposals(): LoadState & { rows: ProposalRow[] | undefined } {
  const services = useGovernanceServices();
  const setup = useGovernanceSetup();
  const proposals = useQuery(
    whenReady(services?.lib.proposalsQuery(services.chain, setup.realm), 'realmProposals'),
  );
  const lib = services?.lib;
  const rows = useMemo(
    () => (lib && proposals.data ? proposals.data.proposals.map(lib.proposalRow) : undefined),
    [lib, proposals.data],
  );
  const state = combine([setup, proposals]);
  return { ...state, isLoading: state.error === null && rows === undefined, rows };
}

export interface ProposalResult extends LoadState {
  setup: GovernanceSetup;
  proposal: Proposal | undefined;
  detail: ProposalDetail | undefined;
  nowSeconds: bigint;
  /** Set when the id is malformed or no proposal account is at that address. */
  notFound: string | undefined;
}

export const proposalNotFoundMessage = (id: string) => `Proposal ${id} is not found`;

/** One proposal with its governance's quorum and voting window. */
export function useProposal(proposalId: string | undefined): ProposalResult {
  const services = useGovernanceServices();
  const setup = useGovernanceSetup();
  const nowSeconds = useNowSeconds();
  const options = services?.lib.proposalQuery(services.chain, proposalId);
  const malformed = services !== undefined && options === undefined;
  const proposal = useQuery(whenReady(options, 'proposal'));
  const found = proposal.data ?? undefined;
  const governance = useQuery(
    whenReady(services?.lib.governanceQuery(services.chain, found), 'proposalGovernance'),
  );
  const lib = services?.lib;
  const detail = useMemo(() => {
    if (!lib || !found || !governance.data || !setup.realm || !setup.votingMint) return undefined;
    const maxVoteWeight = lib.communityMaxVoteWeight(
      setup.realm.config.communityMintMaxVoterWeightSource,
      setup.votingMint.supply,
    );
    return lib.proposalDetail(found, governance.data, maxVoteWeight, nowSeconds);
  }, [lib, found, governance.data, setup.realm, setup.votingMint, nowSeconds]);
  const notFound =
    malformed ||
    proposal.data === null ||
    (proposal.error !== null && lib?.isNotFoundError(proposal.error))
      ? proposalNotFoundMessage(proposalId ?? '')
      : undefined;
  const state = combine([setup, proposal, governance]);
  return {
    ...state,
    error: notFound ? null : state.error,
    isLoading: !notFound && state.error === null && detail === undefined,
    setup,
    proposal: found,
    detail,
    nowSeconds,
    notFound,
  };
}

/** The wallet's vote record on a proposal: null when it has not voted. */
export function useVoteRecord(
  proposal: Proposal | undefined,
  wallet: string | undefined,
): LoadState & { record: VoteRecordView | null | undefined } {
  const services = useGovernanceServices();
  const setup = useGovernanceSetup();
  const query = useQuery(
    whenReady(
      services?.lib.voteRecordQuery(services.chain, setup.realm, proposal, wallet),
      'voteRecord',
    ),
  );
  const lib = services?.lib;
  const record = useMemo(() => {
    if (!lib || !proposal || query.data === undefined) return undefined;
    return query.data === null ? null : lib.voteRecordView(query.data, proposal);
  }, [lib, proposal, query.data]);
  const state = combine([query]);
  return {
    ...state,
    isLoading: wallet !== undefined && state.error === null && record === undefined,
    record,
  };
}

/**
 * Whole tokens of the voting mint the wallet can stake (its associated token account, the
 * deposit's source), read with the wallet's token accounts; undefined while loading.
 */
export function useStakeableBalance(
  wallet: string | undefined,
  votingMint: VotingMint | undefined,
): LoadState & { balance: Decimal | undefined } {
  const services = useGovernanceServices();
  const accounts = useQuery(
    whenReady(services?.lib.walletTokensQuery(services.chain, wallet), 'walletTokens'),
  );
  const lib = services?.lib;
  const balance = useMemo(() => {
    if (!lib || !wallet || !votingMint || !accounts.data) return undefined;
    return lib.stakeableBalance(accounts.data, wallet, votingMint.address, votingMint.decimals);
  }, [lib, wallet, votingMint, accounts.data]);
  const state = combine([accounts]);
  return { ...state, isLoading: state.error === null && balance === undefined, balance };
}

/** The latest USD price of a mint, undefined while it loads or when the API has none. */
export function useTokenPrice(mint: string | undefined): Decimal | undefined {
  const prices = useLatestPrices(mint === undefined ? undefined : [mint]);
  return mint === undefined ? undefined : prices.data?.get(mint);
}

/** The wallet's token owner record in the realm (null before its first vote). */
export function useTokenOwnerRecord(wallet: string | undefined): {
  record: TokenOwnerRecord | null | undefined;
} {
  const services = useGovernanceServices();
  const setup = useGovernanceSetup();
  const query = useQuery(
    whenReady(
      services?.lib.tokenOwnerRecordQuery(services.chain, setup.realm, wallet),
      'tokenOwnerRecord',
    ),
  );
  return { record: query.data };
}
