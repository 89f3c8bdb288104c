import { Tag } from '@keel/ui-kit';
import { Link } from 'react-router-dom';
import { TokenLogo } from '../../../common/TokenLogo';
import type { PairRow } from '../data/pairRow';

/**
 * A pair's two token logos beside a link named 'COLL/DEBT' to its vault, with a tag when the
 * wallet holds a position in it. The logos sit outside the link so its name is the pair alone.
 */
export function PairCell({ row, to }: { row: PairRow; to: string }) {
  const { collateral, debt } = row;
  return (
    <span className="keel-pair">
      <span className="keel-pair__logos">
        <TokenLogo mint={collateral.mint} symbol={collateral.symbol} decorative />
        <TokenLogo mint={debt.mint} symbol={debt.symbol} decorative />
      </span>
      <Link className="keel-pair__name" to={to}>
        {collateral.symbol}/{debt.symbol}
      </Link>
      {row.held ? <Tag variant="neutral">Your position</Tag> : null}
    </span>
  );
}
