import { IconButton, MenuIcon } from '@keel/ui-kit';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useAnalytics } from '../../analytics/AnalyticsContext';
import { headerEvents } from '../../analytics/analytics';
import { useBrand } from '../../brand/BrandContext';
import { useOpenedOnce } from '../../common/useOpenedOnce';
import { useFlags } from '../../flags/FlagsContext';
import type { ResolvedNavItem } from '../../navigation/resolveNavItems';
import { useUi } from '../../state/UiStoreContext';
import { NavMenu } from './NavMenu';
import { SettingsEntry } from './SettingsEntry';
import { WalletEntry } from './WalletEntry';

const PointsButton = lazy(() => import('./PointsButton'));
// The drawer (and the dialog code under it) loads when the menu button is first used.
const MobileNav = lazy(() =>
  import('./MobileNav').then((module) => ({ default: module.MobileNav })),
);

/** Mounts its children only after the first render, keeping them off the critical path. */
function AfterFirstRender({ children }: { children: ReactNode }) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted ? <Suspense fallback={null}>{children}</Suspense> : null;
}

export interface HeaderProps {
  items: readonly ResolvedNavItem[];
  /** The notifications bell, when the app provides one. */
  notifications?: ReactNode;
}

/**
 * Logo, navigation, points, notifications and wallet entry; a drawer menu below 992 px. Below
 * 768 px the header keeps the menu button, the logo, the notifications bell (position warnings
 * must reach a phone) and the wallet button: every other control of the actions group is hidden
 * there by CSS and shown in the drawer instead.
 * The static shell repeats the header bar's markup (shell/appShellMarkup.ts): change both.
 */
export function Header({ items, notifications }: HeaderProps) {
  const brand = useBrand();
  const flags = useFlags();
  const analytics = useAnalytics();
  const setMobileMenuOpen = useUi((state) => state.setMobileMenuOpen);
  const menuOpened = useOpenedOnce(useUi((state) => state.isMobileMenuOpen));
  const points = flags.pointsPage ? (
    <AfterFirstRender>
      <PointsButton />
    </AfterFirstRender>
  ) : null;
  // Rendered twice: in the header, and in the drawer for phones (mounted only while it is open).
  // The bell is not among them: it stays in the header bar at every width.
  const controls = (
    <>
      {points}
      <SettingsEntry />
    </>
  );
  return (
    <header className="keel-header">
      <div className="keel-header__inner">
        <IconButton
          className="keel-header__menu-button"
          label="Open menu"
          icon={<MenuIcon />}
          variant="ghost"
          onClick={() => {
            analytics.track(headerEvents.mobileMenu);
            setMobileMenuOpen(true);
          }}
        />
        <Link
          to="/"
          className="keel-header__logo"
          onClick={() => analytics.track(headerEvents.main)}
          aria-label={`${brand.name} home`}
        >
          <span className="keel-header__logo-mark" aria-hidden="true" />
          <span className="keel-header__logo-text">{brand.name}</span>
        </Link>
        <NavMenu items={items} />
        <div className="keel-header__actions">
          <div className="keel-header__controls">{points}</div>
          {notifications ? <div className="keel-header__bell">{notifications}</div> : null}
          <div className="keel-header__controls">
            <SettingsEntry />
          </div>
          <div className="keel-header__wallet">
            <WalletEntry />
          </div>
        </div>
      </div>
      {menuOpened ? (
        <Suspense fallback={null}>
          <MobileNav items={items} controls={controls} />
        </Suspense>
      ) : null}
    </header>
  );
}
