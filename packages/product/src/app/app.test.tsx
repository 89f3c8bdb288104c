import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { NavConfig, RouteDef } from '../routing/types';
import { drainMicrotasks } from '../testing/drainMicrotasks';
import { memoryStorage, recordingSink, renderApp } from '../testing/renderApp';

const ADDRESS = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';

const routes: RouteDef[] = [
  {
    id: 'main',
    path: '/',
    screen: 'lendingMarkets',
    title: 'Borrow / Lend',
    description: 'Lend on {product}.',
  },
  { id: 'earn', path: '/earn', screen: 'earn', title: 'Earn', description: 'Earn.', flag: 'earn' },
  {
    id: 'reserve',
    path: '/lending/reserve/:marketAddress/:reserveAddress',
    screen: 'reserve',
    title: 'Reserve',
    description: 'A reserve.',
    params: { marketAddress: 'address', reserveAddress: 'address' },
  },
  { id: 'stake', path: '/stake', screen: 'stake', title: 'Stake', description: 'Stake.' },
];

const nav: NavConfig = {
  items: [
    { label: 'Borrow / Lend', to: '/', activePatterns: ['/', '/lending/reserve/:m/:r'] },
    { label: 'Earn', to: '/earn', flag: 'earn', tag: 'new' },
    { label: 'Stake', to: '/stake', disabledUnlessFlag: 'claim' },
  ],
};

describe('the app shell', () => {
  it('renders a route with its own title and meta description', async () => {
    renderApp({ routes, nav }, '/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Borrow / Lend' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Borrow / Lend | Acme'));
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      'Lend on Acme.',
    );
  });

  it('redirects a flag-off route to the not-found page', async () => {
    const { router } = renderApp({ routes, nav }, '/earn');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    expect(screen.getByText('This page is deprecated, deleted, or does not exist')).toBeVisible();
    expect(router.pathname).toBe('/404');
  });

  it('turns a flag on from the query string', async () => {
    renderApp({ routes, nav }, '/earn?EARN=true');
    expect(await screen.findByRole('heading', { level: 1, name: 'Earn' })).toBeVisible();
  });

  it('redirects an unknown path to the not-found page', async () => {
    const { router } = renderApp({ routes, nav }, '/nowhere');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    expect(router.pathname).toBe('/404');
  });

  it('explains a malformed address instead of rendering the screen', async () => {
    renderApp({ routes, nav }, `/lending/reserve/${ADDRESS}/0OIl`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Invalid link' })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('reserveAddress');
    expect(screen.getByRole('alert')).toHaveTextContent('is not a Solana address');
  });

  it('hides flag-off nav items, marks the active one and shows Coming Soon on disabled ones', async () => {
    renderApp({ routes, nav }, `/lending/reserve/${ADDRESS}/${ADDRESS}?CLAIM=false`);
    const navigation = await screen.findByRole('navigation', { name: 'Main' });
    expect(navigation).not.toHaveTextContent('Earn');
    expect(screen.getAllByRole('link', { name: 'Borrow / Lend' })[0]).toHaveAttribute(
      'aria-current',
      'page',
    );
    const stake = navigation.querySelector('[aria-disabled="true"]');
    expect(stake).toHaveTextContent('Stake');
    expect(stake).toHaveTextContent('Coming Soon');
    expect(stake?.closest('a')).toBeNull();
  });

  it('records page views and header menu clicks', async () => {
    const { sink, events } = recordingSink();
    renderApp({ routes, nav: { items: [...nav.items] }, analyticsSink: sink }, '/');
    await screen.findByRole('heading', { level: 1, name: 'Borrow / Lend' });
    await userEvent.click(screen.getAllByRole('link', { name: 'Stake' })[0]!);
    await screen.findByRole('heading', { level: 1, name: 'Stake' });
    // The page view is recorded by an effect of the route change, after the screen renders.
    await waitFor(() =>
      expect(events).toEqual(['pageview /', 'header:menu:Stake', 'pageview /stake']),
    );
  });

  it('tracks nothing for a visitor outside the 2% sample', async () => {
    const { sink, events } = recordingSink();
    const storage = memoryStorage({ 'acme.analyticsTrackingId': '51' });
    renderApp({ routes, nav, analyticsSink: sink, analyticsAlwaysOn: false }, '/', storage);
    await screen.findByRole('heading', { level: 1, name: 'Borrow / Lend' });
    expect(events).toEqual([]);
  });

  it('stores a referral code the lookup finds and goes to the main page', async () => {
    const storage = memoryStorage();
    const { router } = renderApp(
      { routes, nav, referralLookup: async (code) => (code === 'FRIEND' ? { code } : null) },
      '/stake?ref=FRIEND',
      storage,
    );
    await waitFor(() => expect(router.pathname).toBe('/'));
    expect(storage.data.get('acme.referralCode')).toBe('FRIEND');
  });

  it('ignores an unknown referral code', async () => {
    const storage = memoryStorage();
    const asked: string[] = [];
    const referralLookup = async (code: string) => {
      asked.push(code);
      return null;
    };
    const { router } = renderApp({ routes, nav, referralLookup }, '/stake?ref=NOPE', storage);
    await screen.findByRole('heading', { level: 1, name: 'Stake' });
    await waitFor(() => expect(asked).toEqual(['NOPE']));
    // The lookup has answered; what the app does with the answer runs in its continuations.
    await act(drainMicrotasks);
    expect(router.pathname).toBe('/stake');
    expect(storage.data.has('acme.referralCode')).toBe(false);
  });

  it('shows the copyright with the current year', async () => {
    renderApp({ routes, nav }, '/');
    expect(
      await screen.findByText(new RegExp(`© ${new Date().getFullYear()} Acme Labs`)),
    ).toBeVisible();
  });
});
