import { Button } from '@keel/ui-kit';
import type { ObligationView } from '../../../data/obligationView';
import type { ManageTarget } from '../useManageTarget';
import { LtvGauge } from './LtvGauge';
import { ltvAgainstThresholds, obligationRisk, RISK_TITLE, riskAdvice } from './obligationRisk';
import { riskActionTargets } from './riskActions';

/**
 * The top of an at-risk obligation's dashboard: a banner in its band's colour with the LTV
 * against the max and liquidation LTVs, a gauge, and Repay / Add collateral for its owner (on a
 * phone the two buttons stay in a bar fixed to the bottom of the screen). Nothing when healthy.
 */
export function RiskBanner({
  obligation,
  onManage,
}: {
  obligation: ObligationView;
  /** Opens a lending form; undefined when the wallet may not act on this obligation. */
  onManage: ((target: ManageTarget) => void) | undefined;
}) {
  const risk = obligationRisk(obligation);
  if (!risk) return null;
  const targets = riskActionTargets(obligation);
  const titleId = `keel-risk-banner-${obligation.address}`;
  return (
    <section
      className={`keel-risk-banner keel-risk-banner--${risk.risk}`}
      aria-labelledby={titleId}
      data-risk={risk.risk}
    >
      <div className="keel-risk-banner__text">
        <h2 id={titleId} className="keel-risk-banner__title">
          <WarningIcon />
          {RISK_TITLE[risk.risk]}
        </h2>
        <p className="keel-risk-banner__figures">{ltvAgainstThresholds(risk)}</p>
        <p className="keel-risk-banner__advice">{riskAdvice(risk.risk)}</p>
      </div>
      <LtvGauge {...risk} />
      {onManage && (targets.repay || targets.addCollateral) ? (
        <div className="keel-risk-banner__actions">
          {targets.repay ? (
            <Button onClick={() => targets.repay && onManage(targets.repay)}>Repay</Button>
          ) : null}
          {targets.addCollateral ? (
            <Button
              variant="secondary"
              onClick={() => targets.addCollateral && onManage(targets.addCollateral)}
            >
              Add collateral
            </Button>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}

function WarningIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill="none">
      <path
        d="M12 3 2.5 20h19L12 3Zm0 6v5m0 3v.5"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
