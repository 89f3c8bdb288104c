import type { WalletObligation } from '../../../lending/data/walletObligations';
import {
  type ObligationRisk,
  RISK_RANK,
} from '../../../lending/screens/obligation/risk/obligationRisk';

/** At-risk positions by the obligation's address; a healthy or not yet valued one is absent. */
export type RiskReports = ReadonlyMap<string, ObligationRisk>;

const addressOf = (position: WalletObligation) => position.obligation.address.toBase58();

/** At-risk positions first (red, then orange), the rest in their own order after them. */
export function orderByRisk<T extends WalletObligation>(
  positions: readonly T[],
  risks: RiskReports,
): T[] {
  const rank = (position: T) => {
    const risk = risks.get(addressOf(position));
    return risk ? RISK_RANK[risk.risk] : Number.POSITIVE_INFINITY;
  };
  return positions
    .map((position, index) => ({ position, index, rank: rank(position) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map((entry) => entry.position);
}

/** The at-risk positions only, most urgent first. */
export function atRiskPositions<T extends WalletObligation>(
  positions: readonly T[] | undefined,
  risks: RiskReports,
): T[] {
  return orderByRisk(
    (positions ?? []).filter((position) => risks.has(addressOf(position))),
    risks,
  );
}

/** Whether a new report changes nothing (keeps the reports' identity, so no render loop). */
export function sameRisk(a: ObligationRisk | undefined, b: ObligationRisk | null): boolean {
  if (!a || !b) return !a && !b;
  return (
    a.risk === b.risk &&
    a.ltv.eq(b.ltv) &&
    a.maxLtv.eq(b.maxLtv) &&
    a.liquidationLtv.eq(b.liquidationLtv)
  );
}
