import { useEffect, useMemo } from 'react';
import { liquidityPositionName, strategyPath } from '../data/liquidity/positionLabel';
import { useLiquidityPositions } from '../data/liquidity/useLiquidityPositions';
import type { NetValue } from '../data/netValue';
import { useTokenInfos } from '../data/useTokenInfos';
import { LiquidityPositionRow } from './LiquidityPositionRow';
import { useLiquidityFailureToasts } from './portfolioToasts';

export const LIQUIDITY_KEY = 'liquidity';

/**
 * The portfolio's Liquidity group: every strategy whose shares the wallet holds or stakes, valued
 * at the share price, each linking to its strategy. Reports the group's worth for the total; no
 * group when there is nothing (or the read failed: its toast says so).
 */
export function LiquidityPositions({
  owner,
  onValue,
}: {
  owner: string;
  onValue(key: string, value: NetValue): void;
}) {
  const result = useLiquidityPositions(owner);
  useLiquidityFailureToasts(owner, result);
  const { positions, netValue } = result;
  useEffect(() => onValue(LIQUIDITY_KEY, netValue), [netValue, onValue]);
  const mints = useMemo(
    () => (positions ?? []).flatMap((p) => [p.shareMint, p.tokenAMint, p.tokenBMint]),
    [positions],
  );
  const tokens = useTokenInfos(mints);
  if (!positions || positions.length === 0) return null;
  return (
    <section className="keel-portfolio__group" aria-label="Liquidity positions">
      <h2>
        Liquidity <span className="keel-portfolio__count">{positions.length}</span>
      </h2>
      <ul className="keel-portfolio__list">
        {positions.map((position) => (
          <LiquidityPositionRow
            key={position.strategy}
            position={position}
            name={liquidityPositionName(position, tokens)}
            to={strategyPath(position.strategy)}
          />
        ))}
      </ul>
    </section>
  );
}
