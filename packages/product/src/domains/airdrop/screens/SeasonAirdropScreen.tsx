import { useBrand } from '../../../brand/BrandContext';
import { PageFrame } from '../../../layout/PageFrame';
import { brandText } from '../../../routing/brandText';
import type { ScreenProps } from '../../../routing/screenProps';
import { AirdropMetrics } from './AirdropMetrics';
import { ClaimPanel } from './ClaimPanel';

/** The season 3 allocation: the season's totals and the connected wallet's claim. */
export default function SeasonAirdropScreen({ route }: ScreenProps<'seasonAirdrop'>) {
  const brand = useBrand();
  return (
    <PageFrame title={brandText(route.title, brand)} subtitle={brandText(route.description, brand)}>
      <div className="keel-airdrop">
        <ClaimPanel />
        <AirdropMetrics />
      </div>
    </PageFrame>
  );
}
