import { formatPercent, MathDecimal } from '@keel/core-math';
import type Decimal from 'decimal.js';
import type { ObligationRisk } from './obligationRisk';

const ONE = new MathDecimal(1);

/** Where a fraction sits on a scale from 0 to `end`, in percent of the track (0–100). */
function position(value: Decimal, end: Decimal): number {
  return Math.min(100, Math.max(0, value.div(end).times(100).toNumber()));
}

/**
 * The LTV on a track from 0 to 100 % (further when the debt is worth more than the collateral),
 * coloured by the risk bands: green to the max LTV, orange to the liquidation LTV, red beyond.
 */
export function LtvGauge({ ltv, maxLtv, liquidationLtv, risk }: ObligationRisk) {
  const end = MathDecimal.max(ONE, ltv);
  const max = position(maxLtv, end);
  const liquidation = position(liquidationLtv, end);
  const now = position(ltv, end);
  return (
    <div className="keel-ltv-gauge" data-risk={risk}>
      <meter
        className="keel-visually-hidden"
        aria-label="LTV"
        min={0}
        max={end.toNumber()}
        low={maxLtv.toNumber()}
        high={liquidationLtv.toNumber()}
        optimum={0}
        value={ltv.toNumber()}
        aria-valuetext={`${formatPercent(ltv)}, max LTV ${formatPercent(maxLtv)}, liquidation LTV ${formatPercent(liquidationLtv)}`}
      >
        {formatPercent(ltv)}
      </meter>
      <div className="keel-ltv-gauge__track" aria-hidden="true">
        <span
          className="keel-ltv-gauge__band keel-ltv-gauge__band--green"
          style={{ width: `${max}%` }}
        />
        <span
          className="keel-ltv-gauge__band keel-ltv-gauge__band--orange"
          style={{ left: `${max}%`, width: `${Math.max(0, liquidation - max)}%` }}
        />
        <span
          className="keel-ltv-gauge__band keel-ltv-gauge__band--red"
          style={{ left: `${liquidation}%`, width: `${100 - liquidation}%` }}
        />
        <span className="keel-ltv-gauge__needle" style={{ left: `${now}%` }} />
      </div>
      <div className="keel-ltv-gauge__marks" aria-hidden="true">
        <span className="keel-ltv-gauge__mark" style={{ left: `${max}%` }}>
          Max {formatPercent(maxLtv, { decimals: 0 })}
        </span>
        <span className="keel-ltv-gauge__mark" style={{ left: `${liquidation}%` }}>
          Liq. {formatPercent(liquidationLtv, { decimals: 0 })}
        </span>
      </div>
    </div>
  );
}
