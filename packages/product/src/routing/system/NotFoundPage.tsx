import { Button } from '@keel/ui-kit';
import { useBrand } from '../../brand/BrandContext';
import { PageFrame } from '../../layout/PageFrame';
import { useGoBack } from '../../navigation/useGoBack';
import { useDocumentMeta } from '../useDocumentMeta';

/** The page every unknown or flag-off path lands on (O§2.1). */
export function NotFoundPage() {
  const brand = useBrand();
  const goBack = useGoBack();
  useDocumentMeta(
    `Page not found | ${brand.name}`,
    'This page is deprecated, deleted, or does not exist',
  );
  return (
    <PageFrame title="Page not found">
      <div className="keel-not-found">
        <p className="keel-not-found__text">This page is deprecated, deleted, or does not exist</p>
        <Button onClick={goBack}>Back</Button>
      </div>
    </PageFrame>
  );
}
