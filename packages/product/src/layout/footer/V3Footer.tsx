import { useBrand } from '../../brand/BrandContext';
import { ExternalLink } from '../../links/ExternalLink';
import { SocialLinks } from '../SocialLinks';
import { Copyright } from './Copyright';

/** The newer generation's footer: social icons and three external links (O§2.8). */
export function V3Footer() {
  const { links } = useBrand();
  return (
    <footer className="keel-footer keel-footer--v3">
      <SocialLinks />
      <ul className="keel-footer__inline-links">
        <li>
          <ExternalLink href={links.riskDashboard}>Risk dashboard</ExternalLink>
        </li>
        <li>
          <ExternalLink href={links.documentation}>Docs</ExternalLink>
        </li>
        <li>
          <ExternalLink href={links.externalTerms}>Terms</ExternalLink>
        </li>
      </ul>
      <Copyright />
    </footer>
  );
}
