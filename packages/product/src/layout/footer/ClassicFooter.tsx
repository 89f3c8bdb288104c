import { Tag } from '@keel/ui-kit';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useBrand } from '../../brand/BrandContext';
import { ExternalLink } from '../../links/ExternalLink';
import { SocialLinks } from '../SocialLinks';
import { Copyright } from './Copyright';

function Column({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="keel-footer__column">
      <h2 className="keel-footer__heading">{title}</h2>
      <ul className="keel-footer__links">{children}</ul>
    </div>
  );
}

/** The older generation's footer (O§2.8). */
export function ClassicFooter() {
  const { links } = useBrand();
  return (
    <footer className="keel-footer">
      <div className="keel-footer__columns">
        <Column title="About">
          <li>
            <ExternalLink href={links.documentation}>Documentation</ExternalLink>
          </li>
          <li>
            <ExternalLink href={links.externalTerms}>Terms</ExternalLink>
          </li>
        </Column>
        <Column title="Products">
          <li>
            <Link to="/lending">Lending</Link>
          </li>
          <li>
            <Link to="/liquidity">Liquidity</Link>
          </li>
          <li>
            <Link to="/multiply">Multiply</Link>
          </li>
          <li>
            <Link to="/lending/leverage">Leverage</Link>
          </li>
        </Column>
        <Column title="Resources">
          <li>
            <ExternalLink href={links.litepaper}>Litepaper</ExternalLink>
          </li>
          <li>
            <ExternalLink href={links.riskDashboard}>Risk Dashboard</ExternalLink>
          </li>
          <li>
            <span className="keel-footer__inert" aria-disabled="true">
              Leaderboard and Referrals <Tag variant="comingSoon">Coming Soon</Tag>
            </span>
          </li>
        </Column>
        <Column title="Connect">
          <li>
            <ExternalLink href={links.discord}>Discord</ExternalLink>
          </li>
          <li>
            <ExternalLink href={links.twitter}>Twitter</ExternalLink>
          </li>
          <li>
            <ExternalLink href={links.support}>Support</ExternalLink>
          </li>
        </Column>
      </div>
      <div className="keel-footer__bottom">
        <SocialLinks />
        <Copyright />
      </div>
    </footer>
  );
}
