import { formatApy, shortenAddress } from '@keel/core-math';
import { figureOr, Tag } from '@keel/ui-kit';
import { TokenLogo } from '../../../common/TokenLogo';
import type { StrategyRow } from '../data/strategyRow';

/**
 * The product's reward APY, with the logos of the reward tokens the metrics and the strategy's
 * farm name, and a tag when its shares can be staked in a farm.
 */
export function RewardsCell({ row }: { row: StrategyRow }) {
  return (
    <span className="keel-strategies__rewards">
      {row.rewardMints.length > 0 ? (
        <span className="keel-strategies__logos">
          {row.rewardMints.map((mint) => (
            <TokenLogo key={mint} mint={mint} symbol={shortenAddress(mint)} size={16} />
          ))}
        </span>
      ) : null}
      {row.hasFarm ? <Tag variant="neutral">Farm</Tag> : null}
      <span>{figureOr(formatApy(row.rewardApy), 'No rewards reported')}</span>
    </span>
  );
}
