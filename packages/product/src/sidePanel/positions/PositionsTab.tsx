import type { Obligation } from '@keel/chain-readers';
import { formatPercent, formatUsd } from '@keel/core-math';
import { Button, Skeleton } from '@keel/ui-kit';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useAnalytics } from '../../analytics/AnalyticsContext';
import { useFailureToast } from '../../common/useFailureToast';
import { useLendingMarketState } from '../../domains/lending/data/hooks';
import {
  useValuedObligation,
  useWalletObligations,
  type WalletObligation,
} from '../../domains/lending/data/walletObligations';
import { lendingBaseForApp } from '../../domains/lending/screens/lendingPaths';
import { LENDING_TOASTS } from '../../domains/lending/screens/lendingToasts';
import { obligationGroup, POSITION_GROUPS } from '../../domains/portfolio/data/productGroups';
import { AtRiskPositions } from '../../domains/portfolio/screens/atRisk/AtRiskPositions';
import { atRiskPositions, orderByRisk } from '../../domains/portfolio/screens/atRisk/riskOrder';
import { RiskProbes, useRiskReports } from '../../domains/portfolio/screens/atRisk/useRiskReports';
import { ObligationName } from '../../domains/portfolio/screens/ObligationName';
import { useFlags } from '../../flags/FlagsContext';
import { EarnAccordion } from './EarnAccordion';
import { LiquidityAccordion } from './LiquidityAccordion';
import { positionEvents } from './positionEvents';
import { type PositionTargetInput, positionTarget } from './positionTargets';

type ObligationGroup = PositionTargetInput['group'];

const groupOf = (position: WalletObligation) =>
  obligationGroup(position.obligation.tag) as ObligationGroup;

function PositionFigures({ obligation }: { obligation: Obligation }) {
  const view = useValuedObligation(obligation);
  if (!view) return <span className="keel-side-panel__muted">…</span>;
  return (
    <span className="keel-positions__figures">
      <span>{formatUsd(view.stats.netAccountValue)}</span>
      {view.stats.hasDebt ? (
        <span className={`keel-risk--${view.risk}`} data-risk={view.risk}>
          LTV {formatPercent(view.stats.loanToValue)}
        </span>
      ) : null}
    </span>
  );
}

function PositionRow({
  position,
  group,
  onOpen,
}: {
  position: WalletObligation;
  group: ObligationGroup;
  onOpen: () => void;
}) {
  const flags = useFlags();
  const { market, obligation } = position;
  // The v3 leverage route names the reserves' symbols: read from the (cached) market.
  const state = useLendingMarketState(group === 'Long/Short' ? market.address : undefined);
  const to = positionTarget({
    group,
    base: lendingBaseForApp(flags.v3),
    v3: flags.v3,
    market,
    obligation,
    reserves: state.data?.reserves,
  });
  return (
    <li className="keel-positions__row">
      <Link to={to} className="keel-positions__link" onClick={onOpen}>
        <span className="keel-positions__name">
          <ObligationName position={position} />
        </span>
        <PositionFigures obligation={obligation} />
      </Link>
    </li>
  );
}

function ObligationAccordion({
  group,
  positions,
  failed,
  failure,
  onOpen,
}: {
  group: ObligationGroup;
  positions: WalletObligation[] | undefined;
  failed: boolean;
  /** The failure block with its Retry, in one accordion only. */
  failure: ReactNode;
  onOpen(position: WalletObligation, group: ObligationGroup): void;
}) {
  let list: ReactNode = null;
  if (!positions) {
    list = failed ? null : <Skeleton shape="block" height={80} />;
  } else if (positions.length === 0) {
    list = failed ? null : <p className="keel-side-panel__muted">No positions</p>;
  } else {
    list = (
      <ul className="keel-positions__list" aria-label={`${group} positions`}>
        {positions.map((position) => (
          <PositionRow
            key={position.obligation.address.toBase58()}
            position={position}
            group={group}
            onOpen={() => onOpen(position, group)}
          />
        ))}
      </ul>
    );
  }
  return (
    <details className="keel-positions__accordion" open>
      <summary>
        {group}
        {positions && positions.length > 0 ? (
          <span className="keel-positions__count">{positions.length}</span>
        ) : null}
      </summary>
      {failure}
      {list}
    </details>
  );
}

/**
 * The side panel's positions tab (D§2): the at-risk obligations first (how many, each opening its
 * dashboard), then the accordions Liquidity, Borrow/Lend, Multiply and
 * Long/Short, then Earn with the earn flag. Obligations go to their tag's accordion, each opening
 * its D§2 target (closing the panel and recording the click); earn holdings open their vault.
 */
export function PositionsTab({ address, onNavigate }: { address: string; onNavigate(): void }) {
  const analytics = useAnalytics();
  const flags = useFlags();
  const { positions, error, refetch } = useWalletObligations(address);
  const { risks, report: reportRisk } = useRiskReports();
  // D§8 lists it among the error toasts; the inline retry stays for the panel itself.
  useFailureToast(error, LENDING_TOASTS.userPositions, `user-positions-${address}`);
  const open = (position: WalletObligation, group: ObligationGroup) => {
    analytics.track(positionEvents.open(group), {
      market: position.market.address,
      obligation: position.obligation.address.toBase58(),
    });
    onNavigate();
  };
  const failure = error ? (
    <div role="alert" className="keel-positions__error">
      <p>{LENDING_TOASTS.userPositions}</p>
      <Button variant="secondary" onClick={refetch}>
        Retry
      </Button>
    </div>
  ) : null;
  const groups = POSITION_GROUPS.filter((group): group is ObligationGroup => group !== 'Liquidity');
  return (
    <>
      <RiskProbes positions={positions} onReport={reportRisk} />
      <AtRiskPositions
        positions={atRiskPositions(positions, risks)}
        risks={risks}
        base={lendingBaseForApp(flags.v3)}
        heading="h3"
        onOpen={(position) => open(position, groupOf(position))}
      />
      <LiquidityAccordion address={address} onNavigate={onNavigate} />
      {groups.map((group, i) => (
        <ObligationAccordion
          key={group}
          group={group}
          positions={
            positions &&
            orderByRisk(
              positions.filter((p) => obligationGroup(p.obligation.tag) === group),
              risks,
            )
          }
          failed={error !== null}
          // The failure (and its Retry) is said once, in the first obligation accordion.
          failure={i === 0 ? failure : null}
          onOpen={open}
        />
      ))}
      {flags.earn ? <EarnAccordion address={address} onNavigate={onNavigate} /> : null}
    </>
  );
}
