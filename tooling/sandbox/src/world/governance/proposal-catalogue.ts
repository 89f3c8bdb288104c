import type { WalletRole } from '../wallet-role';
import type { WorldProposalState } from './governance-types';

/** A sandbox wallet's vote: Yes, No, or an option of a survey; relinquished after the vote. */
export interface WalletVoteSpec {
  choice: 'yes' | 'no' | number;
  relinquished: boolean;
}

export interface ProposalSpec {
  key: string;
  state: WorldProposalState;
  /** `{native}` is replaced by the native token's symbol. */
  title: string;
  description: string;
  /** The ordinary sandbox wallet, or a DAO member by index. */
  proposer: 'ordinary' | number;
  draftDaysAgo: number;
  /** Hours before the write moment the vote opened; null when it never did. */
  votingHoursAgo: number | null;
  /** Survey option labels; absent for a Yes/No proposal. */
  survey?: readonly string[];
  /** Approve weight of the other voters per option, in millions of votes (before jitter). */
  yesMillions: readonly number[];
  noMillions: number;
  /** Council tokens vetoing the proposal. */
  vetoCouncil?: number;
  transactions: number;
  transactionsExecuted?: number;
  /** Signatories and how many signed off (default 1 of 1 once voting started, 0 of 1 before). */
  signatories?: readonly [number, number];
  votes?: Partial<Record<WalletRole, WalletVoteSpec>>;
}

/** DAO members other than the sandbox wallets who proposed something. */
export const MEMBER_COUNT = 4;

/**
 * The realm's proposals, newest first: every state, Yes/No proposals and single-choice surveys,
 * with the sandbox wallets' votes on several. Millions of votes are of a 1 000 000 000 max vote
 * weight at a 5 % quorum (50 M), so each finished proposal's outcome follows from its tally.
 */
export const PROPOSAL_SPECS: readonly ProposalSpec[] = [
  {
    key: 'usdg-curve',
    state: 'Draft',
    title: 'Lower the USDG borrow-curve kink to 85 % utilisation',
    description:
      'USDG utilisation in the Main Market has stayed above 88 % for three weeks, on the steep part of the curve. This moves the kink from 90 % to 85 % and the rate at the kink from 12 % to 10 %; the rate at 100 % is unchanged.',
    proposer: 'ordinary',
    draftDaysAgo: 1,
    votingHoursAgo: null,
    yesMillions: [0],
    noMillions: 0,
    transactions: 1,
  },
  {
    key: 'cbbtc-jlp',
    state: 'Draft',
    title: 'Onboard cbBTC as collateral in the JLP Market',
    description:
      'Adds a cbBTC reserve to the JLP Market with a 65 % loan-to-value ratio, a 75 % liquidation threshold and a 500 cbBTC deposit limit, priced through the existing cbBTC oracle feed.',
    proposer: 0,
    draftDaysAgo: 3,
    votingHoursAgo: null,
    yesMillions: [0],
    noMillions: 0,
    transactions: 2,
  },
  {
    key: 'pyusd-strategy',
    state: 'SigningOff',
    title: 'Launch a PYUSD-USDC liquidity strategy on Orca',
    description:
      'Creates an automated PYUSD-USDC strategy on the 1 bp Orca pool with a ±0.2 % range, and a farm paying 400 000 {native} a month for its first three months.',
    proposer: 1,
    draftDaysAgo: 4,
    votingHoursAgo: null,
    yesMillions: [0],
    noMillions: 0,
    transactions: 2,
    signatories: [2, 1],
  },
  {
    key: 'xstocks-review',
    state: 'SigningOff',
    title: 'Fund an independent risk review of the xStocks Market',
    description:
      'Pays 120 000 USDC from the treasury for a three-month review of the oracle, liquidity and liquidation parameters of the tokenised-equity reserves, with a public report.',
    proposer: 2,
    draftDaysAgo: 2,
    votingHoursAgo: null,
    yesMillions: [0],
    noMillions: 0,
    transactions: 1,
    signatories: [3, 2],
  },
  {
    key: 'jitosol-cap',
    state: 'Voting',
    title: 'Raise the JitoSOL deposit limit in the Main Market to 3 000 000',
    description:
      'The JitoSOL reserve has been at 97 % of its 2 000 000 deposit limit for a month. On-chain liquidity supports liquidating 3 000 000 JitoSOL within the current liquidation bonus.',
    proposer: 0,
    draftDaysAgo: 2,
    votingHoursAgo: 20,
    yesMillions: [38],
    noMillions: 1.2,
    transactions: 1,
    votes: { ordinary: { choice: 'yes', relinquished: false } },
  },
  {
    key: 'season-incentives',
    state: 'Voting',
    title: 'Allocate 25 000 000 {native} to Season 4 liquidity incentives',
    description:
      'Funds Season 4 from the community treasury: 60 % to lending farms, 30 % to liquidity strategies and 10 % to new-market launches, paid over 90 days.',
    proposer: 3,
    draftDaysAgo: 3,
    votingHoursAgo: 48,
    yesMillions: [61],
    noMillions: 14,
    transactions: 1,
    votes: {
      ordinary: { choice: 'yes', relinquished: false },
      flagged: { choice: 'no', relinquished: false },
    },
  },
  {
    key: 'oracle-survey',
    state: 'Voting',
    title: 'Which oracle setup should price the Ethena Market?',
    description:
      'A non-binding survey ahead of a configuration proposal: keep the current feeds, add a second source with a deviation check, or move the market to another provider.',
    proposer: 1,
    draftDaysAgo: 2,
    votingHoursAgo: 24,
    survey: [
      'Keep the current feeds',
      'Add a second source with a deviation check',
      'Move to another provider',
    ],
    yesMillions: [21, 17, 4.5],
    noMillions: 0,
    transactions: 0,
    votes: { ordinary: { choice: 1, relinquished: false } },
  },
  {
    key: 'bonk-ltv',
    state: 'Voting',
    title: 'Lower the BONK loan-to-value ratio in the Altcoins Market to 40 %',
    description:
      'BONK order-book depth fell by half this quarter. This lowers the loan-to-value ratio from 50 % to 40 % and the liquidation threshold from 65 % to 55 %; existing positions keep their borrow factor.',
    proposer: 2,
    draftDaysAgo: 4,
    // Past the three-day base time: in the cool-off, when only No and veto votes count.
    votingHoursAgo: 77,
    yesMillions: [74],
    noMillions: 9,
    transactions: 1,
    votes: { flagged: { choice: 'no', relinquished: false } },
  },
  {
    key: 'usds-flash-loans',
    state: 'Succeeded',
    title: 'Enable flash loans on the USDS reserve',
    description:
      'Turns on flash loans for USDS in the Main Market at a 0.001 % fee, as for USDC and USDT.',
    proposer: 2,
    draftDaysAgo: 6,
    votingHoursAgo: 120,
    yesMillions: [92],
    noMillions: 2,
    transactions: 1,
    votes: { ordinary: { choice: 'yes', relinquished: false } },
  },
  {
    key: 'bug-bounty',
    state: 'Succeeded',
    title: 'Renew the bug bounty programme for twelve months',
    description:
      'Keeps the bug bounty open for another year with a maximum reward of 1 500 000 USDC for critical findings, paid from the security fund.',
    proposer: 3,
    draftDaysAgo: 7,
    votingHoursAgo: 144,
    yesMillions: [118],
    noMillions: 0.8,
    transactions: 1,
  },
  {
    key: 'fee-vaults',
    state: 'Executing',
    title: 'Move the protocol fee vaults under the treasury governance',
    description:
      'Transfers the authority of the three protocol fee vaults from the operations multisig to the treasury governance, one transaction per vault.',
    proposer: 0,
    draftDaysAgo: 10,
    votingHoursAgo: 216,
    yesMillions: [101],
    noMillions: 6,
    transactions: 3,
    transactionsExecuted: 1,
  },
  {
    key: 'stable-take-rate',
    state: 'Completed',
    title: 'Set the protocol take rate of stablecoin reserves to 15 %',
    description:
      'Aligns the protocol take rate of USDC, USDT, PYUSD and USDG at 15 % of interest, down from 20 %, to keep supply rates competitive.',
    proposer: 1,
    draftDaysAgo: 26,
    votingHoursAgo: 600,
    yesMillions: [88],
    noMillions: 31,
    transactions: 4,
    transactionsExecuted: 4,
  },
  {
    key: 'ratify-lockups',
    state: 'Completed',
    title: 'Ratify the {native} staking lockup schedule',
    description:
      'Confirms the staking rules: every staked {native} counts one vote, and a lockup adds up to three more votes per token at four years, decaying as the lockup runs down.',
    proposer: 0,
    draftDaysAgo: 41,
    votingHoursAgo: 960,
    yesMillions: [210],
    noMillions: 12,
    transactions: 1,
    transactionsExecuted: 1,
    votes: {
      ordinary: { choice: 'yes', relinquished: true },
      flagged: { choice: 'yes', relinquished: true },
    },
  },
  {
    key: 'roadmap-survey',
    state: 'Completed',
    title: 'Community survey: which product should ship next quarter?',
    description:
      'A non-binding survey to set the order of the next quarter’s work. The winning option is planned first; the others follow in the order of their votes.',
    proposer: 3,
    draftDaysAgo: 61,
    votingHoursAgo: 1440,
    survey: ['Fixed-rate lending', 'Cross-margin Multiply', 'Automated vault rebalancing'],
    yesMillions: [72, 96, 41],
    noMillions: 0,
    transactions: 0,
    votes: { ordinary: { choice: 1, relinquished: true } },
  },
  {
    key: 'governance-process',
    state: 'Completed',
    title: 'Adopt a three-day voting period with a twelve-hour cool-off',
    description:
      'Sets the community governance to three days of voting followed by twelve hours in which only No votes and vetoes count, and a one-day hold-up before execution.',
    proposer: 0,
    draftDaysAgo: 91,
    votingHoursAgo: 2160,
    yesMillions: [156],
    noMillions: 4,
    transactions: 1,
    transactionsExecuted: 1,
  },
  {
    key: 'wif-delist',
    state: 'Cancelled',
    title: 'Delist the WIF reserve from the Altcoins Market',
    description:
      'Stops new deposits and borrows of WIF and lowers its liquidation threshold over four weeks. Withdrawn by the proposer after the market maker renewed its liquidity commitment.',
    proposer: 2,
    draftDaysAgo: 15,
    votingHoursAgo: 336,
    yesMillions: [8],
    noMillions: 21,
    transactions: 2,
    votes: { ordinary: { choice: 'yes', relinquished: true } },
  },
  {
    key: 'treasury-swap',
    state: 'Cancelled',
    title: 'Swap 20 % of the treasury’s SOL into USDC',
    description:
      'Diversifies the treasury by selling 20 % of its SOL for USDC over ten days through a TWAP order. Cancelled before voting in favour of a broader treasury policy.',
    proposer: 1,
    draftDaysAgo: 30,
    votingHoursAgo: null,
    yesMillions: [0],
    noMillions: 0,
    transactions: 1,
  },
  {
    key: 'orca-emissions',
    state: 'Defeated',
    title: 'Double the emissions of the SOL-USDC strategy farm',
    description:
      'Raises the SOL-USDC strategy farm from 200 000 to 400 000 {native} a month for two months to win back liquidity from competing pools.',
    proposer: 3,
    draftDaysAgo: 19,
    votingHoursAgo: 432,
    yesMillions: [23],
    noMillions: 64,
    transactions: 1,
    votes: { ordinary: { choice: 'no', relinquished: true } },
  },
  {
    key: 'xstocks-configs',
    state: 'ExecutingWithErrors',
    title: 'Update the reserve configurations of the six xStocks',
    description:
      'Moves the six xStocks reserves to the new oracle schedule and raises their deposit limits by 50 %. One transaction failed on a stale price and has to be retried.',
    proposer: 1,
    draftDaysAgo: 22,
    votingHoursAgo: 504,
    yesMillions: [77],
    noMillions: 3,
    transactions: 6,
    transactionsExecuted: 4,
    votes: { flagged: { choice: 'yes', relinquished: false } },
  },
  {
    key: 'grants-transfer',
    state: 'Vetoed',
    title: 'Transfer 50 000 000 {native} to a new ecosystem grants wallet',
    description:
      'Moves 50 000 000 {native} to a grants wallet controlled by three signers. Vetoed by the council: the wallet’s signers were not disclosed.',
    proposer: 0,
    draftDaysAgo: 12,
    votingHoursAgo: 264,
    yesMillions: [36],
    noMillions: 12,
    vetoCouncil: 3,
    transactions: 1,
    votes: { ordinary: { choice: 'yes', relinquished: false } },
  },
  {
    key: 'treasury-burn',
    state: 'Defeated',
    title: 'Burn 5 % of the treasury’s {native}',
    description:
      'Burns 5 % of the {native} held by the community treasury. The quorum was reached but more votes were against than for.',
    proposer: 2,
    draftDaysAgo: 34,
    votingHoursAgo: 792,
    yesMillions: [52],
    noMillions: 61,
    transactions: 1,
    votes: { flagged: { choice: 'yes', relinquished: false } },
  },
  {
    key: 'multiply-fee',
    state: 'Defeated',
    title: 'Introduce a 0.1 % withdrawal fee on Multiply positions',
    description:
      'Charges 0.1 % on Multiply withdrawals to fund the insurance reserve. Most votes were for it, but fewer than the 5 % quorum.',
    proposer: 0,
    draftDaysAgo: 48,
    votingHoursAgo: 1128,
    yesMillions: [31],
    noMillions: 6,
    transactions: 1,
  },
];
