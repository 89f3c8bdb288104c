import { Tabs } from '@keel/ui-kit';
import { StakeForm } from './StakeForm';
import type { StakingFormProps } from './stakingFormProps';
import { UnstakeForm } from './UnstakeForm';

/** Stake and unstake, one tab each: amount → preview → submit, as the action kit builds forms. */
export function StakingForms(props: StakingFormProps) {
  return (
    <div className="keel-gov-form">
      <Tabs
        label={`Stake or unstake ${props.symbol}`}
        fullWidth
        defaultValue="stake"
        tabs={[
          { id: 'stake', label: 'Stake', content: <StakeForm {...props} /> },
          { id: 'unstake', label: 'Unstake', content: <UnstakeForm {...props} /> },
        ]}
      />
    </div>
  );
}
