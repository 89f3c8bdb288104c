import { ChoiceGroup, Tabs } from '@keel/ui-kit';
import { useBrand } from '../../../brand/BrandContext';
import { PageFrame } from '../../../layout/PageFrame';
import { brandText } from '../../../routing/brandText';
import type { ScreenProps } from '../../../routing/screenProps';
import { useWalletState } from '../../../wallet/WalletStoreContext';
import { type PointsTab, SEASON_TABS, type SeasonTab } from '../data/pointsQuery';
import { usePointsQuery } from '../data/usePointsQuery';
import { BoostsTab } from './BoostsTab';
import { BreakdownTab } from './BreakdownTab';
import { HowItWorks } from './HowItWorks';
import { LeaderboardTab } from './LeaderboardTab';
import { PointsSummary } from './PointsSummary';
import { PortfolioPreview } from './PortfolioPreview';
import { seasonLabel } from './seasonLabel';
import { WalletChip } from './WalletChip';
import './points.css';

/**
 * The points page (D§2, D§3, D§9): the wallet's real-time totals, everyone's, the portfolio
 * preview, then the season and the tabs Leaderboard, My Breakdown, Rates & Boosts and How it
 * Works. Tab, season, sorts and leaderboard page live in the address bar.
 */
export default function PointsScreen({ route }: ScreenProps<'points'>) {
  const brand = useBrand();
  const wallet = useWalletState((state) => state.session?.address ?? null);
  const [query, update] = usePointsQuery();
  return (
    <PageFrame
      title={brandText(route.title, brand)}
      subtitle={brandText(route.description, brand)}
      actions={wallet ? <WalletChip address={wallet} /> : null}
    >
      <div className="keel-points">
        <PointsSummary wallet={wallet} seasonTab={query.seasonTab} />
        {wallet ? <PortfolioPreview wallet={wallet} /> : null}
        <ChoiceGroup<SeasonTab>
          legend="Season"
          options={SEASON_TABS.map((tab) => ({ id: tab, label: seasonLabel(tab) }))}
          value={query.seasonTab}
          onChange={(seasonTab) => update({ seasonTab, page: undefined })}
        />
        <Tabs<PointsTab>
          label="Points"
          value={query.tab}
          onValueChange={(tab) => update({ tab })}
          tabs={[
            {
              id: 'leaderboard',
              label: 'Leaderboard',
              content: <LeaderboardTab query={query} update={update} wallet={wallet} />,
            },
            {
              id: 'breakdown',
              label: 'My Breakdown',
              content: <BreakdownTab query={query} update={update} wallet={wallet} />,
            },
            {
              id: 'boost',
              label: 'Rates & Boosts',
              content: <BoostsTab query={query} update={update} />,
            },
            { id: 'info', label: 'How it Works', content: <HowItWorks /> },
          ]}
        />
      </div>
    </PageFrame>
  );
}
