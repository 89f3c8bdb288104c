import { formatTokenAmount, formatVoteWeight } from '@keel/core-math';
import { feeRows } from '../../../actions/feeRows';
import type { PreviewRow } from '../../../actions/PreviewRows';
import { useSettings } from '../../../settings/TransactionSettingsContext';
import type { StakingView } from '../data/stakingView';

/** The summary's figures before → after a change of the stake (a figure that stays shows once). */
export function stakingChangeRows(
  before: StakingView,
  after: StakingView,
  symbol: string,
): PreviewRow[] {
  return [
    {
      label: 'Voting power',
      before: formatVoteWeight(before.votingPower),
      after: formatVoteWeight(after.votingPower),
    },
    {
      label: 'Locked',
      before: formatTokenAmount(before.locked, { symbol }),
      after: formatTokenAmount(after.locked, { symbol }),
    },
    {
      label: 'Unlocked',
      before: formatTokenAmount(before.unlocked, { symbol }),
      after: formatTokenAmount(after.unlocked, { symbol }),
    },
  ];
}

/** The network and priority fee rows of `transactions` transactions, at the user's settings. */
export function useFeeRows(transactions: number): PreviewRow[] {
  const priorityFeeType = useSettings((state) => state.priorityFeeType);
  const priorityFee = useSettings((state) => state.priorityFee);
  return feeRows({ transactions, priorityFeeType, priorityFee });
}
