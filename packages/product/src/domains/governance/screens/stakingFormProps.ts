import type { Registrar, Voter } from '@keel/governance-registry';
import type { VotingMint } from '../data/hooks';
import type { GovernanceRuntime } from '../data/runtime';
import type { StakingView } from '../data/stakingView';

/** What the stake and unstake forms work from: the loaded registrar, voter and figures. */
export interface StakingFormProps {
  lib: GovernanceRuntime;
  registrar: Registrar;
  votingMint: VotingMint;
  voter: Voter | null;
  /** The wallet's staking figures now (the preview's "before"). */
  view: StakingView;
  wallet: string;
  symbol: string;
  nowSeconds: bigint;
}
