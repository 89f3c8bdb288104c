import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '../testing/renderScreen';
import NotificationsModal from './NotificationsModal';
import type { BellNotification } from './notificationsService';

const notification = (id: string, type: string, title: string): BellNotification => ({
  id,
  timestamp: 1_700_000_000_000,
  title,
  text: `${title}.`,
  type,
  actions: [],
});

describe('NotificationsModal', () => {
  it('sets a position warning apart from news and rewards: its own tone, icon and label', async () => {
    renderInApp(
      <NotificationsModal
        open
        onClose={() => {}}
        notifications={[
          notification('w', 'position-warnings', 'Position close to liquidation'),
          notification('n', 'public-notifications', 'New market live'),
          notification('e', 'earning-updates', 'Rewards update'),
        ]}
        lastReadAt={null}
        loadFailed={false}
        onItemClick={() => {}}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    const [warning, news, earnings] = within(dialog).getAllByRole('listitem') as HTMLElement[];
    expect(warning).toHaveTextContent(/^Position warningPosition close to liquidation/);
    expect(warning).toHaveClass('keel-bell__item--warning');
    expect(warning).toHaveAttribute('data-kind', 'warning');
    expect(warning?.querySelector('.keel-bell__kind svg path')).not.toBeNull();
    expect(news).toHaveTextContent(/^NewsNew market live/);
    expect(news).not.toHaveClass('keel-bell__item--warning');
    expect(news?.querySelector('.keel-bell__kind svg path')).toBeNull();
    expect(earnings).toHaveTextContent(/^EarningsRewards update/);
    expect(earnings).toHaveAttribute('data-kind', 'earnings');
  });
});
