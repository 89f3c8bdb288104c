import { IconButton, Modal } from '@keel/ui-kit';
import { useState } from 'react';
import { useAnalytics } from '../../analytics/AnalyticsContext';
import { headerEvents } from '../../analytics/analytics';
import { TransactionSettingsForm } from '../../settings/TransactionSettingsForm';
import { GearIcon } from './icons';

/** The header's settings button and the transaction settings modal it opens. */
export function SettingsEntry() {
  const analytics = useAnalytics();
  const [open, setOpen] = useState(false);
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
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title="Transaction settings"
        closeOnOverlayClick
      >
        {open ? <TransactionSettingsForm onDone={() => setOpen(false)} /> : null}
      </Modal>
    </>
  );
}
