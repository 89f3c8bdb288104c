import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { withFakeApi } from '../../domains/points/data/testing/fakePointsApi';
import { renderInApp, withWallet } from '../../testing/renderScreen';
import PointsButton from './PointsButton';

const ME = 'MyWa11et1111111111111111111111111111111111';

const api = withFakeApi((path, query) =>
  path === `/points/users/${ME}/breakdown` && query.get('source') === 'Season3'
    ? { json: { totalPointsEarned: '1234567890000', totalCurrentPointsPerSecond: '0' } }
    : undefined,
);

describe('the header points button', () => {
  it('shows the connected wallet’s current-season points and leads to the points page', async () => {
    renderInApp(<PointsButton />, { seeds: [api, withWallet(ME)] });
    const link = await screen.findByRole('link', { name: 'Points: 1,234,567' });
    expect(link).toHaveAttribute('href', '/points');
  });

  it('reads Points without a wallet', () => {
    renderInApp(<PointsButton />, { seeds: [api] });
    expect(screen.getByRole('link', { name: 'Points' })).toHaveTextContent('Points');
  });
});
