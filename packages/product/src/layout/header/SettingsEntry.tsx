import { IconButton } from '@keel/ui-kit';
import { lazy, Suspense, useState } from 'react';
import { useAnalytics } from '../../analytics/AnalyticsContext';
import { headerEvents } from '../../analytics/analytics';
import { useOpenedOnce } from '../../common/useOpenedOnce';
import { GearIcon } from './icons';

// The modal and the form load on first use, not with every page.
const TransactionSettingsModal = lazy(() => import('../../settings/TransactionSettingsModal'));

/** The header's settings button and the transaction settings modal it opens. */
export function SettingsEntry() {
  const analytics = useAnalytics();
  const [open, setOpen] = useState(false);
  const opened = useOpenedOnce(open);
  return (
    <>
      <IconButton
        label="Settings"
        icon={<GearIcon />}
        variant="ghost"
        onClick={() => {
          analytics.track(headerEvents.settings);
          setOpen(true);
        }}
      />
      {opened ? (
        <Suspense fallback={null}>
          <TransactionSettingsModal open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
