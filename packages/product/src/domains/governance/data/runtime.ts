/**
 * Everything the governance data layer needs from web3.js and governance-registry, behind one
 * dynamic import: the screens' own chunks stay small and this code arrives after the first
 * render, together with the node connection.
 */
import {
  type Address,
  associatedTokenAddress,
  type ChainQueryContext,
  createAddress,
  mintQueryOptions,
  sameAddress,
  type TokenAccount,
  tokenAccountsQueryOptions,
} from '@keel/chain-readers';
import {
  applyResetLockup,
  castVoteInstructions,
  depositWithLockupInstructions,
  GOVERNANCE_QUERY_TIMINGS,
  type GovernanceQueryContext,
  governanceKeys,
  governanceQueryOptions,
  type LockupKind,
  NO_VOTE,
  nativeToTokens,
  type Proposal,
  proposalQueryOptions,
  proposalsQueryOptions,
  type Realm,
  type Registrar,
  RegistrarRuleError,
  realmAddress,
  realmQueryOptions,
  registrarAddress,
  registrarError,
  registrarQueryOptions,
  relinquishVoteInstruction,
  resetLockupInstruction,
  tokenOwnerRecordQueryOptions,
  type Vote,
  type Voter,
  voteRecordQueryOptions,
  voterQueryOptions,
  voterWeight,
  withdrawInstruction,
  withdrawUnlockedInstructions,
  YES_VOTE,
} from '@keel/governance-registry';
import {
  type NothingToCompare,
  nothingToCompare,
  type SimulationCheck,
} from '@keel/wallet-connect';
import type { TransactionInstruction } from '@solana/web3.js';
import { isNotFoundError, retryUnlessNotFound } from '../../../common/notFound';
import { lockupChangePreview } from './lockupChangePreview';
import {
  communityMaxVoteWeight,
  proposalDetail,
  proposalRow,
  voteRecordView,
} from './proposalView';
import { stakePreview } from './stakePreview';
import { stakingAfterDeposit, stakingAfterWithdrawals } from './stakingChange';
import { lockupCheck, receivedCheck, type StakingCheckContext, stakingCheck } from './stakingCheck';
import { type StakingView, stakingView } from './stakingView';
import { type Withdrawal, withdrawalBatches } from './unstakePlan';

function toKey(address: string | undefined | null): Address | undefined {
  if (!address) return undefined;
  try {
    return createAddress(address);
  } catch {
    return undefined;
  }
}

/** The realm's name: spl-governance derives the realm's address from it. */
export const realmNameOf = (productName: string) => `${productName} DAO`;

/** The voting mint every staking screen works with: the registrar's first configured one. */
function votingMintOf(registrar: Registrar): { index: number; mint: Address } {
  const index = registrar.votingMints.findIndex((config) => config.mint !== null);
  const mint = registrar.votingMints[index]?.mint;
  if (index === -1 || !mint) {
    throw new RegistrarRuleError('VotingMintNotFound', 'the registrar has no voting mint');
  }
  return { index, mint };
}

/** Copy for a rule the program would refuse, else the error's own message. */
function ruleMessage(error: unknown): string {
  if (error instanceof RegistrarRuleError)
    return registrarError(error.code)?.message ?? error.message;
  return error instanceof Error ? error.message : String(error);
}

export type VoteChoiceInput = { kind: 'yes' } | { kind: 'no' } | { kind: 'option'; index: number };

function voteOf(choice: VoteChoiceInput, proposal: Proposal): Vote {
  if (choice.kind === 'yes') return YES_VOTE;
  if (choice.kind === 'no') return NO_VOTE;
  return {
    kind: 'Approve',
    choices: proposal.options.map((_, i) => ({
      rank: 0,
      weightPercentage: i === choice.index ? 100 : 0,
    })),
  };
}

/**
 * Builds instructions, with the preview they are checked against (or why there is nothing to
 * compare), or says why the program would refuse them.
 */
export type BuildResult =
  | {
      ok: true;
      instructions: TransactionInstruction[];
      check: SimulationCheck | NothingToCompare;
    }
  | { ok: false; message: string };

function build(
  make: () => TransactionInstruction[],
  check: () => SimulationCheck | NothingToCompare,
): BuildResult {
  try {
    return { ok: true, instructions: make(), check: check() };
  } catch (error) {
    return { ok: false, message: ruleMessage(error) };
  }
}

/** What the staking forms previewed, to check the write against: the figures and their clock. */
export interface StakingPreviewFigures {
  decimals: number;
  symbol: string;
  /** The chain time the preview was valued at. */
  chainUnixTs: bigint;
  /** The wallet's figures after the write, as the form showed them (none: only amounts). */
  after?: StakingView;
}

const VOTE_NOTHING_TO_COMPARE = 'A vote moves no tokens and the form previews no figure to compare';

function checkContext(
  registrar: Registrar,
  wallet: string,
  figures: StakingPreviewFigures,
): StakingCheckContext {
  return {
    registrar,
    wallet,
    mint: votingMintOf(registrar).mint.toBase58(),
    decimals: figures.decimals,
    symbol: figures.symbol,
    chainUnixTs: figures.chainUnixTs,
  };
}

export const governanceRuntime = {
  realmQuery(chain: GovernanceQueryContext, productName: string) {
    const address = realmAddress(realmNameOf(productName)).address;
    return { ...realmQueryOptions(chain, address), retry: retryUnlessNotFound };
  },
  /** The realm's VSR registrar: the PDA of the realm and its community mint. */
  registrarQuery(chain: GovernanceQueryContext, realm: Realm | undefined) {
    if (!realm) return undefined;
    const address = registrarAddress(realm.address, realm.communityMint).address;
    return { ...registrarQueryOptions(chain, address), retry: retryUnlessNotFound };
  },
  /** A token mint (decimals and supply of the voting mint). */
  mintQuery(chain: GovernanceQueryContext, mint: Address | undefined) {
    if (!mint) return undefined;
    return {
      ...mintQueryOptions(chain, mint),
      gcTime: GOVERNANCE_QUERY_TIMINGS.gcTime,
      staleTime: GOVERNANCE_QUERY_TIMINGS.staleTime,
      retry: retryUnlessNotFound,
    };
  },
  /** The wallet's token accounts (the stake form's balance); disabled without a wallet. */
  walletTokensQuery(chain: ChainQueryContext<'getTokenAccountsByOwner'>, wallet?: string) {
    const key = toKey(wallet);
    return key ? tokenAccountsQueryOptions(chain, key) : undefined;
  },
  /**
   * Whole tokens of `mint` the wallet can stake: what its associated token account holds (the
   * account the deposit instruction takes them from), zero without one.
   */
  stakeableBalance(
    accounts: readonly TokenAccount[],
    wallet: string,
    mint: string,
    decimals: number,
  ) {
    const mintKey = createAddress(mint);
    const source = associatedTokenAddress(createAddress(wallet), mintKey).address;
    const account = accounts.find(
      (a) => sameAddress(a.address, source) && sameAddress(a.mint, mintKey),
    );
    return nativeToTokens(account?.amount ?? 0n, decimals);
  },
  /** The wallet's voter; undefined (disabled) until the registrar and a wallet are known. */
  voterQuery(chain: GovernanceQueryContext, registrar: Registrar | undefined, wallet?: string) {
    const key = toKey(wallet);
    if (!registrar || !key) return undefined;
    return voterQueryOptions(chain, registrar.address, key);
  },
  proposalsQuery(chain: GovernanceQueryContext, realm: Realm | undefined) {
    return realm ? proposalsQueryOptions(chain, realm.address) : undefined;
  },
  /** One proposal; undefined for a malformed id. */
  proposalQuery(chain: GovernanceQueryContext, proposalId: string | undefined) {
    const key = toKey(proposalId);
    return key ? { ...proposalQueryOptions(chain, key), retry: retryUnlessNotFound } : undefined;
  },
  governanceQuery(chain: GovernanceQueryContext, proposal: Proposal | null | undefined) {
    return proposal ? governanceQueryOptions(chain, proposal.governance) : undefined;
  },
  /** The wallet's vote record on a proposal of the realm (null when it has not voted). */
  voteRecordQuery(
    chain: GovernanceQueryContext,
    realm: Realm | undefined,
    proposal: Proposal | null | undefined,
    wallet: string | undefined,
  ) {
    const key = toKey(wallet);
    if (!realm || !proposal || !key) return undefined;
    return voteRecordQueryOptions(chain, proposal.address, {
      realm: realm.address,
      governingTokenMint: proposal.governingTokenMint,
      wallet: key,
    });
  },
  tokenOwnerRecordQuery(chain: GovernanceQueryContext, realm: Realm | undefined, wallet?: string) {
    const key = toKey(wallet);
    if (!realm || !key) return undefined;
    return tokenOwnerRecordQueryOptions(chain, {
      realm: realm.address,
      governingTokenMint: realm.communityMint,
      wallet: key,
    });
  },
  votingMintOf,
  /** The staking figures of a voter (null: never staked) at chain unix time `nowSeconds`. */
  stakingViewAt(registrar: Registrar, voter: Voter | null, decimals: number, nowSeconds: bigint) {
    return stakingView(voterWeight(registrar, voter, nowSeconds), decimals);
  },
  stakePreview,
  stakingAfterDeposit,
  stakingAfterWithdrawals,
  lockupChangePreview,
  proposalRow,
  proposalDetail,
  voteRecordView,
  communityMaxVoteWeight,
  isNotFoundError,
  stakeInstructions(input: {
    registrar: Registrar;
    voter: Voter | null;
    wallet: string;
    amountNative: bigint;
    kind: LockupKind;
    periods: number;
    preview: StakingPreviewFigures & { after: StakingView };
  }): BuildResult {
    return build(
      () =>
        depositWithLockupInstructions({
          registrar: input.registrar,
          voter: input.voter,
          wallet: createAddress(input.wallet),
          mint: votingMintOf(input.registrar).mint,
          amountNative: input.amountNative,
          kind: input.kind,
          periods: input.kind === 'none' ? 0 : input.periods,
        }).instructions,
      () =>
        stakingCheck(
          checkContext(input.registrar, input.wallet, input.preview),
          input.preview.after,
        ),
    );
  },
  /** Extends a deposit's lockup (reset_lockup), checked first as the program would. */
  extendInstructions(input: {
    registrar: Registrar;
    voter: Voter;
    wallet: string;
    depositEntryIndex: number;
    kind: LockupKind;
    periods: number;
    nowSeconds: bigint;
  }): BuildResult {
    const entry = input.voter.deposits[input.depositEntryIndex];
    return build(
      () => {
        if (!entry?.isUsed) throw new RangeError(`No deposit at index ${input.depositEntryIndex}`);
        const now = input.nowSeconds + input.registrar.timeOffset;
        applyResetLockup(entry, input.kind, input.periods, now);
        return [
          resetLockupInstruction({
            registrar: input.registrar.address,
            voterAuthority: createAddress(input.wallet),
            depositEntryIndex: input.depositEntryIndex,
            kind: input.kind,
            periods: input.periods,
          }),
        ];
      },
      () => {
        // The lockup dialog's own preview, at the same clock: the deposit's voting power after.
        if (!entry) throw new RangeError(`No deposit at index ${input.depositEntryIndex}`);
        const preview = lockupChangePreview({
          registrar: input.registrar,
          entry,
          kind: input.kind,
          periods: input.periods,
          chainUnixTs: input.nowSeconds,
        });
        if (preview.status !== 'ready') throw new RangeError(preview.message);
        const context = { ...input, chainUnixTs: input.nowSeconds };
        return lockupCheck(context, input.depositEntryIndex, preview.votingPower);
      },
    );
  },
  /**
   * Withdraws unlocked tokens to the wallet's token account (created idempotently), deposit by
   * deposit: one build per transaction of WITHDRAWALS_PER_TRANSACTION withdrawals.
   */
  withdrawInstructions(input: {
    registrar: Registrar;
    wallet: string;
    withdrawals: readonly Withdrawal[];
    preview: StakingPreviewFigures;
  }): BuildResult[] {
    const batches = withdrawalBatches(input.withdrawals);
    const context = checkContext(input.registrar, input.wallet, input.preview);
    const { after } = input.preview;
    return batches.map((batch) =>
      build(
        () => {
          const common = {
            registrar: input.registrar,
            voterAuthority: createAddress(input.wallet),
            mint: votingMintOf(input.registrar).mint,
          };
          return batch.flatMap((withdrawal, i) => {
            const args = { ...common, ...withdrawal };
            return i === 0 ? withdrawUnlockedInstructions(args) : [withdrawInstruction(args)];
          });
        },
        () => {
          const amount = batch.reduce((total, w) => total + w.amountNative, 0n);
          // One transaction lands the whole unstake: the voter after it is the preview's.
          return batches.length === 1 && after
            ? stakingCheck(context, after, amount)
            : receivedCheck(context, amount);
        },
      ),
    );
  },
  voteInstructions(input: {
    registrar: Registrar;
    proposal: Proposal;
    wallet: string;
    choice: VoteChoiceInput;
    hasTokenOwnerRecord: boolean;
  }): BuildResult {
    return build(
      () =>
        castVoteInstructions({
          registrar: input.registrar,
          proposal: input.proposal,
          wallet: createAddress(input.wallet),
          vote: voteOf(input.choice, input.proposal),
          createTokenOwnerRecord: !input.hasTokenOwnerRecord,
        }),
      () => nothingToCompare(VOTE_NOTHING_TO_COMPARE),
    );
  },
  /**
   * Takes the wallet's vote back while the proposal is voting, or marks it relinquished once
   * decided: the registrar releases staked tokens only when no vote is outstanding.
   */
  relinquishInstructions(input: {
    registrar: Registrar;
    proposal: Proposal;
    wallet: string;
  }): BuildResult {
    return build(
      () => [
        relinquishVoteInstruction({
          realm: input.registrar.realm,
          governance: input.proposal.governance,
          proposal: input.proposal.address,
          governingTokenMint: input.proposal.governingTokenMint,
          wallet: createAddress(input.wallet),
          governanceProgramId: input.registrar.governanceProgramId,
        }),
      ],
      () => nothingToCompare(VOTE_NOTHING_TO_COMPARE),
    );
  },
  /** Prefix of every governance query of a connection (invalidated after a transaction). */
  allKeys: (endpoint: string) => governanceKeys.all(endpoint),
};

export type GovernanceRuntime = typeof governanceRuntime;
