import { useBrand } from '../../brand/BrandContext';
import { PageFrame } from '../../layout/PageFrame';
import { brandText } from '../brandText';
import type { ScreenId } from '../screenIds';
import type { ScreenProps } from '../screenProps';

/**
 * The frame of a screen whose data layer has not landed yet. It says so plainly rather than
 * showing invented figures.
 */
export default function PendingScreen({ route }: Pick<ScreenProps<ScreenId>, 'route'>) {
  const brand = useBrand();
  return (
    <PageFrame title={brandText(route.title, brand)} subtitle={brandText(route.description, brand)}>
      <section className="keel-pending" aria-labelledby="keel-pending-heading">
        <h2 id="keel-pending-heading" className="keel-pending__heading">
          This screen is not built yet
        </h2>
        <p className="keel-pending__text">
          Its data and actions are still being connected. Nothing on this page is live.
        </p>
      </section>
    </PageFrame>
  );
}
