import {
  applyWithdraw,
  type DepositEntry,
  firstFreeDepositEntryIndex,
  type RegistrarData,
  registrarNow,
  type VoterData,
  voterWeight,
} from '@keel/governance-registry';
import { type StakingView, stakingView } from './stakingView';
import type { Withdrawal } from './unstakePlan';

interface ChangeInput {
  registrar: Pick<RegistrarData, 'votingMints' | 'timeOffset'>;
  /** The wallet's voter as it is on chain (null: never staked). */
  voter: Pick<VoterData, 'deposits'> | null;
  decimals: number;
  /** Chain unix time of the figures (the page's clock). */
  chainUnixTs: bigint;
}

/**
 * The wallet's staking figures right after a new deposit lands: the voter with `entry` (the stake
 * preview's new deposit) in its first free slot, weighed as the summary weighs the voter now.
 */
export function stakingAfterDeposit(input: ChangeInput & { entry: DepositEntry }): StakingView {
  const deposits = [...(input.voter?.deposits ?? [])];
  const slot = firstFreeDepositEntryIndex(input.voter) ?? deposits.length;
  deposits[slot] = input.entry;
  return stakingView(voterWeight(input.registrar, { deposits }, input.chainUnixTs), input.decimals);
}

/**
 * The wallet's staking figures right after the withdrawals (an unstake). Throws the registrar's
 * RegistrarRuleError when a withdrawal takes more than its deposit has unlocked.
 */
export function stakingAfterWithdrawals(
  input: ChangeInput & { withdrawals: readonly Withdrawal[] },
): StakingView {
  const now = registrarNow(input.registrar, input.chainUnixTs);
  const deposits = (input.voter?.deposits ?? []).map((entry, index) =>
    input.withdrawals
      .filter((w) => w.depositEntryIndex === index)
      .reduce((changed, w) => applyWithdraw(changed, w.amountNative, now), entry),
  );
  return stakingView(voterWeight(input.registrar, { deposits }, input.chainUnixTs), input.decimals);
}
