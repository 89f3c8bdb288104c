import { useLatestPrices } from '@keel/api-client/react';
import { formatStakedAmount, formatUsd } from '@keel/core-math';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { useBrand } from '../../../brand/BrandContext';
import { useFlags } from '../../../flags/FlagsContext';
import { useStakingPosition } from '../../governance/data/hooks';
import type { NetValue } from './netValues';

export const STAKING_KEY = 'staking';

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
  const { view, setup, error } = useStakingPosition(owner);
  const staked = view?.staked;
  const hasStake = staked !== undefined && !staked.isZero();
  // Priced only when there is something staked: an empty stake is worth nothing anyway.
  const mint = hasStake ? setup.registrar?.realmGoverningTokenMint.toBase58() : undefined;
  const prices = useLatestPrices(mint === undefined ? undefined : [mint]);
  const price = mint === undefined ? undefined : prices.data?.get(mint);
  const value = hasStake && price !== undefined ? staked.mul(price) : undefined;
  let reported: NetValue = null;
  if (error !== null) reported = 'failed';
  else if (staked !== undefined && !hasStake) reported = '0';
  else if (prices.error !== null) reported = 'failed';
  else if (value !== undefined) reported = value.toString();
  useEffect(() => onValue(STAKING_KEY, reported), [reported, onValue]);
  if (!hasStake) return null;
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
