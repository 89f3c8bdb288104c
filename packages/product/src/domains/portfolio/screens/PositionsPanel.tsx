import { Button, Skeleton } from '@keel/ui-kit';
import { useFlags } from '../../../flags/FlagsContext';
import type {
  WalletObligation,
  WalletObligationsResult,
} from '../../lending/data/walletObligations';
import { lendingBaseForApp } from '../../lending/screens/lendingPaths';
import { obligationGroup, POSITION_GROUPS, type PositionGroup } from '../data/productGroups';
import { AtRiskPositions } from './atRisk/AtRiskPositions';
import { atRiskPositions, orderByRisk } from './atRisk/riskOrder';
import { RiskProbes, useRiskReports } from './atRisk/useRiskReports';
import { EarnPositions } from './EarnPositions';
import { NoneShownMessage, PositionFilterBar } from './filter/PositionFilterBar';
import { LendingPositionRow } from './LendingPositionRow';
import { LiquidityPositions } from './LiquidityPositions';
import type { ReportPosition } from './netValues';
import { PORTFOLIO_TOASTS } from './portfolioToasts';
import { StakingPositionRow } from './StakingPositionRow';

function PositionGroupList({
  group,
  positions,
  base,
  report,
}: {
  group: PositionGroup;
  positions: WalletObligation[];
  base: string;
  report: ReportPosition;
}) {
  return (
    <section className="keel-portfolio__group" aria-label={`${group} positions`}>
      <h2>
        {group} <span className="keel-portfolio__count">{positions.length}</span>
      </h2>
      <ul className="keel-portfolio__list">
        {positions.map((position) => (
          <LendingPositionRow
            key={position.obligation.address.toBase58()}
            position={position}
            base={base}
            onReport={report}
          />
        ))}
      </ul>
    </section>
  );
}

/**
 * The My Positions tab: the at-risk obligations first (how many, each against its thresholds),
 * liquidity, then the obligations by product group, the earn vaults (with
 * the earn flag), then the staked native token, under the market filter; every source reports its
 * figures for the total and Stats.
 */
export function PositionsPanel({
  owner,
  obligations,
  report,
}: {
  owner: string;
  obligations: WalletObligationsResult;
  report: ReportPosition;
}) {
  const flags = useFlags();
  const base = lendingBaseForApp(flags.v3);
  const { positions, error, refetch } = obligations;
  const { risks, report: reportRisk } = useRiskReports();
  const groups = POSITION_GROUPS.map((group) => ({
    group,
    // Within a group too, at-risk positions come first.
    positions: orderByRisk(
      (positions ?? []).filter((p) => obligationGroup(p.obligation.tag) === group),
      risks,
    ),
  })).filter((entry) => entry.positions.length > 0);
  return (
    <>
      <RiskProbes positions={positions} onReport={reportRisk} />
      <AtRiskPositions positions={atRiskPositions(positions, risks)} risks={risks} base={base} />
      {error ? (
        <div role="alert" className="keel-portfolio__error">
          <p>{PORTFOLIO_TOASTS.userPositions}</p>
          <Button variant="secondary" onClick={refetch}>
            Retry
          </Button>
        </div>
      ) : null}
      <PositionFilterBar />
      {positions === undefined && !error ? <Skeleton shape="block" height={160} /> : null}
      <LiquidityPositions owner={owner} onReport={report} />
      {positions !== undefined && positions.length === 0 ? <p>No lending positions</p> : null}
      {groups.map(({ group, positions: list }) => (
        <PositionGroupList key={group} group={group} positions={list} base={base} report={report} />
      ))}
      {flags.earn ? <EarnPositions owner={owner} onReport={report} /> : null}
      <StakingPositionRow owner={owner} onReport={report} />
      <NoneShownMessage />
    </>
  );
}
