import { useBrand } from '../../../brand/BrandContext';
import { PageFrame } from '../../../layout/PageFrame';
import { brandText } from '../../../routing/brandText';
import type { ScreenProps } from '../../../routing/screenProps';
import { ProposalList } from './ProposalList';
import { StakingSection } from './StakingSection';

/** Staking & Governance: the wallet's stake and voting power, and the realm's proposals. */
export default function GovernanceScreen({ route }: ScreenProps<'governance'>) {
  const brand = useBrand();
  return (
    <PageFrame title={brandText(route.title, brand)} subtitle={brandText(route.description, brand)}>
      <StakingSection />
      <ProposalList />
    </PageFrame>
  );
}
