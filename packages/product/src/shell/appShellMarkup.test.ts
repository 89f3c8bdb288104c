import { describe, expect, it } from 'vitest';
import { appRoute } from '../routing/appRoute';
import { APP_LOAD_FAILURE, appLoadFailureMarkup, appShellMarkup } from './appShellMarkup';

const routes = [
  appRoute({
    id: 'main',
    path: '/',
    screen: 'lendingMarkets',
    title: 'Borrow / Lend',
    description: 'Lend and borrow assets in {product} lending markets.',
  }),
  appRoute({
    id: 'terms',
    path: '/terms',
    screen: 'terms',
    title: 'Terms <& "conditions">',
    description: "{product}'s terms",
  }),
];
const brand = { name: 'Keel' };

function parse(html: string): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = html;
  return container;
}

describe('appShellMarkup', () => {
  it("paints the header and the route's title and description, brand filled in", () => {
    const shell = appShellMarkup({ routes, brand, pathname: '/' });
    const page = parse(shell.html);
    expect(page.querySelector('.keel-header__logo-text')?.textContent).toBe('Keel');
    expect(page.querySelector('h1.keel-page__title')?.textContent).toBe('Borrow / Lend');
    expect(page.querySelector('p.keel-page__subtitle')?.textContent).toBe(
      'Lend and borrow assets in Keel lending markets.',
    );
    expect(page.querySelector('[aria-busy="true"]')?.getAttribute('aria-label')).toBe('Loading');
    expect(shell.documentTitle).toBe('Borrow / Lend | Keel');
    expect(page.querySelector('[data-keel-shell]')).not.toBeNull();
  });

  it("paints the header's home link and Connect Wallet as controls whose clicks are kept", () => {
    const page = parse(appShellMarkup({ routes, brand, pathname: '/' }).html);
    const home = page.querySelector('header a.keel-header__logo');
    expect(home?.getAttribute('href')).toBe('/');
    expect(home?.getAttribute('aria-label')).toBe('Keel home');
    expect(home?.getAttribute('data-keel-intent')).toBe('navigate');
    const wallet = page.querySelector('header .keel-header__wallet button');
    expect(wallet?.textContent).toBe('Connect Wallet');
    expect(wallet?.getAttribute('data-keel-intent')).toBe('connect-wallet');
  });

  it('shows the swap banner above the page while it is not dismissed', () => {
    const withBanner = parse(
      appShellMarkup({ routes, brand, pathname: '/', swapBanner: true }).html,
    );
    const banner = withBanner.querySelector('.keel-banners [aria-label="Swap"]');
    expect(banner?.textContent).toBe('Swap with no fees!Explore Keel Swap');
    expect(withBanner.querySelector('.keel-banners + main')).not.toBeNull();
    const without = parse(appShellMarkup({ routes, brand, pathname: '/' }).html);
    expect(without.querySelector('.keel-banners')).toBeNull();
  });

  it('escapes route text', () => {
    const page = parse(appShellMarkup({ routes, brand, pathname: '/terms' }).html);
    expect(page.querySelector('h1')?.textContent).toBe('Terms <& "conditions">');
    expect(page.querySelector('p.keel-page__subtitle')?.textContent).toBe("Keel's terms");
    expect(page.querySelectorAll('h1 *')).toHaveLength(0);
  });

  it('paints the header only for a path no route opens', () => {
    const shell = appShellMarkup({ routes, brand, pathname: '/nowhere' });
    const page = parse(shell.html);
    expect(page.querySelector('.keel-header')).not.toBeNull();
    expect(page.querySelector('h1')).toBeNull();
    expect(shell.documentTitle).toBe('Keel');
  });
});

describe('appLoadFailureMarkup', () => {
  it('says the app could not be downloaded and offers a reload', () => {
    const page = parse(appLoadFailureMarkup(brand));
    expect(page.querySelector('h1')?.textContent).toBe(APP_LOAD_FAILURE.title);
    expect(page.querySelector('[role="alert"]')?.textContent).toContain(APP_LOAD_FAILURE.message);
    expect(page.querySelector('button[data-keel-reload]')?.textContent).toBe('Try again');
    // Without the app no header control could work: none is painted.
    expect(page.querySelectorAll('header a, header button')).toHaveLength(0);
  });
});
