import { Dropdown, MenuItem, Tag } from '@keel/ui-kit';
import { Link, useLocation } from 'react-router-dom';
import { useAnalytics } from '../../analytics/AnalyticsContext';
import { headerEvents } from '../../analytics/analytics';
import { parseExternalUrl } from '../../links/externalUrl';
import { isNavItemActive, type ResolvedNavItem } from '../../navigation/resolveNavItems';
import { NavLinkItem } from './NavLinkItem';

function SubmenuItem({ item }: { item: ResolvedNavItem }) {
  const analytics = useAnalytics();
  const { pathname } = useLocation();
  const active = isNavItemActive(item, pathname);
  const track = () => analytics.track(headerEvents.menu(item.label));
  const tabletClass = item.tabletOnly ? ' keel-nav__item--tablet-only' : '';
  if (item.disabled) {
    return (
      <MenuItem disabled className={tabletClass}>
        {item.label} <Tag variant="comingSoon">Coming Soon</Tag>
      </MenuItem>
    );
  }
  const external = parseExternalUrl(item.href);
  if (item.href) {
    return (
      <MenuItem
        className={tabletClass}
        onSelect={track}
        disabled={!external}
        render={(props) => (
          <a {...props} href={external?.href} target="_blank" rel="noopener noreferrer">
            {item.label}
          </a>
        )}
      />
    );
  }
  return (
    <MenuItem
      className={`${tabletClass}${active ? ' keel-menu__item--active' : ''}`}
      onSelect={track}
      render={(props) => (
        <Link {...props} to={item.to ?? '/'} aria-current={active ? 'page' : undefined}>
          {item.label}
        </Link>
      )}
    />
  );
}

/** The desktop navigation: top-level items, with hover dropdowns for submenus (O§2.6). */
export function NavMenu({ items }: { items: readonly ResolvedNavItem[] }) {
  const { pathname } = useLocation();
  return (
    <nav className="keel-nav" aria-label="Main">
      <ul className="keel-nav__list">
        {items.map((item) => {
          const active = isNavItemActive(item, pathname);
          return (
            <li key={item.label} className="keel-nav__entry">
              {item.children ? (
                <Dropdown
                  label={item.label}
                  className={`keel-nav__dropdown${active ? ' keel-nav__item--active' : ''}`}
                  triggerClassName={`keel-nav__item${active ? ' keel-nav__item--active' : ''}`}
                >
                  {item.children.map((child) => (
                    <SubmenuItem key={child.label} item={child} />
                  ))}
                </Dropdown>
              ) : (
                <NavLinkItem item={item} active={active} />
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
