import { Tabs } from '@keel/ui-kit';
import { useMemo, useState } from 'react';
import { useBrand } from '../../../brand/BrandContext';
import { ConnectPrompt } from '../../../common/ConnectPrompt';
import { useFailureToast } from '../../../common/useFailureToast';
import { useFlags } from '../../../flags/FlagsContext';
import { PageFrame } from '../../../layout/PageFrame';
import { brandText } from '../../../routing/brandText';
import type { ScreenProps } from '../../../routing/screenProps';
import { ActivityListSection } from '../../../sidePanel/activity/ActivityListSection';
import { useWalletState } from '../../../wallet/WalletStoreContext';
import { useWalletObligations } from '../../lending/data/walletObligations';
import { LENDING_TOASTS } from '../../lending/screens/lendingToasts';
import { resolvePortfolioOwner } from '../data/portfolioOwner';
import { EARN_KEY } from './EarnPositions';
import { PositionFilterProvider } from './filter/PositionFilterContext';
import { LIQUIDITY_KEY } from './LiquidityPositions';
import { usePositionReports } from './netValues';
import { PortfolioInsights } from './PortfolioInsights';
import { PortfolioSummary } from './PortfolioSummary';
import { PositionsPanel } from './PositionsPanel';
import { TransactionsExport } from './TransactionsExport';
import { unknownTotalReason } from './UnknownTotal';
import { STAKING_KEY } from './useStakingValue';
import { ViewerBanner } from './ViewerBanner';
import './portfolio.css';

type PortfolioTab = 'positions' | 'transactions';

function OwnerPortfolio({ owner }: { owner: string }) {
  const { earn } = useFlags();
  const obligations = useWalletObligations(owner);
  const { positions, error } = obligations;
  useFailureToast(error, LENDING_TOASTS.userPositions, `portfolio-positions-${owner}`);
  const [tab, setTab] = useState<PortfolioTab>('positions');
  const keys = useMemo(
    () =>
      error
        ? undefined
        : positions && [
            ...positions.map((p) => p.obligation.address.toBase58()),
            STAKING_KEY,
            LIQUIDITY_KEY,
            ...(earn ? [EARN_KEY] : []),
          ],
    [positions, error, earn],
  );
  const { report, total, reports, failedGroups } = usePositionReports(keys);
  const unknownReason =
    error || total === null ? unknownTotalReason(Boolean(error), failedGroups) : undefined;
  return (
    <>
      <PortfolioSummary owner={owner} total={total} unknownReason={unknownReason} />
      <Tabs<PortfolioTab>
        label="Portfolio"
        value={tab}
        onValueChange={setTab}
        tabs={[
          {
            id: 'positions',
            label: 'My Positions',
            content: (
              <>
                <PositionFilterProvider>
                  <PositionsPanel owner={owner} obligations={obligations} report={report} />
                </PositionFilterProvider>
                <PortfolioInsights owner={owner} reports={reports} />
              </>
            ),
          },
          {
            id: 'transactions',
            label: 'Transactions',
            content: (
              <ActivityListSection
                owner={owner}
                tall
                toolbar={(entries) => <TransactionsExport owner={owner} entries={entries} />}
              />
            ),
          },
        ]}
      />
    </>
  );
}

/**
 * The portfolio (O§6): the connected wallet's, or read-only another wallet's with the viewer
 * banner: the net value or wallet balance, then the tabs My Positions (the market filter, the
 * liquidity, lending, multiply and leverage positions grouped by product, the earn vaults and the
 * staked native token, then Analytics / Stats / Transaction History) and Transactions (the wallet's transaction
 * history with its CSV export).
 */
export default function PortfolioScreen({ route, params }: ScreenProps<'portfolio'>) {
  const brand = useBrand();
  const connected = useWalletState((state) => state.session?.address ?? null);
  const owner = resolvePortfolioOwner(params.owner, connected);
  return (
    <PageFrame title={brandText(route.title, brand)} subtitle={brandText(route.description, brand)}>
      {owner.kind === 'connect' ? (
        <ConnectPrompt text="Connect a wallet to see your portfolio." />
      ) : (
        <>
          {owner.isOwner ? null : <ViewerBanner owner={owner.owner} />}
          <OwnerPortfolio owner={owner.owner} />
        </>
      )}
    </PageFrame>
  );
}
