import { useBrand } from '../brand/BrandContext';
import type { BrandLinks } from '../brand/brand';
import { ExternalLink } from '../links/ExternalLink';
import { SocialIcon, type SocialNetwork } from './SocialIcon';

const NETWORKS: readonly { network: SocialNetwork; label: string; link: keyof BrandLinks }[] = [
  { network: 'twitter', label: 'Twitter', link: 'twitter' },
  { network: 'discord', label: 'Discord', link: 'discord' },
  { network: 'telegram', label: 'Telegram', link: 'telegram' },
  { network: 'github', label: 'GitHub', link: 'github' },
];

/** The brand's social profiles as icon links; networks the brand lacks are left out. */
export function SocialLinks() {
  const { links } = useBrand();
  return (
    <ul className="keel-social">
      {NETWORKS.filter(({ link }) => links[link]).map(({ network, label, link }) => (
        <li key={network}>
          <ExternalLink className="keel-social__link" href={links[link]} aria-label={label}>
            <SocialIcon network={network} />
          </ExternalLink>
        </li>
      ))}
    </ul>
  );
}
