import type { ComponentType, LazyExoticComponent } from 'react';
import { lazy } from './preloadableLazy';
import type { ScreenId } from './screenIds';
import type { ScreenProps } from './screenProps';

/** A lazily loaded screen that reads the parameters of screen `S`'s routes. */
type LazyScreen<S extends ScreenId> = LazyExoticComponent<ComponentType<ScreenProps<S>>>;

type ScreenRegistry = { readonly [S in ScreenId]: LazyScreen<S> };

const terms = lazy(() => import('../domains/legal/screens/TermsPage'));
const privacy = lazy(() => import('../domains/legal/screens/PrivacyPage'));
const reserve = lazy(() => import('../domains/lending/screens/reserve/ReserveScreen'));
const obligation = lazy(() => import('../domains/lending/screens/obligation/ObligationScreen'));
const landing = lazy(() => import('../domains/landing/screens/LandingScreen'));
const lendingMarkets = lazy(
  () => import('../domains/lending/screens/markets/LendingMarketsScreen'),
);
const governance = lazy(() => import('../domains/governance/screens/GovernanceScreen'));
const proposal = lazy(() => import('../domains/governance/screens/ProposalScreen'));
const stake = lazy(() => import('../domains/governance/screens/StakeScreen'));
const liquidate = lazy(() => import('../domains/lending/screens/liquidate/LiquidateScreen'));
const lendingSwap = lazy(() => import('../domains/lending/screens/swap/LendingSwapScreen'));
const lendingVaults = lazy(() => import('../domains/lending/screens/vaults/VaultsScreen'));
const lendingVault = lazy(() => import('../domains/lending/screens/vaults/VaultScreen'));
const liquidityList = lazy(() => import('../domains/liquidity/screens/LiquidityListScreen'));
const strategyDebug = lazy(
  () => import('../domains/liquidity/screens/strategy/StrategyDebugScreen'),
);
const strategy = lazy(() => import('../domains/liquidity/screens/strategy/StrategyScreen'));
const createStrategy = lazy(
  () => import('../domains/liquidity/screens/creator/CreateStrategyScreen'),
);
const editStrategy = lazy(() => import('../domains/liquidity/screens/creator/EditStrategyScreen'));
const liquidityPortfolioV1 = lazy(
  () => import('../domains/liquidity/screens/portfolioV1/LiquidityPortfolioV1Screen'),
);
const advancedAnalytics = lazy(
  () => import('../domains/liquidity/screens/analytics/AdvancedAnalyticsScreen'),
);
const portfolio = lazy(() => import('../domains/portfolio/screens/PortfolioScreen'));
const multiplyList = lazy(() => import('../domains/multiply/screens/MultiplyListScreen'));
const leverageList = lazy(() => import('../domains/multiply/screens/LeverageListScreen'));
const multiplyVault = lazy(() => import('../domains/multiply/screens/MultiplyVaultScreen'));
const leverageVault = lazy(() => import('../domains/multiply/screens/LeverageVaultScreen'));
const seasonAirdrop = lazy(() => import('../domains/airdrop/screens/SeasonAirdropScreen'));
const swap = lazy(() => import('../domains/swap/screens/SwapScreen'));
const tradingView = lazy(() => import('../domains/swap/screens/TradingViewScreen'));
const points = lazy(() => import('../domains/points/screens/PointsScreen'));
const referrals = lazy(() => import('../domains/points/screens/ReferralsScreen'));
const manageMarkets = lazy(() => import('../domains/manage/screens/ManageMarketsScreen'));
const manageVaults = lazy(() => import('../domains/manageVaults/screens/ManageVaultsScreen'));
const earnHub = lazy(() => import('../domains/earn/screens/EarnHubScreen'));
const earnVault = lazy(() => import('../domains/earn/screens/EarnVaultScreen'));
const curator = lazy(() => import('../domains/earn/screens/CuratorScreen'));
const leaderboardReferrals = lazy(
  () => import('../domains/points/screens/ReferralLeaderboardScreen'),
);

/** Every screen, lazily loaded so that only the shell is in the first download. */
export const screenRegistry = {
  lendingMarkets,
  landing,
  liquidityList,
  createStrategy,
  editStrategy,
  portfolio,
  liquidityPortfolioV1,
  advancedAnalytics,
  strategy,
  strategyDebug,
  terms,
  privacy,
  points,
  referrals,
  seasonAirdrop,
  stake,
  tradingView,
  governance,
  proposal,
  swap,
  leaderboardReferrals,
  earn: earnHub,
  earnLend: earnHub,
  earnLendVault: earnVault,
  multiplyList,
  multiplyVault,
  lendingSwap,
  liquidate,
  reserve,
  obligationDashboard: obligation,
  leverageDashboard: obligation,
  obligation,
  lendingVaults,
  lendingVault,
  curator,
  leverageList,
  leverageVault,
  manageVaults,
  manageMarkets,
} satisfies ScreenRegistry;
