import { formatTokenAmount, formatVoteWeight } from '@keel/core-math';
import { Figures } from '../../../common/Figures';
import type { StakingView } from '../data/stakingView';

/** Voting power now, and the staked tokens split into locked and unlocked. */
export function StakingSummary({ view, symbol }: { view: StakingView; symbol: string }) {
  return (
    <Figures
      title="Your stake"
      figures={[
        { label: 'Voting power', value: formatVoteWeight(view.votingPower) },
        { label: 'Staked', value: formatTokenAmount(view.staked, { symbol }) },
        { label: 'Locked', value: formatTokenAmount(view.locked, { symbol }) },
        { label: 'Unlocked', value: formatTokenAmount(view.unlocked, { symbol }) },
      ]}
    />
  );
}
