import { useApiQuery } from '@keel/api-client/react';
import type { FarmState, UserState } from '@keel/chain-readers';
import {
  amountToLamports,
  formatTokenAmount,
  lamportsToAmount,
  pendingFarmReward,
  truncateToDecimals,
} from '@keel/core-math';
import { AmountInput } from '@keel/ui-kit';
import { useId, useMemo, useState } from 'react';
import { ActionSubmitButton } from '../../../../../actions/ActionSubmitButton';
import { AMOUNT_REASONS, parseAmount } from '../../../../../actions/amountProblem';
import { type PreviewRow, PreviewRows } from '../../../../../actions/PreviewRows';
import { useFarmSubmit } from '../../../data/writes/submit';

export interface FarmFormProps {
  farm: FarmState;
  user: UserState | null;
  wallet: { address: string; shares: bigint; accounts: readonly string[] };
  sharesDecimals: number;
}

const WAD = 10n ** 18n;

/** Whole shares typed, as raw units; the reason it cannot be used, checked against `max`. */
function sharesAmount(amount: string, decimals: number, max: bigint, short: string) {
  const typed = parseAmount(amount);
  const raw = typed ? amountToLamports(typed, decimals) : 0n;
  const problem = raw === 0n ? AMOUNT_REASONS.enter : raw > max ? short : undefined;
  return { raw, problem };
}

/** Stake the wallet's shares in the strategy's farm (its farm user state created first). */
export function StrategyStakeForm({ farm, user, wallet, sharesDecimals }: FarmFormProps) {
  const id = useId();
  const submitter = useFarmSubmit('stake');
  const [amount, setAmount] = useState('');
  const { raw, problem } = sharesAmount(
    amount,
    sharesDecimals,
    wallet.shares,
    'Insufficient shares',
  );
  const held = lamportsToAmount(wallet.shares, sharesDecimals);
  const staked = lamportsToAmount((user?.activeStakeScaled ?? 0n) / WAD, sharesDecimals);
  const reason = submitter.blockedReason ?? problem;
  const rows: PreviewRow[] = [
    {
      label: 'Staked shares',
      before: formatTokenAmount(staked, { decimals: 6 }),
      after: formatTokenAmount(staked.plus(lamportsToAmount(raw, sharesDecimals)), { decimals: 6 }),
    },
  ];
  const onStake = async () => {
    if (reason !== undefined || submitter.submitting) return;
    const landed = await submitter.submit({
      kind: 'stake',
      farm,
      wallet: wallet.address,
      hasUserState: user !== null,
      shares: raw,
      label: 'Stake shares',
    });
    if (landed) setAmount('');
  };
  return (
    <div className="keel-action-form">
      <AmountInput
        id={`${id}-stake`}
        label="Shares to stake"
        value={amount}
        onChange={setAmount}
        decimals={sharesDecimals}
        symbol="shares"
        balance={{
          text: `Your shares: ${formatTokenAmount(held, { decimals: 6 })}`,
          max: truncateToDecimals(held, sharesDecimals).toFixed(),
        }}
        onMax={setAmount}
        onHalf={setAmount}
        error={amount !== '' ? problem : undefined}
      />
      <PreviewRows rows={rows} />
      <ActionSubmitButton
        label="Stake"
        reason={reason}
        submitting={submitter.submitting}
        onSubmit={() => void onStake()}
      />
    </div>
  );
}

/** Unstake shares from the farm; they come back to the wallet in the same transaction. */
export function StrategyUnstakeForm({ farm, user, wallet, sharesDecimals }: FarmFormProps) {
  const id = useId();
  const submitter = useFarmSubmit('unstake');
  const [amount, setAmount] = useState('');
  const stakeScaled = user?.activeStakeScaled ?? 0n;
  const stakedRaw = stakeScaled / WAD;
  const { raw, problem } = sharesAmount(
    amount,
    sharesDecimals,
    stakedRaw,
    'Insufficient staked shares',
  );
  const staked = lamportsToAmount(stakedRaw, sharesDecimals);
  const reason = submitter.blockedReason ?? problem;
  const onUnstake = async () => {
    if (reason !== undefined || submitter.submitting) return;
    const landed = await submitter.submit({
      kind: 'unstake',
      farm,
      wallet: wallet.address,
      // All of it: the exact stake, so no dust of a share stays behind.
      stakeScaled: raw === stakedRaw ? stakeScaled : raw * WAD,
      label: 'Unstake shares',
    });
    if (landed) setAmount('');
  };
  return (
    <div className="keel-action-form">
      <AmountInput
        id={`${id}-unstake`}
        label="Shares to unstake"
        value={amount}
        onChange={setAmount}
        decimals={sharesDecimals}
        symbol="shares"
        balance={{
          text: `Staked: ${formatTokenAmount(staked, { decimals: 6 })}`,
          max: truncateToDecimals(staked, sharesDecimals).toFixed(),
        }}
        onMax={setAmount}
        onHalf={setAmount}
        error={amount !== '' ? problem : undefined}
      />
      <ActionSubmitButton
        label="Unstake"
        reason={reason}
        submitting={submitter.submitting}
        onSubmit={() => void onUnstake()}
      />
    </div>
  );
}

/** The farm's rewards the wallet has earned (at the farm's last refresh), harvested at once. */
export function StrategyHarvestPanel({ farm, user, wallet }: FarmFormProps) {
  const submitter = useFarmSubmit('harvest');
  const mints = useMemo(() => farm.rewardInfos.map((r) => r.token.mint.toBase58()), [farm]);
  const tokens = useApiQuery((q) => q.tokens.batch(mints));
  const pending = farm.rewardInfos.map((reward, index) =>
    user === null
      ? lamportsToAmount(0, reward.token.decimals)
      : lamportsToAmount(
          pendingFarmReward({
            activeStakeScaled: user.activeStakeScaled,
            delegated: false,
            rewardPerShareScaled: reward.rewardPerShareScaled,
            rewardsTallyScaled: user.rewardsTallyScaled[index] ?? 0n,
            rewardsIssuedUnclaimed: user.rewardsIssuedUnclaimed[index] ?? 0n,
          }).toFixed(0),
          reward.token.decimals,
        ),
  );
  const earning = farm.rewardInfos.flatMap((_reward, index) =>
    user !== null && (user.activeStakeScaled > 0n || pending[index]?.gt(0)) ? [index] : [],
  );
  const symbolOf = (mint: string) =>
    tokens.data?.find((token) => token.address === mint)?.symbol ?? `${mint.slice(0, 4)}…`;
  const rows: PreviewRow[] = farm.rewardInfos.map((reward, index) => ({
    label: `${symbolOf(reward.token.mint.toBase58())} earned`,
    after: formatTokenAmount(pending[index], { decimals: Math.min(6, reward.token.decimals) }),
  }));
  const reason =
    submitter.blockedReason ?? (earning.length === 0 ? 'No rewards to claim' : undefined);
  const onHarvest = async () => {
    if (reason !== undefined || submitter.submitting) return;
    await submitter.submit({
      kind: 'harvest',
      farm,
      wallet: wallet.address,
      accounts: wallet.accounts,
      rewardIndexes: earning,
      label: 'Harvest rewards',
    });
  };
  return (
    <div className="keel-action-form">
      <PreviewRows rows={rows} />
      <ActionSubmitButton
        label="Harvest"
        reason={reason}
        submitting={submitter.submitting}
        onSubmit={() => void onHarvest()}
      />
    </div>
  );
}
