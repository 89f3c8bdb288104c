import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { AnalyticsSink } from '../analytics/analytics';
import type { AppConfig } from '../app/AppConfig';
import { AppProviders } from '../app/AppProviders';
import { buildRouteObjects } from '../app/buildRouteObjects';
import { createAppContext } from '../app/createAppContext';
import { SANDBOX_ENDPOINTS } from '../app/endpoints';
import type { Brand } from '../brand/brand';
import type { KeyValueStorage } from '../storage/safeStorage';

export const testBrand: Brand = {
  name: 'Acme',
  operatorName: 'Acme Labs',
  nativeTokenSymbol: 'ACM',
  apiSlug: 'acme',
  storageKeyPrefix: 'acme',
  tagline: 'Test brand',
  links: { twitter: 'https://example.org/twitter', documentation: 'https://example.org/docs' },
};

export function memoryStorage(initial: Record<string, string> = {}): KeyValueStorage & {
  data: Map<string, string>;
} {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

/** A recording analytics sink; with `analyticsAlwaysOn` every event reaches it. */
export function recordingSink() {
  const events: string[] = [];
  const sink: AnalyticsSink = {
    pageView: (path) => events.push(`pageview ${path}`),
    track: (event) => events.push(event),
  };
  return { sink, events };
}

/** Renders a whole app in memory at a path, as mountApp would in a browser. */
export function renderApp(
  config: Partial<AppConfig> & Pick<AppConfig, 'routes' | 'nav'>,
  path = '/',
  storage = memoryStorage(),
) {
  const fullConfig: AppConfig = {
    generation: 'v1',
    brand: testBrand,
    endpoints: SANDBOX_ENDPOINTS,
    flagProfile: 'production',
    footer: 'classic',
    analyticsAlwaysOn: true,
    ...config,
  };
  const [pathname, search = ''] = path.split('?');
  const context = createAppContext(fullConfig, { search: search ? `?${search}` : '', storage });
  const router = createMemoryRouter(
    buildRouteObjects(fullConfig.routes, { navItems: context.navItems, footer: fullConfig.footer }),
    { initialEntries: [`${pathname}${search ? `?${search}` : ''}`] },
  );
  const view = render(
    <AppProviders context={context}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, context, storage };
}
