export { LegalDocument } from './LegalDocument';
export type {
  LegalBlock,
  LegalDate,
  LegalDocumentContent,
  LegalExternalLink,
  LegalInline,
  LegalSection,
  LegalSectionRef,
  LegalText,
} from './legalContent';
export { blockToPlain, legalTextToPlain, sectionRefs, sectionToPlain } from './legalContent';
export { PrivacyPage } from './PrivacyPage';
export {
  PRIVACY_SECTION_IDS,
  PRIVACY_TITLE,
  privacyDocument,
  privacySections,
} from './privacyContent';
export { TermsPage } from './TermsPage';
export {
  PROHIBITED_LOCALITIES,
  TERMS_DATES,
  TERMS_SECTION_IDS,
  TERMS_TITLE,
  termsDocument,
  termsSections,
} from './termsContent';
