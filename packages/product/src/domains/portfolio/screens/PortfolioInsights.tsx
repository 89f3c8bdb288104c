import { Tabs } from '@keel/ui-kit';
import { useState } from 'react';
import { ActivityListSection } from '../../../sidePanel/activity/ActivityListSection';
import type { PositionReport } from '../data/figures/positionReport';
import { PortfolioCharts } from './charts/PortfolioCharts';
import { PositionStats } from './PositionStats';

type InsightTab = 'analytics' | 'stats' | 'history';

/**
 * D§2's third tab group under the positions: Analytics (the net-value and PnL charts), Stats (the
 * figures per product) and Transaction History (the wallet's transactions).
 */
export function PortfolioInsights({
  owner,
  reports,
}: {
  owner: string;
  reports: readonly PositionReport[];
}) {
  const [tab, setTab] = useState<InsightTab>('analytics');
  return (
    <Tabs<InsightTab>
      label="Portfolio insights"
      value={tab}
      onValueChange={setTab}
      tabs={[
        { id: 'analytics', label: 'Analytics', content: <PortfolioCharts owner={owner} /> },
        { id: 'stats', label: 'Stats', content: <PositionStats reports={reports} /> },
        {
          id: 'history',
          label: 'Transaction History',
          content: <ActivityListSection owner={owner} />,
        },
      ]}
    />
  );
}
