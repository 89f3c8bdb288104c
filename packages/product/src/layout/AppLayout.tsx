import { Outlet } from 'react-router-dom';
import { useAppServices } from '../app/AppServicesContext';
import type { ResolvedNavItem } from '../nav/resolveNavItems';
import { useCurrentRouteDef } from '../routing/routeHandle';
import { useRouteEffects } from '../routing/useRouteEffects';
import { DecorativeCircles } from './DecorativeCircles';
import { ClassicFooter } from './footer/ClassicFooter';
import { V3Footer } from './footer/V3Footer';
import { Header } from './header/Header';

export interface AppLayoutProps {
  navItems: readonly ResolvedNavItem[];
  footer: 'classic' | 'v3';
}

/** Header, the current screen and the footer, plus the effects every navigation triggers. */
export function AppLayout({ navItems, footer }: AppLayoutProps) {
  const { storage, storageKeys, referralLookup } = useAppServices();
  const route = useCurrentRouteDef();
  useRouteEffects({ referralLookup, storage, referralStorageKey: storageKeys.referralCode });
  return (
    <div className="keel-app">
      <a className="keel-skip-link" href="#main">
        Skip to content
      </a>
      <DecorativeCircles decor={route?.decor} />
      <Header items={navItems} />
      <main id="main" className="keel-main" tabIndex={-1}>
        <Outlet />
      </main>
      {footer === 'v3' ? <V3Footer /> : <ClassicFooter />}
    </div>
  );
}
