import { SWAP_BANNER_TITLE, swapLinkText } from '../banners/bannerTexts';
import type { Brand } from '../brand/brand';
import { brandText } from '../routing/brandText';
import type { RouteDef } from '../routing/types';
import { BOOT_INTENT_ATTRIBUTE } from './bootIntent';
import { routeForPath } from './routeForPath';

export interface AppShellInput {
  routes: readonly RouteDef[];
  brand: Pick<Brand, 'name'>;
  pathname: string;
  /** The swap banner has not been dismissed: the first render shows it above the page. */
  swapBanner?: boolean;
}

export interface AppShell {
  /** The document title the route's screen sets once it renders. */
  documentTitle: string;
  /** Markup for the app's container: the header bar and the route's page heading. */
  html: string;
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character);
}

/**
 * The swap banner as the first render shows it (BannerStack), so the page below does not move
 * when React replaces the shell; its dismiss button arrives with React.
 */
function swapBannerMarkup(brand: Pick<Brand, 'name'>): string {
  return (
    '<div class="keel-banners"><section class="keel-banner keel-banner--info" aria-label="Swap">' +
    `<div class="keel-banner__body"><p class="keel-banner__text">${escapeHtml(SWAP_BANNER_TITLE)}</p>` +
    `<span class="keel-banner__link">${escapeHtml(swapLinkText(brand.name))}</span></div>` +
    '<span class="keel-icon-button keel-icon-button--ghost keel-icon-button--sm" aria-hidden="true">' +
    '<span class="keel-icon-button__icon"></span></span></section></div>'
  );
}

const LOGO_INNER = (brand: Pick<Brand, 'name'>) =>
  '<span class="keel-header__logo-mark" aria-hidden="true"></span>' +
  `<span class="keel-header__logo-text">${escapeHtml(brand.name)}</span>`;

/**
 * The header's live controls as the app renders them (Header, WalletButton): the home link and
 * Connect Wallet. A click on them before the app mounts is kept and replayed (bootIntent.ts).
 */
function headerControls(brand: Pick<Brand, 'name'>): string {
  return (
    `<a href="/" class="keel-header__logo" aria-label="${escapeHtml(brand.name)} home" ${BOOT_INTENT_ATTRIBUTE}="navigate">` +
    `${LOGO_INNER(brand)}</a>` +
    '<div class="keel-header__actions"><div class="keel-header__wallet">' +
    `<button type="button" class="keel-button keel-button--primary keel-button--md" ${BOOT_INTENT_ATTRIBUTE}="connect-wallet">` +
    'Connect Wallet</button></div></div>'
  );
}

/**
 * The app's frame around `page`. The boot shell (`shell`) is marked, so a test (or a tool) can
 * tell it from the app that replaces it, and has the header's controls; a failed load has none.
 */
function frame(
  brand: Pick<Brand, 'name'>,
  page: string,
  { banners = '', shell = false }: { banners?: string; shell?: boolean } = {},
): string {
  const inner = shell
    ? headerControls(brand)
    : `<span class="keel-header__logo">${LOGO_INNER(brand)}</span>`;
  const header = `<header class="keel-header"><div class="keel-header__inner">${inner}</div></header>`;
  const marker = shell ? ' data-keel-shell' : '';
  return `<div class="keel-app"${marker}>${header}${banners}<main class="keel-main">${page}</main></div>`;
}

/** The copy RouteErrorPage shows when a chunk cannot be downloaded. */
export const APP_LOAD_FAILURE = {
  title: 'This page could not be shown',
  message: 'Part of the app could not be downloaded. Check your connection and try again.',
  action: 'Try again',
} as const;

/** Markup for a cold load whose app code could not be downloaded; the button reloads. */
export function appLoadFailureMarkup(brand: Pick<Brand, 'name'>): string {
  return frame(
    brand,
    '<div class="keel-page"><div class="keel-page__header"><div>' +
      `<h1 class="keel-page__title">${APP_LOAD_FAILURE.title}</h1></div></div>` +
      `<div class="keel-not-found" role="alert"><p class="keel-not-found__text">${APP_LOAD_FAILURE.message}</p>` +
      `<button type="button" class="keel-button keel-button--primary keel-button--md" data-keel-reload>${APP_LOAD_FAILURE.action}</button>` +
      '</div></div>',
  );
}

/**
 * What a cold load paints before any React code arrives: the header bar with the logo, and the
 * route's title and description in the same classes the screen's PageFrame and ScreenSkeleton
 * use, so React replaces it with the same layout. A path no route opens gets the header only.
 */
export function appShellMarkup({
  routes,
  brand,
  pathname,
  swapBanner = false,
}: AppShellInput): AppShell {
  const route = routeForPath(routes, pathname);
  const title = route ? brandText(route.title, brand) : '';
  const page = route
    ? '<div class="keel-page" role="status" aria-busy="true" aria-label="Loading">' +
      '<div class="keel-page__header"><div>' +
      `<h1 class="keel-page__title">${escapeHtml(title)}</h1>` +
      `<p class="keel-page__subtitle">${escapeHtml(brandText(route.description, brand))}</p>` +
      '</div></div>' +
      // A class, not a style attribute: the content security policy refuses inline styles.
      '<span aria-hidden="true" class="keel-skeleton keel-skeleton--block keel-shell-placeholder"></span>' +
      '</div>'
    : '';
  return {
    documentTitle: route ? `${title} | ${brand.name}` : brand.name,
    html: frame(brand, page, {
      banners: swapBanner ? swapBannerMarkup(brand) : '',
      shell: true,
    }),
  };
}
