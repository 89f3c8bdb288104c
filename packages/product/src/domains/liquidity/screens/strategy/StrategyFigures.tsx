import { shortenAddress } from '@keel/core-math';
import { Figures } from '../../../../common/Figures';
import { LoadError } from '../../../../common/LoadError';
import type { StrategyModel } from '../../data/strategy/strategyModel';
import { useStrategyActivity } from '../../data/strategy/useStrategyActivity';
import { activityFigures, apyFigures, overviewFigures, yieldFigures } from './strategyFigureRows';

/** The strategy's current figures: overview, APYs, volume and fees, and its yields. */
export function StrategyFigures({
  strategy,
  valueError,
  onRetry,
}: {
  strategy: StrategyModel;
  /** The chain valuation failed: TVL and share price show '-'. */
  valueError: Error | null;
  onRetry: () => void;
}) {
  const activity = useStrategyActivity(strategy.address);
  const symbolOf = (mint: string) =>
    [strategy.tokenA, strategy.tokenB].find((t) => t.mint === mint)?.symbol ?? shortenAddress(mint);
  return (
    <>
      <Figures title="Overview" figures={overviewFigures(strategy)} />
      {valueError ? (
        <LoadError title="Share price is not available" error={valueError} onRetry={onRetry} />
      ) : null}
      <Figures title="APY" figures={apyFigures(strategy)} />
      <Figures
        title="Volume and fees"
        figures={activityFigures(strategy, activity.volume, activity.fees)}
      />
      <Figures title="Yields" figures={yieldFigures(strategy, activity.stakingYields, symbolOf)} />
    </>
  );
}
