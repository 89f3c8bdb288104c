import { defineRoute } from '../defineRoute';
import type { RouteDef } from '../types';
import { LENDING_V3_BASE } from './lendingBase';
import type { lendingSubRoutes, leverageVaultByAddresses } from './lendingRoutes';

const strategy = { strategyAddress: 'address' } as const;
const strategyFull = { strategyPair: 'strategyPair', strategyAddress: 'address' } as const;

/** Liquidity strategies. The full strategy form's first segment is '{tokenA}-{tokenB}-{provider}'. */
export const liquidityRoutes = [
  defineRoute({
    id: 'liquidity',
    path: '/liquidity',
    screen: 'liquidityList',
    title: 'Liquidity',
    description: 'Automated concentrated-liquidity strategies on Orca, Raydium and Meteora.',
    decor: 'circles',
  }),
  defineRoute({
    id: 'createStrategy',
    path: '/create',
    screen: 'createStrategy',
    title: 'Create a strategy',
    description: 'Create your own {product} liquidity vault.',
    flag: 'createStrategy',
  }),
  defineRoute({
    id: 'editStrategy',
    path: '/edit/:strategyAddress',
    screen: 'editStrategy',
    title: 'Edit a strategy',
    description: 'Edit a {product} liquidity vault you administer.',
    flag: 'createStrategy',
    params: strategy,
  }),
  defineRoute({
    id: 'liquidityPortfolioV1',
    path: '/liquidity/my-portfolio/v1',
    screen: 'liquidityPortfolioV1',
    title: 'Liquidity portfolio',
    description: 'Your {product} liquidity positions (previous portfolio).',
  }),
  defineRoute({
    id: 'advancedAnalytics',
    path: '/liquidity/:strategyAddress/advanced-analytics',
    screen: 'advancedAnalytics',
    title: 'Advanced analytics',
    description: 'Ranges, fees and performance of a {product} liquidity strategy.',
    params: strategy,
  }),
  defineRoute({
    id: 'advancedAnalyticsAll',
    path: '/liquidity/advanced-analytics',
    screen: 'advancedAnalytics',
    title: 'Advanced analytics',
    description: 'Ranges, fees and performance of {product} liquidity strategies.',
  }),
  defineRoute({
    id: 'strategy',
    path: '/liquidity/:strategyAddress',
    screen: 'strategy',
    title: 'Liquidity vault',
    description: 'Deposit into a {product} automated liquidity strategy.',
    params: strategy,
  }),
  defineRoute({
    id: 'strategyFull',
    path: '/liquidity/:strategyPair/:strategyAddress',
    screen: 'strategy',
    title: 'Liquidity vault',
    description: 'Deposit into a {product} automated liquidity strategy.',
    params: strategyFull,
  }),
  defineRoute({
    id: 'strategyDebug',
    path: '/liquidity/:strategyAddress/debug',
    screen: 'strategyDebug',
    title: 'Strategy debug',
    description: 'Raw state of a {product} liquidity strategy.',
    params: strategy,
  }),
  defineRoute({
    id: 'strategyFullDebug',
    path: '/liquidity/:strategyPair/:strategyAddress/debug',
    screen: 'strategyDebug',
    title: 'Strategy debug',
    description: 'Raw state of a {product} liquidity strategy.',
    params: strategyFull,
  }),
] as const;

export const portfolioRoutes = [
  defineRoute({
    id: 'portfolio',
    path: '/my-portfolio/:owner?',
    screen: 'portfolio',
    title: 'Portfolio',
    description: 'Your positions across every {product} product.',
    params: { owner: 'address' },
  }),
] as const;

export const legalRoutes = [
  defineRoute({
    id: 'terms',
    path: '/terms',
    screen: 'terms',
    title: 'Terms and conditions',
    description: 'The terms and conditions of the {product} interface.',
  }),
  defineRoute({
    id: 'privacy',
    path: '/privacy',
    screen: 'privacy',
    title: 'Privacy policy',
    description: 'How the {product} interface handles your data.',
  }),
] as const;

export const pointsRoutes = [
  defineRoute({
    id: 'points',
    path: '/points',
    screen: 'points',
    title: 'Points',
    description: 'Your {product} points, seasons and the leaderboard.',
    flag: 'pointsPage',
  }),
  defineRoute({
    id: 'referrals',
    path: '/referrals',
    screen: 'referrals',
    title: 'Referrals',
    description: 'Refer friends to {product} and earn points.',
    flag: 'referralPage',
  }),
  defineRoute({
    id: 'leaderboardReferrals',
    path: '/leaderboard-referrals',
    screen: 'leaderboardReferrals',
    title: 'Leaderboard and referrals',
    description: 'The {product} leaderboard and your referrals.',
  }),
] as const;

export const tokenRoutes = [
  defineRoute({
    id: 'seasonAirdrop',
    path: '/season-3-airdrop',
    screen: 'seasonAirdrop',
    title: 'Season 3 allocation',
    description: 'Check and claim your season 3 {product} token allocation.',
  }),
  defineRoute({
    id: 'stake',
    path: '/stake',
    screen: 'stake',
    title: 'Stake',
    description: 'Stake the {product} native token.',
  }),
  defineRoute({
    id: 'governance',
    path: '/governance-and-staking',
    screen: 'governance',
    title: 'Staking & Governance',
    description: 'Lock the native token, vote on proposals and track your voting power.',
    flag: 'governance',
  }),
  defineRoute({
    id: 'proposal',
    path: '/governance-and-staking/proposals/:proposalId',
    screen: 'proposal',
    title: 'Proposal',
    description: 'A {product} governance proposal and its votes.',
    flag: 'governance',
    params: { proposalId: 'address' },
  }),
  defineRoute({
    id: 'tradingView',
    path: '/tradingview',
    screen: 'tradingView',
    title: 'Charts',
    description: 'Price charts for {product} markets.',
  }),
] as const;

export const swapRoutes = [
  defineRoute({
    id: 'swap',
    path: '/swap',
    screen: 'swap',
    title: 'Swap',
    description: 'Swap tokens and place limit orders on {product}.',
  }),
  defineRoute({
    id: 'swapPair',
    path: '/swap/:mode?/:pairId?',
    screen: 'swap',
    title: 'Swap',
    description: 'Swap tokens and place limit orders on {product}.',
    flag: 'limitOrders',
    params: { mode: 'slug', pairId: 'slug' },
  }),
] as const;

export const earnRoutes = [
  defineRoute({
    id: 'earn',
    path: '/earn',
    screen: 'earn',
    title: 'Earn',
    description: 'Earn yield with {product} vaults.',
    flag: 'earn',
    decor: 'circles',
  }),
  defineRoute({
    id: 'earnLend',
    path: '/earn/lend',
    screen: 'earnLend',
    title: 'Lend',
    description: 'Curated {product} lending vaults.',
    flag: 'earn',
  }),
  defineRoute({
    id: 'earnLendVault',
    path: '/earn/lend/:vaultAddress',
    screen: 'earnLendVault',
    title: 'Lend vault',
    description: 'Deposit into a curated {product} lending vault.',
    flag: 'earn',
    params: { vaultAddress: 'address' },
  }),
] as const;

/** The newer generation's lending forms (O§2.1 "v3 base, multiply, leverage and dashboard"). */
export const lendingV3Routes = [
  defineRoute({
    id: 'v3.markets',
    path: LENDING_V3_BASE,
    screen: 'lendingMarkets',
    title: 'Markets',
    description: 'Lend and borrow assets in {product} lending markets.',
    flag: ['v3', 'lending'],
    decor: 'circles',
  }),
  defineRoute({
    id: 'v3.reserve',
    path: `${LENDING_V3_BASE}/reserve/:marketAddress/:reserveAddress`,
    screen: 'reserve',
    title: 'Reserve',
    description: 'Rates, caps, risk parameters and history of a {product} lending reserve.',
    flag: ['v3', 'lending'],
    params: { marketAddress: 'address', reserveAddress: 'address' },
  }),
  defineRoute({
    id: 'v3.dashboard',
    path: `${LENDING_V3_BASE}/dashboard/:marketAddress/:obligationAddress`,
    screen: 'obligationDashboard',
    title: 'Dashboard',
    description: 'Deposits, borrows, LTV and PnL of a {product} lending position.',
    flag: ['v3', 'lending'],
    decor: 'leftCircle',
    params: { marketAddress: 'address', obligationAddress: 'address' },
  }),
  defineRoute({
    id: 'v3.multiply',
    path: `${LENDING_V3_BASE}/multiply`,
    screen: 'multiplyList',
    title: 'Multiply',
    description: 'Automated leverage loops on {product} lending markets.',
    flag: ['v3', 'lending', 'multiply'],
    decor: 'circles',
  }),
  defineRoute({
    id: 'v3.leverage',
    path: `${LENDING_V3_BASE}/leverage`,
    screen: 'leverageList',
    title: 'Leverage',
    description: 'Go long or short with leverage on {product} lending markets.',
    flag: ['v3', 'lending', 'leverage'],
    decor: 'circles',
    keepScroll: true,
  }),
  defineRoute({
    id: 'v3.leverageVault',
    path: '/leverage/:market/:base/:quote',
    screen: 'leverageVault',
    title: 'Leverage vault',
    description: 'Open or manage a {product} leveraged long or short position.',
    flag: ['v3', 'lending', 'leverage'],
    keepScroll: true,
    params: { market: 'marketSlug', base: 'symbol', quote: 'symbol' },
  }),
] as const;

/** The manager generation's own screens. */
export const managerRoutes = [
  defineRoute({
    id: 'manager.main',
    path: '/',
    screen: 'manageMarkets',
    title: 'Markets',
    description: 'Create and manage {product} lending markets.',
  }),
] as const;

/** The route groups both consumer generations share (everything but the main page and lending). */
export const consumerRoutes: readonly RouteDef[] = [
  ...liquidityRoutes,
  ...portfolioRoutes,
  ...legalRoutes,
  ...pointsRoutes,
  ...tokenRoutes,
  ...swapRoutes,
  ...earnRoutes,
];

/**
 * Every route the product defines, with its path's literal type: the parameters each screen
 * receives are read off these (`ScreenParams`).
 */
export type ProductRoute =
  | (typeof liquidityRoutes)[number]
  | (typeof portfolioRoutes)[number]
  | (typeof legalRoutes)[number]
  | (typeof pointsRoutes)[number]
  | (typeof tokenRoutes)[number]
  | (typeof swapRoutes)[number]
  | (typeof earnRoutes)[number]
  | (typeof lendingV3Routes)[number]
  | (typeof managerRoutes)[number]
  | (typeof lendingSubRoutes)[number]
  | typeof leverageVaultByAddresses;
