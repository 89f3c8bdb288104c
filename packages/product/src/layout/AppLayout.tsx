import { memo, useMemo } from 'react';
import { Outlet } from 'react-router-dom';
import { AccessProhibitedOverlay, SiteUnavailableOverlay } from '../access/AccessOverlays';
import { useRegionCheck, useWalletScreeningState } from '../access/useAccessChecks';
import { useAppServices } from '../app/AppServicesContext';
import { BannerStack } from '../banners/BannerStack';
import type { ResolvedNavItem } from '../navigation/resolveNavItems';
import { NotificationsBell } from '../notifications/NotificationsBell';
import { useCurrentRouteDef } from '../routing/routeHandle';
import { useRouteEffects } from '../routing/useRouteEffects';
import { LazyWalletRuntime } from '../wallet/LazyWalletRuntime';
import { useWalletState } from '../wallet/WalletStoreContext';
import { DecorativeCircles } from './DecorativeCircles';
import { ClassicFooter } from './footer/ClassicFooter';
import { V3Footer } from './footer/V3Footer';
import { Header } from './header/Header';

// The header and the footer do not depend on what the layout reads (the region, the wallet's
// screening): a status or geo answer re-renders the layout without rendering them again.
const MemoHeader = memo(Header);
const MemoClassicFooter = memo(ClassicFooter);
const MemoV3Footer = memo(V3Footer);

export interface AppLayoutProps {
  navItems: readonly ResolvedNavItem[];
  footer: 'classic' | 'v3';
}

/** Header, the current screen and the footer, plus the effects every navigation triggers. */
export function AppLayout({ navItems, footer }: AppLayoutProps) {
  const { storage, storageKeys, referralLookup } = useAppServices();
  const route = useCurrentRouteDef();
  useRouteEffects({ referralLookup, storage, referralStorageKey: storageKeys.referralCode });
  const region = useRegionCheck();
  const address = useWalletState((state) => state.session?.address);
  const screening = useWalletScreeningState(address);
  const walletFlagged = screening.flagged;
  const notificationsBell = useMemo(() => <NotificationsBell />, []);
  return (
    // Where the wallet's screening came from (cache, server…): what support and tests read.
    <div className="keel-app" data-wallet-screening={screening.source}>
      <a className="keel-skip-link" href="#main">
        Skip to content
      </a>
      <DecorativeCircles decor={route?.decor} />
      <MemoHeader items={navItems} notifications={notificationsBell} />
      <BannerStack region={region} />
      <main id="main" className="keel-main" tabIndex={-1}>
        <Outlet />
      </main>
      {footer === 'v3' ? <MemoV3Footer /> : <MemoClassicFooter />}
      <LazyWalletRuntime />
      {region.checked && region.restricted ? (
        <SiteUnavailableOverlay />
      ) : walletFlagged ? (
        <AccessProhibitedOverlay />
      ) : null}
    </div>
  );
}
