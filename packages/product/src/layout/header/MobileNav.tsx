import { Drawer } from '@keel/ui-kit';
import { useLocation } from 'react-router-dom';
import { isNavItemActive, type ResolvedNavItem } from '../../navigation/resolveNavItems';
import { useUi } from '../../state/UiStoreContext';
import { SocialLinks } from '../SocialLinks';
import { NavLinkItem } from './NavLinkItem';

function flatten(items: readonly ResolvedNavItem[]): ResolvedNavItem[] {
  return items.flatMap((item) =>
    item.children ? [...(item.to ? [item] : []), ...flatten(item.children)] : [item],
  );
}

/**
 * The left drawer below 992 px: every item (submenus flattened), a divider and the social icons.
 * It closes on Escape, overlay click, its close button and on picking an item.
 */
export function MobileNav({ items }: { items: readonly ResolvedNavItem[] }) {
  const open = useUi((state) => state.isMobileMenuOpen);
  const setOpen = useUi((state) => state.setMobileMenuOpen);
  const { pathname } = useLocation();
  const close = () => setOpen(false);
  const entries = flatten(items).filter((item) => !item.tabletOnly);
  return (
    <Drawer open={open} onClose={close} side="left" title="Menu" className="keel-mobile-nav">
      <nav aria-label="Main">
        <ul className="keel-mobile-nav__list">
          {entries.map((item) => (
            <li key={`${item.label}-${item.to ?? item.href ?? ''}`}>
              <NavLinkItem
                item={{ ...item, hideOnTablet: false }}
                active={isNavItemActive(item, pathname)}
                onNavigate={close}
              />
            </li>
          ))}
        </ul>
      </nav>
      <hr className="keel-mobile-nav__divider" />
      <SocialLinks />
    </Drawer>
  );
}
