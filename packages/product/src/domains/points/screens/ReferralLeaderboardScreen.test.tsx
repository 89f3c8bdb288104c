import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderScreen, withWallet } from '../../../testing/renderScreen';
import { type FakeRoutes, withFakeApi } from '../data/testing/fakePointsApi';

const ME = 'MyWa11et1111111111111111111111111111111111';

const routes =
  (calls: string[]): FakeRoutes =>
  (path, query) => {
    if (path === '/referral/leaderboard') {
      calls.push(`${query.get('offset')}/${query.get('limit')}`);
      const offset = Number(query.get('offset'));
      return {
        json: {
          totalLeaderboardCount: 120,
          leaderboard: Array.from({ length: Math.min(50, 120 - offset) }, (_, i) => ({
            wallet: `Referrer${offset + i + 1}`,
            leaderboardRank: offset + i + 1,
            volumeUsd: String(100_000 - offset - i),
            weeklyLeaderboardRank: null,
            weeklyVolumeUsd: null,
          })),
        },
      };
    }
    if (path === '/referral/metrics')
      return { json: { allTimeVolumeUsd: '5000000', weeklyVolumeUsd: '25000', userCount: 812 } };
    if (path === `/referral/leaderboard/users/${ME}/metrics`)
      return {
        json: { leaderboardRank: 77, volumeUsd: '900', weeklyLeaderboardRank: 3, referredUsers: 4 },
      };
    return undefined;
  };

describe('the referral leaderboard', () => {
  it('shows the totals and a page of referrers with the wallet’s place pinned', async () => {
    const user = userEvent.setup();
    const calls: string[] = [];
    renderScreen('leaderboardReferrals', '/leaderboard-referrals', {
      seeds: [withFakeApi(routes(calls)), withWallet(ME)],
    });
    expect(await screen.findByText('$5,000,000')).toBeInTheDocument();
    expect(screen.getByText('812')).toBeInTheDocument();
    const table = await screen.findByRole('region', { name: 'Referral leaderboard' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(52));
    const [, pinned, first] = within(table).getAllByRole('row');
    expect(pinned).toHaveTextContent('#77');
    expect(pinned).toHaveTextContent('You');
    expect(first).toHaveTextContent('#1');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(calls).toContain('50/50'));
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
  });
});
