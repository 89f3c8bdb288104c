import { formatApy, shortenAddress } from '@keel/core-math';
import { Figures } from '../../../../common/Figures';
import { TokenLogo } from '../../../../common/TokenLogo';
import type { ReserveView } from '../../data/reserveView';
import { type FarmRewardsState, type NamedReward, useReserveRewards } from './useReserveRewards';

/** One reward: its token's logo and symbol (the mint, shortened, when unnamed) and its APY. */
function RewardItem({ reward }: { reward: NamedReward }) {
  const name = reward.symbol ?? shortenAddress(reward.mint);
  return (
    <li className="keel-reserve-reward">
      <TokenLogo mint={reward.mint} symbol={reward.symbol ?? '?'} size={20} decorative />
      <span className="keel-reserve-reward__name" title={reward.mint}>
        {name}
      </span>
      <span className="keel-reserve-reward__apy">
        {reward.apy ? `${formatApy(reward.apy)} APY` : 'APY unknown'}
      </span>
    </li>
  );
}

function sideValue(state: FarmRewardsState) {
  switch (state.kind) {
    case 'none':
      return 'None';
    case 'loading':
      return '…';
    case 'unknown':
      return <span title={state.farm}>{`Farm ${shortenAddress(state.farm)}`}</span>;
    case 'rewards':
      return state.rewards.length === 0 ? (
        'None'
      ) : (
        <ul className="keel-reserve-rewards">
          {state.rewards.map((reward) => (
            <RewardItem key={reward.mint} reward={reward} />
          ))}
        </ul>
      );
  }
}

/** The reward tokens the reserve's supply and borrow farms pay, with their APYs. */
export function ReserveRewards({ market, reserve }: { market: string; reserve: ReserveView }) {
  const { supply, borrow } = useReserveRewards(market, reserve);
  return (
    <Figures
      title="Rewards"
      figures={[
        { label: 'Supply rewards', value: sideValue(supply) },
        { label: 'Borrow rewards', value: sideValue(borrow) },
      ]}
    />
  );
}
