import { useBrand } from '../brand/BrandContext';
import { ExternalLink } from '../links/ExternalLink';
import { FullScreenOverlay } from './FullScreenOverlay';

export const SITE_UNAVAILABLE_TITLE = 'Site is unavailable';
export const SITE_UNAVAILABLE_TEXT =
  'This site is not available in your region. Based on your location being a current Restricted Jurisdiction, you are prohibited from accessing this site.';
export const ACCESS_PROHIBITED_TITLE = 'Access Prohibited';

/** O§2.8: shown in a restricted region. */
export function SiteUnavailableOverlay() {
  return (
    <FullScreenOverlay title={SITE_UNAVAILABLE_TITLE}>
      <p>{SITE_UNAVAILABLE_TEXT}</p>
    </FullScreenOverlay>
  );
}

/** O§2.8, O§6: shown for a flagged or blocked wallet. */
export function AccessProhibitedOverlay() {
  const brand = useBrand();
  const chat = brand.links.discord ?? brand.links.support;
  return (
    <FullScreenOverlay title={ACCESS_PROHIBITED_TITLE}>
      <p>Access to {brand.name} is prohibited for this wallet.</p>
      <p>
        If you think this is a mistake, please contact support in our{' '}
        {chat ? <ExternalLink href={chat}>community chat</ExternalLink> : 'community chat'}.
      </p>
    </FullScreenOverlay>
  );
}
