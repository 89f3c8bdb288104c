import { useMemo } from 'react';
import { useBrand } from '../../../brand/BrandContext';
import { LegalDocument } from './LegalDocument';
import { privacyDocument } from './privacyContent';

/** The /privacy page: what the site processes about its visitors, and why. */
export default function PrivacyPage() {
  const brand = useBrand();
  const content = useMemo(() => privacyDocument(brand), [brand]);
  return <LegalDocument content={content} />;
}
