import { formatStakedAmount, formatUsd } from '@keel/core-math';
import { useEffect } from 'react';
import { useBrand } from '../../../brand/BrandContext';
import { useFlags } from '../../../flags/FlagsContext';
import type { ReportPosition } from './netValues';
import { PositionRow } from './PositionRow';
import { STAKING_KEY, useStakingValue } from './useStakingValue';

/**
 * The wallet's staked native token (every token in the registrar, locked or not) at its latest
 * USD price, linking to the staking screen. A wallet that never staked has no row.
 */
export function StakingPositionRow({
  owner,
  onReport,
}: {
  owner: string;
  onReport: ReportPosition;
}) {
  const brand = useBrand();
  const flags = useFlags();
  const { staked, value, netValue } = useStakingValue(owner);
  const count = staked === undefined || staked.isZero() ? 0 : 1;
  useEffect(
    () => onReport(STAKING_KEY, { value: netValue, group: 'Staking', count, pnl: null, apy: null }),
    [netValue, count, onReport],
  );
  if (count === 0) return null;
  const stakePath = flags.governanceEmptyState ? '/governance-and-staking' : '/stake';
  return (
    <section className="keel-portfolio__group" aria-label="Staking positions">
      <h2>Staking</h2>
      <ul className="keel-portfolio__list">
        <PositionRow
          positionKey={STAKING_KEY}
          symbols={[brand.nativeTokenSymbol]}
          to={stakePath}
          name={`Staked ${brand.nativeTokenSymbol}`}
          detail={formatStakedAmount(staked)}
          value={value === undefined ? '…' : formatUsd(value)}
        />
      </ul>
    </section>
  );
}
