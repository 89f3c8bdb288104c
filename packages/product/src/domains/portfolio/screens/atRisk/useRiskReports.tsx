import type { Obligation } from '@keel/chain-readers';
import { useCallback, useEffect, useState } from 'react';
import {
  useValuedObligation,
  type WalletObligation,
} from '../../../lending/data/walletObligations';
import {
  type ObligationRisk,
  obligationRisk,
} from '../../../lending/screens/obligation/risk/obligationRisk';
import { type RiskReports, sameRisk } from './riskOrder';

type ReportRisk = (address: string, risk: ObligationRisk | null) => void;

/** The at-risk reports of a list of positions, and the callback their probes report through. */
export function useRiskReports(): { risks: RiskReports; report: ReportRisk } {
  const [risks, setRisks] = useState<RiskReports>(() => new Map());
  const report = useCallback<ReportRisk>((address, risk) => {
    setRisks((current) => {
      if (sameRisk(current.get(address), risk)) return current;
      const next = new Map(current);
      if (risk) next.set(address, risk);
      else next.delete(address);
      return next;
    });
  }, []);
  return { risks, report };
}

/** Values one obligation (from the cached market reads) and reports its risk; renders nothing. */
function RiskProbe({ obligation, onReport }: { obligation: Obligation; onReport: ReportRisk }) {
  const address = obligation.address.toBase58();
  const view = useValuedObligation(obligation);
  useEffect(() => onReport(address, obligationRisk(view)), [address, view, onReport]);
  useEffect(() => () => onReport(address, null), [address, onReport]);
  return null;
}

/** One probe per position: the reports fill in as each market is read. */
export function RiskProbes({
  positions,
  onReport,
}: {
  positions: readonly WalletObligation[] | undefined;
  onReport: ReportRisk;
}) {
  return (
    <>
      {(positions ?? []).map((position) => (
        <RiskProbe
          key={position.obligation.address.toBase58()}
          obligation={position.obligation}
          onReport={onReport}
        />
      ))}
    </>
  );
}
