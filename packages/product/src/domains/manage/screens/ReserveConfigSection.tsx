import type { ElevationGroup, Reserve } from '@keel/chain-readers';
import { Button, Skeleton } from '@keel/ui-kit';
import { lazy, Suspense, useState } from 'react';
import { Figures } from '../../../common/Figures';
import {
  capFigures,
  elevationGroupFigures,
  feeFigures,
  oracleFigures,
  riskFigures,
} from './configFigures';
import { ReserveEditForm } from './ReserveEditForm';

const BorrowCurveChart = lazy(() => import('./BorrowCurveChart'));

export interface ReserveConfigSectionProps {
  market: string;
  reserve: Reserve;
  symbol: string;
  elevationGroups: readonly ElevationGroup[];
  /** The owner's address when the connected wallet owns the market; null for read only. */
  editableBy: string | null;
}

/** One reserve's whole configuration as decoded from the chain, and its owner's edit form. */
export function ReserveConfigSection({
  market,
  reserve,
  symbol,
  elevationGroups,
  editableBy,
}: ReserveConfigSectionProps) {
  const [editing, setEditing] = useState(false);
  const address = reserve.address.toBase58();
  return (
    <section className="keel-manage__reserve" aria-label={`${symbol} reserve`}>
      <header className="keel-manage__reserve-header">
        <h2 className="keel-section-title">{symbol}</h2>
        <code className="keel-manage__address">{address}</code>
        {editableBy !== null ? (
          <Button variant="secondary" size="sm" onClick={() => setEditing((open) => !open)}>
            {editing ? 'Close editor' : `Edit ${symbol}`}
          </Button>
        ) : null}
      </header>
      {editing && editableBy !== null ? (
        <ReserveEditForm
          market={market}
          owner={editableBy}
          reserve={reserve}
          symbol={symbol}
          elevationGroups={elevationGroups}
          onDone={() => setEditing(false)}
        />
      ) : null}
      <Figures title={`${symbol} risk`} figures={riskFigures(reserve)} />
      <Figures title={`${symbol} caps`} figures={capFigures(reserve)} />
      <Figures title={`${symbol} fees`} figures={feeFigures(reserve)} />
      <h3 className="keel-section-title">{symbol} borrow rate curve</h3>
      <Suspense fallback={<Skeleton shape="block" height={200} />}>
        <BorrowCurveChart symbol={symbol} points={reserve.config.borrowRateCurve} />
      </Suspense>
      <Figures
        title={`${symbol} elevation groups`}
        figures={elevationGroupFigures(reserve, elevationGroups)}
      />
      <Figures title={`${symbol} oracle`} figures={oracleFigures(reserve)} />
    </section>
  );
}
