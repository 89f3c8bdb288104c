import { formatStakedAmount, formatUsd } from '@keel/core-math';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { useBrand } from '../../../brand/BrandContext';
import { useFlags } from '../../../flags/FlagsContext';
import type { NetValue } from '../data/netValue';
import { STAKING_KEY, useStakingValue } from './useStakingValue';

/**
 * The wallet's staked native token (every token in the registrar, locked or not) at its latest
 * USD price, linking to the staking screen. A wallet that never staked has no row.
 */
export function StakingPositionRow({
  owner,
  onValue,
}: {
  owner: string;
  onValue(key: string, value: NetValue): void;
}) {
  const brand = useBrand();
  const flags = useFlags();
  const { staked, value, netValue } = useStakingValue(owner);
  useEffect(() => onValue(STAKING_KEY, netValue), [netValue, onValue]);
  if (staked === undefined || staked.isZero()) return null;
  const stakePath = flags.governanceEmptyState ? '/governance-and-staking' : '/stake';
  return (
    <section className="keel-portfolio__group" aria-label="Staking positions">
      <h2>Staking</h2>
      <ul className="keel-portfolio__list">
        <li className="keel-portfolio__row">
          <Link to={stakePath} className="keel-portfolio__link">
            <span className="keel-portfolio__name">
              Staked {brand.nativeTokenSymbol}
              <span className="keel-portfolio__muted">{formatStakedAmount(staked)}</span>
            </span>
            <span className="keel-portfolio__figures">
              <span>{value === undefined ? '…' : formatUsd(value)}</span>
            </span>
          </Link>
        </li>
      </ul>
    </section>
  );
}
