import type { FetchLike, MarketConfig } from '@keel/api-client';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '../../../../testing/renderScreen';
import { reserveFixture, testKey } from '../../data/testing/reserveFixture';
import { seedLending } from '../../data/testing/seedLending';
import { NO_HISTORY } from './HistoryEmpty';
import { ReserveHistory } from './ReserveHistory';

const market = testKey(90);
const usdc = reserveFixture({
  address: testKey(91),
  market,
  symbol: 'USDC',
  decimals: 6,
  available: '1000',
  borrowed: '500',
  price: '1',
});
const config: MarketConfig = {
  name: 'Main Market',
  lendingMarket: market.toBase58(),
  isPrimary: true,
  description: '',
  lookupTable: '',
  isCurated: false,
};

/** The API answers the reserve's history with `answer` (a JSON body) or fails. */
function renderHistory(answer: unknown | 'fails') {
  const fetch: FetchLike = async (url) => {
    if (!url.includes('/metrics/history') || answer === 'fails') throw new Error('offline');
    return { ok: true, status: 200, text: async () => JSON.stringify(answer) };
  };
  return renderInApp(
    <ReserveHistory market={market.toBase58()} reserve={usdc.address.toBase58()} />,
    { seeds: [seedLending([{ config, reserves: [usdc] }], { fetch })] },
  );
}

describe('ReserveHistory', () => {
  it('says there is no history yet when the API answers none, in place of an empty chart', async () => {
    renderHistory({ reserve: usdc.address.toBase58(), history: [] });
    const section = screen.getByRole('region', { name: 'History' });
    expect(await within(section).findByRole('status')).toHaveTextContent(NO_HISTORY);
    expect(within(section).getByRole('figure', { name: 'Supply APY history' })).toBeTruthy();
  });

  it('shows the failure with Retry', async () => {
    renderHistory('fails');
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(screen.getByText('History is not available')).toBeTruthy();
  });
});
