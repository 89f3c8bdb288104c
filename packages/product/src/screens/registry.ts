import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { ScreenId } from './screenIds';
import type { ScreenProps } from './types';

type LazyScreen = LazyExoticComponent<ComponentType<ScreenProps>>;

const pending: LazyScreen = lazy(() => import('./pending/PendingScreen'));
const terms: LazyScreen = lazy(() => import('./legal/TermsPage'));
const privacy: LazyScreen = lazy(() => import('./legal/PrivacyPage'));
const reserve: LazyScreen = lazy(() => import('./lending/reserve/ReserveScreen'));
const obligation: LazyScreen = lazy(() => import('./lending/obligation/ObligationScreen'));
const landing: LazyScreen = lazy(() => import('./landing/LandingScreen'));
const lendingMarkets: LazyScreen = lazy(() => import('./lending/markets/LendingMarketsScreen'));
const governance: LazyScreen = lazy(() => import('./governance/GovernanceScreen'));
const proposal: LazyScreen = lazy(() => import('./governance/ProposalScreen'));
const stake: LazyScreen = lazy(() => import('./governance/StakeScreen'));
const liquidate: LazyScreen = lazy(() => import('./lending/liquidate/LiquidateScreen'));
const lendingVaults: LazyScreen = lazy(() => import('./lending/vaults/VaultsScreen'));
const lendingVault: LazyScreen = lazy(() => import('./lending/vaults/VaultScreen'));

/**
 * Every screen, lazily loaded so that only the shell is in the first download. Screens whose data
 * layer has not landed render the pending frame.
 */
export const screenRegistry: Record<ScreenId, LazyScreen> = {
  lendingMarkets,
  landing,
  liquidityList: pending,
  createStrategy: pending,
  editStrategy: pending,
  portfolio: pending,
  liquidityPortfolioV1: pending,
  advancedAnalytics: pending,
  strategy: pending,
  strategyDebug: pending,
  terms,
  privacy,
  points: pending,
  referrals: pending,
  seasonAirdrop: pending,
  stake,
  tradingView: pending,
  governance,
  proposal,
  swap: pending,
  leaderboardReferrals: pending,
  earn: pending,
  earnLend: pending,
  earnLendVault: pending,
  multiplyList: pending,
  multiplyVault: pending,
  lendingSwap: pending,
  liquidate,
  reserve,
  obligationDashboard: obligation,
  leverageDashboard: obligation,
  obligation,
  lendingVaults,
  lendingVault,
  curator: pending,
  leverageList: pending,
  leverageVault: pending,
  manageVaults: pending,
  manageMarkets: pending,
};
