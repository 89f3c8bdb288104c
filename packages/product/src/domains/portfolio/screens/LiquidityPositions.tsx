import { useEffect, useMemo } from 'react';
import { liquidityApy, liquidityPnl } from '../data/figures/liquidityFigures';
import { useStrategyApys, useStrategyPnls } from '../data/figures/usePositionPnl';
import { liquidityPositionName, strategyPath } from '../data/liquidity/positionLabel';
import { useLiquidityPositions } from '../data/liquidity/useLiquidityPositions';
import { useTokenInfos } from '../data/useTokenInfos';
import { LiquidityPositionRow } from './LiquidityPositionRow';
import type { ReportPosition } from './netValues';
import { useLiquidityFailureToasts } from './portfolioToasts';

export const LIQUIDITY_KEY = 'liquidity';

/**
 * The portfolio's Liquidity group: every strategy whose shares the wallet holds or stakes, valued
 * at the share price, with the wallet's PnL and the strategy's APY, each linking to its strategy.
 * Reports the group's figures; no group when there is nothing (or the read failed: its toast
 * says so).
 */
export function LiquidityPositions({
  owner,
  onReport,
}: {
  owner: string;
  onReport: ReportPosition;
}) {
  const result = useLiquidityPositions(owner);
  useLiquidityFailureToasts(owner, result);
  const { positions, netValue } = result;
  const strategies = useMemo(() => (positions ?? []).map((p) => p.strategy), [positions]);
  const pnls = useStrategyPnls(strategies, owner);
  const apys = useStrategyApys();
  const pnl = positions ? liquidityPnl(positions, pnls) : undefined;
  const apy = positions ? liquidityApy(positions, apys) : undefined;
  const count = positions?.length ?? 0;
  useEffect(
    () => onReport(LIQUIDITY_KEY, { value: netValue, group: 'Liquidity', count, pnl, apy }),
    [netValue, count, pnl, apy, onReport],
  );
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
            symbols={[position.tokenAMint, position.tokenBMint].flatMap(
              (mint) => tokens.get(mint)?.symbol ?? [],
            )}
            to={strategyPath(position.strategy)}
            pnl={pnls?.get(position.strategy)}
            apy={apys === undefined ? undefined : (apys.get(position.strategy) ?? null)}
          />
        ))}
      </ul>
    </section>
  );
}
