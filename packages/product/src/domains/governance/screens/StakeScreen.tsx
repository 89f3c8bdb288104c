import { useBrand } from '../../../brand/BrandContext';
import { PageFrame } from '../../../layout/PageFrame';
import { brandText } from '../../../routing/brandText';
import type { ScreenProps } from '../../../routing/screenProps';
import { StakingSection } from './StakingSection';

/** The older generation's stake page: the staking part without proposals. */
export default function StakeScreen({ route }: ScreenProps<'stake'>) {
  const brand = useBrand();
  return (
    <PageFrame title={brandText(route.title, brand)} subtitle={brandText(route.description, brand)}>
      <StakingSection />
    </PageFrame>
  );
}
