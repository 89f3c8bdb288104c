import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { ScreenId } from './screenIds';
import type { ScreenProps } from './screenProps';

type LazyScreen = LazyExoticComponent<ComponentType<ScreenProps>>;

const pending: LazyScreen = lazy(() => import('./system/PendingScreen'));
const terms: LazyScreen = lazy(() => import('../domains/legal/screens/TermsPage'));
const privacy: LazyScreen = lazy(() => import('../domains/legal/screens/PrivacyPage'));
const reserve: LazyScreen = lazy(() => import('../domains/lending/screens/reserve/ReserveScreen'));
const obligation: LazyScreen = lazy(
  () => import('../domains/lending/screens/obligation/ObligationScreen'),
);
const landing: LazyScreen = lazy(() => import('../domains/landing/screens/LandingScreen'));
const lendingMarkets: LazyScreen = lazy(
  () => import('../domains/lending/screens/markets/LendingMarketsScreen'),
);
const governance: LazyScreen = lazy(() => import('../domains/governance/screens/GovernanceScreen'));
const proposal: LazyScreen = lazy(() => import('../domains/governance/screens/ProposalScreen'));
const stake: LazyScreen = lazy(() => import('../domains/governance/screens/StakeScreen'));
const liquidate: LazyScreen = lazy(
  () => import('../domains/lending/screens/liquidate/LiquidateScreen'),
);
const lendingVaults: LazyScreen = lazy(
  () => import('../domains/lending/screens/vaults/VaultsScreen'),
);
const lendingVault: LazyScreen = lazy(
  () => import('../domains/lending/screens/vaults/VaultScreen'),
);

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
