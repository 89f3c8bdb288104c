import { formatPortfolioTotal, formatStakedAmount } from '@keel/core-math';
import { NoValue, Tabs } from '@keel/ui-kit';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useBrand } from '../brand/BrandContext';
import { useStakedNativeToken } from '../domains/governance/data/hooks';
import { POINTS_NOT_LOADED, useWalletSeasonPoints } from '../domains/points/data/walletPoints';
import { PortfolioNetValue } from '../domains/portfolio/screens/PortfolioNetValue';
import { type SummaryKind, SummaryToggle } from '../domains/portfolio/screens/SummaryToggle';
import { BALANCES_NOT_LOADED, UnknownTotal } from '../domains/portfolio/screens/UnknownTotal';
import { useFlags } from '../flags/FlagsContext';
import { ActivityListSection } from './activity/ActivityListSection';
import { RecentTransactions } from './activity/RecentTransactions';
import { BalancesTab } from './balances/BalancesTab';
import { useWalletBalances } from './balances/useWalletBalances';
import { totalBalanceValue } from './balances/walletBalances';
import { PositionsTab } from './positions/PositionsTab';

/**
 * The Main view (O§2.7): wallet balance / positions toggle, the staked native token and points
 * links, and the balances, positions and activity (recent transactions, then the wallet's
 * transaction history) tabs.
 */
export function MainView({ address, onNavigate }: { address: string; onNavigate(): void }) {
  const brand = useBrand();
  const flags = useFlags();
  const [summary, setSummary] = useState<SummaryKind>('balance');
  const balances = useWalletBalances(address);
  const staked = useStakedNativeToken(address);
  const points = useWalletSeasonPoints(address);
  const stakePath = flags.governanceEmptyState ? '/governance-and-staking' : '/stake';
  return (
    <div className="keel-side-panel__main">
      <SummaryToggle value={summary} onChange={setSummary} />
      <p className="keel-side-panel__total" aria-live="polite">
        {summary === 'balance' ? (
          balances.error ? (
            <UnknownTotal reason={BALANCES_NOT_LOADED} />
          ) : balances.totalPending ? (
            '…'
          ) : (
            // The same figure as the portfolio's Wallet balance ('< $0.01' below a cent).
            formatPortfolioTotal(totalBalanceValue(balances.rows))
          )
        ) : (
          <PortfolioNetValue owner={address} />
        )}
      </p>
      <div className="keel-side-panel__stats">
        <Link to={stakePath} className="keel-side-panel__stat" onClick={onNavigate}>
          <span>Staked {brand.nativeTokenSymbol}</span>
          <span data-testid="staked-native-token">
            {staked.amount !== undefined ? (
              formatStakedAmount(staked.amount)
            ) : staked.error ? (
              <NoValue reason="Staked amount could not be loaded" />
            ) : (
              '…'
            )}
          </span>
        </Link>
        <Link to="/points" className="keel-side-panel__stat" onClick={onNavigate}>
          <span>Points</span>
          <span data-testid="wallet-points">
            {points.failed ? <NoValue reason={POINTS_NOT_LOADED} /> : (points.points ?? '…')}
          </span>
        </Link>
      </div>
      <Tabs
        label="Wallet"
        fullWidth
        tabs={[
          {
            id: 'balances',
            label: 'Balances',
            content: <BalancesTab {...balances} />,
          },
          {
            id: 'positions',
            label: 'Positions',
            content: <PositionsTab address={address} onNavigate={onNavigate} />,
          },
          {
            id: 'activity',
            label: 'Activity',
            content: (
              <>
                <RecentTransactions address={address} />
                <ActivityListSection owner={address} />
              </>
            ),
          },
        ]}
      />
    </div>
  );
}
