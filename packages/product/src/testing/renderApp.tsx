import { render } from '@testing-library/react';
import { MemoryRouter, type NavigateFunction, useLocation, useNavigate } from 'react-router-dom';
import type { AnalyticsSink } from '../analytics/analytics';
import type { AppConfig } from '../app/AppConfig';
import { AppProviders } from '../app/AppProviders';
import { AppRoutes } from '../app/AppRoutes';
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

/** The in-memory router of a rendered app: where it is, and a way to go elsewhere. */
export interface InMemoryRouter {
  pathname: string;
  navigate: NavigateFunction;
}

/** Keeps the test's view of the router current. */
function RouterProbe({ router }: { router: InMemoryRouter }) {
  router.pathname = useLocation().pathname;
  router.navigate = useNavigate();
  return null;
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
  const router: InMemoryRouter = {
    pathname: '',
    navigate: () => {
      throw new Error('the app has not rendered yet');
    },
  };
  const view = render(
    <AppProviders context={context}>
      <MemoryRouter initialEntries={[`${pathname}${search ? `?${search}` : ''}`]}>
        <AppRoutes
          routes={fullConfig.routes}
          layout={{ navItems: context.navItems, footer: fullConfig.footer }}
        />
        <RouterProbe router={router} />
      </MemoryRouter>
    </AppProviders>,
  );
  return { ...view, router, context, storage };
}
