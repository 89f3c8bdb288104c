import { Tag } from '@keel/ui-kit';
import { Link } from 'react-router-dom';
import { leveragePositionName } from '../../../common/positionNames';
import { TokenLogo } from '../../../common/TokenLogo';
import type { PairRow } from '../data/pairRow';

/** A leverage pair by side and traded asset, 'Short SOL' for USDC/SOL (D§5's long/short rule). */
export const leveragePairName = (row: PairRow): string =>
  leveragePositionName(row.collateral.symbol, row.debt.symbol);

/**
 * A pair's two token logos beside a link to its vault, named 'COLL/DEBT' or by `name` (a
 * leverage pair's 'Short SOL', the pair then beside it), with a tag when the wallet holds a
 * position in it. The logos sit outside the link so its name is the pair alone.
 */
export function PairCell({ row, to, name }: { row: PairRow; to: string; name?: string }) {
  const { collateral, debt } = row;
  const pair = `${collateral.symbol}/${debt.symbol}`;
  return (
    <span className="keel-pair">
      <span className="keel-pair__logos">
        <TokenLogo mint={collateral.mint} symbol={collateral.symbol} decorative />
        <TokenLogo mint={debt.mint} symbol={debt.symbol} decorative />
      </span>
      <Link className="keel-pair__name" to={to}>
        {name ?? pair}
      </Link>
      {name ? <span className="keel-pair__detail">{pair}</span> : null}
      {row.held ? <Tag variant="neutral">Your position</Tag> : null}
    </span>
  );
}
