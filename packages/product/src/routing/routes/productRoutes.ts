import type { RouteDef } from '../types';
import { LENDING_V3_BASE } from './lendingBase';

const strategy = { strategyAddress: 'address' } as const;
const strategyFull = { strategyPair: 'strategyPair', strategyAddress: 'address' } as const;

/** Liquidity strategies. The full strategy form's first segment is '{tokenA}-{tokenB}-{provider}'. */
export const liquidityRoutes: readonly RouteDef[] = [
  {
    id: 'liquidity',
    path: '/liquidity',
    screen: 'liquidityList',
    title: 'Liquidity',
    description: 'Automated concentrated-liquidity strategies on Orca, Raydium and Meteora.',
    decor: 'circles',
  },
  {
    id: 'createStrategy',
    path: '/create',
    screen: 'createStrategy',
    title: 'Create a strategy',
    description: 'Create your own {product} liquidity vault.',
    flag: 'createStrategy',
  },
  {
    id: 'editStrategy',
    path: '/edit/:strategyAddress',
    screen: 'editStrategy',
    title: 'Edit a strategy',
    description: 'Edit a {product} liquidity vault you administer.',
    flag: 'createStrategy',
    params: strategy,
  },
  {
    id: 'liquidityPortfolioV1',
    path: '/liquidity/my-portfolio/v1',
    screen: 'liquidityPortfolioV1',
    title: 'Liquidity portfolio',
    description: 'Your {product} liquidity positions (previous portfolio).',
  },
  {
    id: 'advancedAnalytics',
    path: '/liquidity/:strategyAddress/advanced-analytics',
    screen: 'advancedAnalytics',
    title: 'Advanced analytics',
    description: 'Ranges, fees and performance of a {product} liquidity strategy.',
    params: strategy,
  },
  {
    id: 'advancedAnalyticsAll',
    path: '/liquidity/advanced-analytics',
    screen: 'advancedAnalytics',
    title: 'Advanced analytics',
    description: 'Ranges, fees and performance of {product} liquidity strategies.',
  },
  {
    id: 'strategy',
    path: '/liquidity/:strategyAddress',
    screen: 'strategy',
    title: 'Liquidity vault',
    description: 'Deposit into a {product} automated liquidity strategy.',
    params: strategy,
  },
  {
    id: 'strategyFull',
    path: '/liquidity/:strategyPair/:strategyAddress',
    screen: 'strategy',
    title: 'Liquidity vault',
    description: 'Deposit into a {product} automated liquidity strategy.',
    params: strategyFull,
  },
  {
    id: 'strategyDebug',
    path: '/liquidity/:strategyAddress/debug',
    screen: 'strategyDebug',
    title: 'Strategy debug',
    description: 'Raw state of a {product} liquidity strategy.',
    params: strategy,
  },
  {
    id: 'strategyFullDebug',
    path: '/liquidity/:strategyPair/:strategyAddress/debug',
    screen: 'strategyDebug',
    title: 'Strategy debug',
    description: 'Raw state of a {product} liquidity strategy.',
    params: strategyFull,
  },
];

export const portfolioRoutes: readonly RouteDef[] = [
  {
    id: 'portfolio',
    path: '/my-portfolio/:owner?',
    screen: 'portfolio',
    title: 'Portfolio',
    description: 'Your positions across every {product} product.',
    params: { owner: 'address' },
  },
];

export const legalRoutes: readonly RouteDef[] = [
  {
    id: 'terms',
    path: '/terms',
    screen: 'terms',
    title: 'Terms and conditions',
    description: 'The terms and conditions of the {product} interface.',
  },
  {
    id: 'privacy',
    path: '/privacy',
    screen: 'privacy',
    title: 'Privacy policy',
    description: 'How the {product} interface handles your data.',
  },
];

export const pointsRoutes: readonly RouteDef[] = [
  {
    id: 'points',
    path: '/points',
    screen: 'points',
    title: 'Points',
    description: 'Your {product} points, seasons and the leaderboard.',
    flag: 'pointsPage',
  },
  {
    id: 'referrals',
    path: '/referrals',
    screen: 'referrals',
    title: 'Referrals',
    description: 'Refer friends to {product} and earn points.',
    flag: 'referralPage',
  },
  {
    id: 'leaderboardReferrals',
    path: '/leaderboard-referrals',
    screen: 'leaderboardReferrals',
    title: 'Leaderboard and referrals',
    description: 'The {product} leaderboard and your referrals.',
  },
];

export const tokenRoutes: readonly RouteDef[] = [
  {
    id: 'seasonAirdrop',
    path: '/season-3-airdrop',
    screen: 'seasonAirdrop',
    title: 'Season 3 allocation',
    description: 'Check and claim your season 3 {product} token allocation.',
  },
  {
    id: 'stake',
    path: '/stake',
    screen: 'stake',
    title: 'Stake',
    description: 'Stake the {product} native token.',
  },
  {
    id: 'governance',
    path: '/governance-and-staking',
    screen: 'governance',
    title: 'Staking & Governance',
    description: 'Lock the native token, vote on proposals and track your voting power.',
    flag: 'governance',
  },
  {
    id: 'proposal',
    path: '/governance-and-staking/proposals/:proposalId',
    screen: 'proposal',
    title: 'Proposal',
    description: 'A {product} governance proposal and its votes.',
    flag: 'governance',
    params: { proposalId: 'address' },
  },
  {
    id: 'tradingView',
    path: '/tradingview',
    screen: 'tradingView',
    title: 'Charts',
    description: 'Price charts for {product} markets.',
  },
];

export const swapRoutes: readonly RouteDef[] = [
  {
    id: 'swap',
    path: '/swap',
    screen: 'swap',
    title: 'Swap',
    description: 'Swap tokens and place limit orders on {product}.',
  },
  {
    id: 'swapPair',
    path: '/swap/:mode?/:pairId?',
    screen: 'swap',
    title: 'Swap',
    description: 'Swap tokens and place limit orders on {product}.',
    flag: 'limitOrders',
    params: { mode: 'slug', pairId: 'slug' },
  },
];

export const earnRoutes: readonly RouteDef[] = [
  {
    id: 'earn',
    path: '/earn',
    screen: 'earn',
    title: 'Earn',
    description: 'Earn yield with {product} vaults.',
    flag: 'earn',
    decor: 'circles',
  },
  {
    id: 'earnLend',
    path: '/earn/lend',
    screen: 'earnLend',
    title: 'Lend',
    description: 'Curated {product} lending vaults.',
    flag: 'earn',
  },
  {
    id: 'earnLendVault',
    path: '/earn/lend/:vaultAddress',
    screen: 'earnLendVault',
    title: 'Lend vault',
    description: 'Deposit into a curated {product} lending vault.',
    flag: 'earn',
    params: { vaultAddress: 'address' },
  },
];

/** The newer generation's lending forms (O§2.1 "v3 base, multiply, leverage and dashboard"). */
export const lendingV3Routes: readonly RouteDef[] = [
  {
    id: 'v3.markets',
    path: LENDING_V3_BASE,
    screen: 'lendingMarkets',
    title: 'Markets',
    description: 'Lend and borrow assets in {product} lending markets.',
    flag: ['v3', 'lending'],
    decor: 'circles',
  },
  {
    id: 'v3.reserve',
    path: `${LENDING_V3_BASE}/reserve/:marketAddress/:reserveAddress`,
    screen: 'reserve',
    title: 'Reserve',
    description: 'Rates, caps, risk parameters and history of a {product} lending reserve.',
    flag: ['v3', 'lending'],
    params: { marketAddress: 'address', reserveAddress: 'address' },
  },
  {
    id: 'v3.dashboard',
    path: `${LENDING_V3_BASE}/dashboard/:marketAddress/:obligationAddress`,
    screen: 'obligationDashboard',
    title: 'Dashboard',
    description: 'Deposits, borrows, LTV and PnL of a {product} lending position.',
    flag: ['v3', 'lending'],
    decor: 'leftCircle',
    params: { marketAddress: 'address', obligationAddress: 'address' },
  },
  {
    id: 'v3.multiply',
    path: `${LENDING_V3_BASE}/multiply`,
    screen: 'multiplyList',
    title: 'Multiply',
    description: 'Automated leverage loops on {product} lending markets.',
    flag: ['v3', 'lending', 'multiply'],
    decor: 'circles',
  },
  {
    id: 'v3.leverage',
    path: `${LENDING_V3_BASE}/leverage`,
    screen: 'leverageList',
    title: 'Leverage',
    description: 'Go long or short with leverage on {product} lending markets.',
    flag: ['v3', 'lending', 'leverage'],
    decor: 'circles',
    keepScroll: true,
  },
  {
    id: 'v3.leverageVault',
    path: '/leverage/:market/:base/:quote',
    screen: 'leverageVault',
    title: 'Leverage vault',
    description: 'Open or manage a {product} leveraged long or short position.',
    flag: ['v3', 'lending', 'leverage'],
    keepScroll: true,
    params: { market: 'marketSlug', base: 'symbol', quote: 'symbol' },
  },
];

/** The manager generation's own screens. */
export const managerRoutes: readonly RouteDef[] = [
  {
    id: 'manager.main',
    path: '/',
    screen: 'manageMarkets',
    title: 'Markets',
    description: 'Create and manage {product} lending markets.',
  },
];

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
