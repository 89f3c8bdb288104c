import { Tag, Tooltip } from '@keel/ui-kit';
import { Link } from 'react-router-dom';
import { useAnalytics } from '../../analytics/AnalyticsContext';
import { headerEvents } from '../../analytics/analytics';
import { ExternalLink } from '../../links/ExternalLink';
import type { ResolvedNavItem } from '../../navigation/resolveNavItems';
import { UserIcon } from './icons';

export const BETA_TOOLTIP = 'This Product is still in Beta';

function ItemTag({ kind }: { kind: ResolvedNavItem['tag'] }) {
  if (kind === 'beta') {
    return (
      <Tooltip content={BETA_TOOLTIP}>
        <Tag variant="beta" tabIndex={0}>
          Beta
        </Tag>
      </Tooltip>
    );
  }
  if (kind === 'new') return <Tag variant="new">New</Tag>;
  if (kind === 'lightning') return <Tag variant="lightning" />;
  return null;
}

function responsiveClass(item: ResolvedNavItem) {
  if (item.hideOnTablet) return ' keel-nav__item--hide-tablet';
  if (item.tabletOnly) return ' keel-nav__item--tablet-only';
  return '';
}

export interface NavLinkItemProps {
  item: ResolvedNavItem;
  active: boolean;
  /** Called after a click on an enabled item (the drawer closes on it). */
  onNavigate?: () => void;
}

/** One navigation entry: an internal link, an external link, or an inert 'Coming Soon' item. */
export function NavLinkItem({ item, active, onNavigate }: NavLinkItemProps) {
  const analytics = useAnalytics();
  const className = `keel-nav__item${active ? ' keel-nav__item--active' : ''}${responsiveClass(item)}`;
  const content = (
    <>
      {item.icon === 'user' ? <UserIcon /> : null}
      <span className="keel-nav__label">{item.label}</span>
      <ItemTag kind={item.tag} />
    </>
  );

  if (item.disabled) {
    return (
      <span className={`${className} keel-nav__item--disabled`} aria-disabled="true">
        {content}
        <Tag variant="comingSoon">Coming Soon</Tag>
      </span>
    );
  }

  const track = () => {
    analytics.track(headerEvents.menu(item.label));
    onNavigate?.();
  };

  if (item.href) {
    return (
      <ExternalLink className={className} href={item.href} onClick={track}>
        {content}
      </ExternalLink>
    );
  }
  return (
    <Link
      className={className}
      to={item.to ?? '/'}
      aria-current={active ? 'page' : undefined}
      onClick={track}
    >
      {content}
    </Link>
  );
}
