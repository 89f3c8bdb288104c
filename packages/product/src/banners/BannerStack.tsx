import { useProductStatus } from '@keel/api-client/react';
import { Link } from 'react-router-dom';
import type { RegionCheckState } from '../access/regionCheck';
import { isEuBannerCountry, isUkVisitor } from '../access/regionRules';
import { useAppServices } from '../app/AppServicesContext';
import { useBrand } from '../brand/BrandContext';
import { useFlags } from '../flags/FlagsContext';
import { ExternalLink } from '../links/ExternalLink';
import { Banner } from './Banner';
import { type BannerName, useBannerDismissal } from './bannerDismissal';
import {
  euText,
  maintenanceText,
  restrictedRegionText,
  SWAP_BANNER_TITLE,
  swapLinkText,
  ukText,
  WITHDRAW_ONLY_TEXT,
} from './bannerTexts';

function useDismissal(name: BannerName, showsAtStart = false) {
  const { storage } = useAppServices();
  const brand = useBrand();
  return useBannerDismissal(storage, brand.storageKeyPrefix, name, showsAtStart);
}

/** The banners of O§2.8, above the page content. */
export function BannerStack({ region }: { region: RegionCheckState }) {
  const brand = useBrand();
  const flags = useFlags();
  // status.json, polled every 120 s (O§9: api-client's status timing).
  const status = useProductStatus();
  const [swapDismissed, dismissSwap] = useDismissal('swap');
  const [maintenanceDismissed, dismissMaintenance] = useDismissal('maintenance', true);
  const [restrictedDismissed, dismissRestricted] = useDismissal('restrictedRegion');
  const [euDismissed, dismissEu] = useDismissal('eu');
  const [ukDismissed, dismissUk] = useDismissal('uk', true);
  const [withdrawDismissed, dismissWithdraw] = useDismissal('withdrawOnly');
  const location = region.location;
  const chat = brand.links.discord ?? brand.links.support;

  return (
    <div className="keel-banners">
      {status.data?.maintenance.api && !maintenanceDismissed ? (
        <Banner
          label="Maintenance"
          tone="warning"
          text={maintenanceText(brand.name)}
          onDismiss={dismissMaintenance}
        />
      ) : null}
      {flags.withdrawOnly && !withdrawDismissed ? (
        <Banner
          label="Withdraw only"
          tone="warning"
          text={WITHDRAW_ONLY_TEXT}
          onDismiss={dismissWithdraw}
        />
      ) : null}
      {region.unblockedMatches.length > 0 && !restrictedDismissed ? (
        <Banner
          label="Restricted region"
          tone="warning"
          text={restrictedRegionText(brand.name)}
          onDismiss={dismissRestricted}
        >
          <p className="keel-banner__links">
            <Link to="/terms">Terms and Conditions</Link>
            {chat ? (
              <>
                {' · '}
                <ExternalLink href={chat}>Community chat</ExternalLink>
              </>
            ) : null}
          </p>
        </Banner>
      ) : null}
      {location && isUkVisitor(location) && !ukDismissed ? (
        <Banner label="United Kingdom" text={ukText(brand.name)} onDismiss={dismissUk} />
      ) : null}
      {location && isEuBannerCountry(location) && !euDismissed ? (
        <Banner label="European Union" text={euText(brand.name)} onDismiss={dismissEu} />
      ) : null}
      {!swapDismissed ? (
        <Banner label="Swap" text={SWAP_BANNER_TITLE} onDismiss={dismissSwap}>
          <Link to="/swap" className="keel-banner__link">
            {swapLinkText(brand.name)}
          </Link>
        </Banner>
      ) : null}
    </div>
  );
}
