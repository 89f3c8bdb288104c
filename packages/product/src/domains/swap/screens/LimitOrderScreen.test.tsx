import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../../testing/renderScreen';
import { type FakeSwapRoutes, withFakeSwapApi } from '../data/testing/fakeSwapApi';

const SOL = 'So11111111111111111111111111111111111111112';
const USDC = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';

const tokens = [
  { mint: SOL, symbol: 'SOL', name: 'Solana', decimals: 9, verified: true },
  { mint: USDC, symbol: 'USDC', name: 'USD Coin', decimals: 6, verified: true },
];

const routes: FakeSwapRoutes = (path) => {
  if (path.endsWith('-swap/tokens')) return { json: tokens };
  return undefined;
};

const flags = { withdrawOnly: false };
const form = () => screen.getByRole('region', { name: 'Limit order' });
const previewValue = (label: string) =>
  within(form()).getByText(label, { exact: true }).nextElementSibling?.textContent;

describe('the limit-order mode of the swap screen', () => {
  it('takes the pair from the URL and previews what the order receives', async () => {
    renderScreen('swapPair', '/swap/limit/USDC-SOL', { flags, seeds: [withFakeSwapApi(routes)] });
    const amount = await screen.findByRole('textbox', { name: /You sell/ });
    expect(within(form()).getByRole('button', { name: /Sell token USDC/ })).toBeInTheDocument();
    expect(within(form()).getByRole('button', { name: /Buy token SOL/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Limit' })).toHaveAttribute('aria-current', 'page');
    expect(form().querySelector('.keel-action-submit')?.textContent).toMatch(/connect/i);
    await userEvent.type(amount, '300');
    await userEvent.type(screen.getByRole('textbox', { name: /Limit price/ }), '0.005');
    await waitFor(() => expect(previewValue('You receive')).toContain('1.5'));
    expect(previewValue('You receive')).toContain('SOL');
    expect(previewValue('Expiry')).toMatch(/until filled or cancelled/);
  });

  it('prices a pair the wallet does not hold from the latest prices', async () => {
    const latest: Record<string, string> = { [SOL]: '150', [USDC]: '1' };
    const priced: FakeSwapRoutes = (path, query) => {
      if (path.endsWith('/prices/history')) {
        const price = latest[query.get('token') ?? ''];
        return { json: price ? [[price, Date.now() - 60_000]] : [] };
      }
      return routes(path, query);
    };
    renderScreen('swapPair', '/swap/limit/USDC-SOL', { flags, seeds: [withFakeSwapApi(priced)] });
    await screen.findByRole('textbox', { name: /You sell/ });
    // USDC in SOL: 1 / 150.
    await waitFor(() => expect(previewValue('Market price')).toMatch(/0\.00666/));
    await userEvent.type(screen.getByRole('textbox', { name: /Limit price/ }), '0.0075');
    await waitFor(() => expect(previewValue('Distance from market')).toMatch(/12\.5/));
  });

  it('falls back to the default pair, with a note, for a pair not in the list', async () => {
    renderScreen('swapPair', '/swap/limit/FOO-BAR', { flags, seeds: [withFakeSwapApi(routes)] });
    expect(
      await screen.findByText('That pair is not in the token list; showing the default pair.'),
    ).toBeInTheDocument();
    expect(within(form()).getByRole('button', { name: /Sell token SOL/ })).toBeInTheDocument();
  });

  it('refuses an unknown order type with a way back', async () => {
    renderScreen('swapPair', '/swap/stop/SOL-USDC', { flags, seeds: [withFakeSwapApi(routes)] });
    expect(await screen.findByRole('alert')).toHaveTextContent('is not an order type');
    expect(screen.getByRole('link', { name: 'Back to swap' })).toBeInTheDocument();
  });

  it('keeps the market mode on the pair route', async () => {
    renderScreen('swapPair', '/swap/market/USDC-SOL', { flags, seeds: [withFakeSwapApi(routes)] });
    await screen.findByRole('textbox', { name: /You pay/ });
    const swap = screen.getByRole('region', { name: 'Swap' });
    expect(within(swap).getByRole('button', { name: /From token USDC/ })).toBeInTheDocument();
  });
});
