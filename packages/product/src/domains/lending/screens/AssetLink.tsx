import { Link } from 'react-router-dom';
import { TokenLogo } from '../../../common/TokenLogo';

/**
 * A token's logo beside a link named by its symbol. The logo sits outside the link so the link's
 * name is the symbol alone (the logo's alt text would otherwise repeat it).
 */
export function AssetLink({ mint, symbol, to }: { mint: string; symbol: string; to: string }) {
  return (
    <span className="keel-reserve-asset">
      <TokenLogo mint={mint} symbol={symbol} decorative />
      <Link className="keel-reserve-asset__symbol" to={to}>
        {symbol}
      </Link>
    </span>
  );
}
