import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { WalletObligation } from '../../../lending/data/walletObligations';
import { dashboardPath } from '../../../lending/screens/lendingPaths';
import {
  atRiskCountText,
  ltvAgainstThresholds,
} from '../../../lending/screens/obligation/risk/obligationRisk';
import { ObligationName } from '../ObligationName';
import type { RiskReports } from './riskOrder';
import './atRisk.css';

/**
 * The at-risk positions, most urgent first, above every other position: how many, then each
 * with its LTV against the max and liquidation LTVs in its band's colour, linking to its
 * dashboard (where Repay and Add collateral are). Nothing when none is at risk.
 */
export function AtRiskPositions({
  positions,
  risks,
  base,
  heading: Heading = 'h2',
  onOpen,
}: {
  /** The at-risk positions, in the order to list them (see atRiskPositions). */
  positions: readonly WalletObligation[];
  risks: RiskReports;
  base: string;
  heading?: 'h2' | 'h3';
  onOpen?: (position: WalletObligation) => void;
}) {
  const titleId = useId();
  if (positions.length === 0) return null;
  return (
    <section className="keel-at-risk" aria-labelledby={titleId}>
      <Heading id={titleId} className="keel-at-risk__title">
        {atRiskCountText(positions.length)}
      </Heading>
      <ul className="keel-at-risk__list">
        {positions.map((position) => {
          const address = position.obligation.address.toBase58();
          const risk = risks.get(address);
          if (!risk) return null;
          return (
            <li key={address} className={`keel-at-risk__row keel-at-risk__row--${risk.risk}`}>
              <Link
                to={dashboardPath(base, position.market.address, address)}
                className="keel-at-risk__link"
                onClick={() => onOpen?.(position)}
              >
                <span className="keel-at-risk__name">
                  <ObligationName position={position} />
                </span>
                <span className={`keel-at-risk__ltv keel-risk--${risk.risk}`} data-risk={risk.risk}>
                  {ltvAgainstThresholds(risk)}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
