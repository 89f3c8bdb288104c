import { useMemo } from 'react';
import { useBrand } from '../../../brand/BrandContext';
import { LegalDocument } from './LegalDocument';
import { termsDocument } from './termsContent';

/** The /terms page: the terms and conditions with the brand's product and operator names. */
export default function TermsPage() {
  const brand = useBrand();
  const content = useMemo(() => termsDocument(brand), [brand]);
  return <LegalDocument content={content} />;
}
