/**
 * Every feature flag, with its default (development) value, its production value and the query
 * parameter that overrides it. Defaults follow O§9 and D§9; where the specs name no value the
 * flag keeps the product working (on) unless it gates unfinished or restricted behaviour.
 */
export interface FlagDefinition {
  readonly default: boolean;
  readonly production: boolean;
  /** Query parameter that overrides the flag, e.g. `?WITHDRAW_ONLY=true`. */
  readonly param: string;
  readonly description: string;
}

export const flagTable = {
  deposits: {
    default: true,
    production: true,
    param: 'DEPOSITS',
    description: 'Deposit actions',
  },
  lending: {
    default: true,
    production: true,
    param: 'LENDING',
    description: 'Lending pages',
  },
  multiply: {
    default: true,
    production: true,
    param: 'MULTIPLY',
    description: 'Multiply list and vaults',
  },
  leverage: {
    default: true,
    production: true,
    param: 'LEVERAGE',
    description: 'Long / short leverage',
  },
  transactionHistory: {
    default: true,
    production: true,
    param: 'TRANSACTION_HISTORY',
    description: 'Transaction history',
  },
  rewards: {
    default: true,
    production: true,
    param: 'REWARDS',
    description: 'Rewards (my rewards)',
  },
  pointsPage: {
    default: true,
    production: true,
    param: 'POINTS_PAGE',
    description: 'Points page and header points button',
  },
  versionedTransactions: {
    default: true,
    production: true,
    param: 'VERSIONED_TRANSACTIONS',
    description: 'Versioned transactions',
  },
  marketOrders: {
    default: true,
    production: true,
    param: 'MARKET_ORDERS',
    description: 'Market orders on swap',
  },
  limitOrders: {
    default: true,
    production: true,
    param: 'LIMIT_ORDERS',
    description: 'Limit orders: the swap pair-and-mode route',
  },
  isolatedCrossModes: {
    default: true,
    production: true,
    param: 'ISOLATED_CROSS_MODES',
    description: 'Isolated and cross margin modes',
  },
  createStrategy: {
    default: true,
    production: false,
    param: 'CREATE_STRATEGY',
    description: 'Create and edit liquidity strategies',
  },
  claim: {
    default: true,
    production: true,
    param: 'CLAIM',
    description:
      'Season 3 allocation claim; its menu item and the staking items are Coming Soon while off',
  },
  earn: {
    default: false,
    production: false,
    param: 'EARN',
    description: 'Earn vaults',
  },
  v3: {
    default: false,
    production: false,
    param: 'V3',
    description: 'The newer interface generation and its route forms',
  },
  governance: {
    default: false,
    production: false,
    param: 'GOVERNANCE',
    description: 'Governance and staking pages',
  },
  governanceEmptyState: {
    default: false,
    production: false,
    param: 'GOVERNANCE_EMPTY_STATE',
    description: 'Staked-token stat links to governance instead of the stake page',
  },
  referralPage: {
    default: false,
    production: false,
    param: 'REFERRAL_PAGE',
    description: 'Referrals page',
  },
  termsSignature: {
    default: false,
    production: false,
    param: 'TERMS_SIGNATURE',
    description: 'Ask the wallet to sign the terms acknowledgement',
  },
  hiddenReserves: {
    default: false,
    production: false,
    param: 'HIDDEN_RESERVES',
    description: 'List reserves whose status is Hidden',
  },
  withdrawOnly: {
    default: false,
    production: false,
    param: 'WITHDRAW_ONLY',
    description: 'Withdraw-only mode',
  },
  skipActionLimits: {
    default: false,
    production: false,
    param: 'SKIP_ACTION_LIMITS',
    description:
      "Test seam: lending forms skip their amount limits so the program's own refusal can be seen",
  },
  // The specs give no geo-block defaults: the check is off until a deployment switches it on
  // (app flag defaults or ?GEO_BLOCK=true); the region lists apply once it is.
  geoBlock: {
    default: false,
    production: false,
    param: 'GEO_BLOCK',
    description: 'Region check against the geo lookup; the lists below say who is blocked',
  },
  geoBlockUs: {
    default: true,
    production: true,
    param: 'GEO_BLOCK_US',
    description: 'Block the US (O§9 region list US)',
  },
  geoBlockUk: {
    default: true,
    production: true,
    param: 'GEO_BLOCK_UK',
    description: 'Block the UK (O§9 region list UK)',
  },
  geoBlockSanctions: {
    default: true,
    production: true,
    param: 'GEO_BLOCK_SANCTIONS',
    description: 'Block the comprehensive sanctions list (Ukraine only for regions 14, 09, 40, 43)',
  },
  geoBlockSanctionsExtended: {
    default: false,
    production: false,
    param: 'GEO_BLOCK_SANCTIONS_EXTENDED',
    description: 'Block the extended sanctions list (Ukraine only for the same regions)',
  },
} as const satisfies Record<string, FlagDefinition>;

export type FlagName = keyof typeof flagTable;
export type Flags = Readonly<Record<FlagName, boolean>>;
export type FlagProfile = 'development' | 'production';

export const flagNames = Object.keys(flagTable) as FlagName[];
