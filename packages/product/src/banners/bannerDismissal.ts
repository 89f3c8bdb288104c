import { useState } from 'react';
import type { SafeStorage } from '../storage/safeStorage';

import { type BannerName, bannerDismissalKey } from './bannerKeys';

export { type BannerName, bannerDismissalKey };

/**
 * Whether a banner is dismissed. Banners that 'show at start' (maintenance, UK) store the
 * dismissal too but ignore it on the next visit: it holds for this visit only.
 */
export function useBannerDismissal(
  storage: SafeStorage,
  prefix: string,
  name: BannerName,
  showsAtStart: boolean,
): [dismissed: boolean, dismiss: () => void] {
  const key = bannerDismissalKey(prefix, name);
  const [dismissed, setDismissed] = useState(
    () => !showsAtStart && storage.getItem(key) === 'true',
  );
  return [
    dismissed,
    () => {
      storage.setItem(key, 'true');
      setDismissed(true);
    },
  ];
}
