import { Tag } from '@keel/ui-kit';
import { Link } from 'react-router-dom';
import { TokenLogo } from '../../../common/TokenLogo';
import { strategyPath } from '../../portfolio/data/liquidity/positionLabel';
import type { StrategyRow } from '../data/strategyRow';

/**
 * Both token logos beside a link named 'A-B' to the strategy; the logos sit outside the link so
 * its name is the pair alone. Creator vaults carry a tag.
 */
export function StrategyPairCell({ row }: { row: StrategyRow }) {
  const { tokenA, tokenB } = row;
  return (
    <span className="keel-strategies__pair">
      <span className="keel-strategies__logos">
        <TokenLogo mint={tokenA.mint} symbol={tokenA.symbol} decorative />
        <TokenLogo mint={tokenB.mint} symbol={tokenB.symbol} decorative />
      </span>
      <Link className="keel-strategies__pair-name" to={strategyPath(row.address)}>
        {tokenA.symbol}-{tokenB.symbol}
      </Link>
      {row.isDiy ? <Tag variant="neutral">Creator</Tag> : null}
    </span>
  );
}
