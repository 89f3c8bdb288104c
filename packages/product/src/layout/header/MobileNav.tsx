import { Drawer } from '@keel/ui-kit';
import { type ReactNode, useEffect, useRef } from 'react';
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

export interface MobileNavProps {
  items: readonly ResolvedNavItem[];
  /** The header's controls other than the wallet button; the drawer shows them below 768 px. */
  controls?: ReactNode;
}

/**
 * The left drawer below 992 px: every item (submenus flattened), on phones the header's other
 * controls, a divider and the social icons. It closes on Escape, overlay click, its close button,
 * on picking an item and on any navigation (a control's link, e.g. points, included).
 */
export function MobileNav({ items, controls }: MobileNavProps) {
  const open = useUi((state) => state.isMobileMenuOpen);
  const setOpen = useUi((state) => state.setMobileMenuOpen);
  const { pathname } = useLocation();
  const close = () => setOpen(false);
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    setOpen(false);
  }, [pathname, setOpen]);
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
      {controls ? <div className="keel-mobile-nav__controls">{controls}</div> : null}
      <hr className="keel-mobile-nav__divider" />
      <SocialLinks />
    </Drawer>
  );
}
