import { createToaster, type Toaster } from '@keel/ui-kit';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { AppConfig } from '../app/AppConfig';
import { AppProviders } from '../app/AppProviders';
import { type AppContext, createAppContext } from '../app/createAppContext';
import { SANDBOX_ENDPOINTS } from '../app/endpoints';
import { type Flags, flagTable } from '../flags/flagTable';
import { RouteScreen } from '../routing/RouteScreen';
import { lendingRoutes } from '../routing/routes/lendingRoutes';
import { consumerRoutes, lendingV3Routes, managerRoutes } from '../routing/routes/productRoutes';
import type { RouteDef } from '../routing/types';
import { memoryStorage, testBrand } from './renderApp';

/** Fills an app context before its screen renders (query data, services, the wallet). */
export type ScreenSeed = (context: AppContext) => void;

export interface RenderScreenOptions {
  seeds?: readonly ScreenSeed[];
  /** Flags over "every flag on". */
  flags?: Partial<Flags>;
  /** Where the screen's toasts go; a fresh toaster by default (the context's `toaster`). */
  toaster?: Toaster;
}

const unreachable = () => Promise.reject(new Error('no network in screen tests'));

const productRoutes: readonly RouteDef[] = [
  ...consumerRoutes,
  ...lendingRoutes('addresses'),
  ...lendingV3Routes,
  ...managerRoutes,
];

function productRoute(id: string): RouteDef {
  const route = productRoutes.find((candidate) => candidate.id === id);
  if (!route) throw new Error(`No product route has the id '${id}'`);
  return route;
}

/** Every feature on; test seams (which change what the product refuses) stay off. */
const allFlagsOn = {
  ...(Object.fromEntries(Object.keys(flagTable).map((name) => [name, true])) as Flags),
  skipActionLimits: false,
} satisfies Flags;

/**
 * An app context for screen tests: no network (the connections and the API client reject), no
 * retries, nothing stale; the seeds then put what the screen reads in its cache.
 */
export function screenTestContext(options: Omit<RenderScreenOptions, 'toaster'> = {}): AppContext {
  const config: AppConfig = {
    generation: 'v3',
    brand: testBrand,
    endpoints: SANDBOX_ENDPOINTS,
    routes: productRoutes,
    nav: { items: [] },
    flagProfile: 'development',
    flagDefaults: { ...allFlagsOn, ...options.flags },
    footer: 'v3',
  };
  const context = createAppContext(config, { search: '', storage: memoryStorage() });
  context.services.connections = unreachable;
  context.services.apiClient = unreachable;
  // No CDN: token logos are letters, and nothing is fetched.
  delete context.services.cdnUrl;
  // retryDelay 0: reads with their own retry count (market, farms) still fail at once.
  context.queryClient.setDefaultOptions({
    queries: { retry: false, retryDelay: 0, staleTime: Number.POSITIVE_INFINITY },
  });
  context.toaster = createToaster();
  for (const seed of options.seeds ?? []) seed(context);
  return context;
}

/** Connects a wallet in the shell's store, as the wallet runtime would. */
export function withWallet(address: string, canSign = true): ScreenSeed {
  return (context) =>
    context.walletStore.getState().setRuntime({
      ready: true,
      session: { address, walletName: 'Test Wallet', canSign },
    });
}

/**
 * Renders one of the product's routes at a path, as the app does: inside every app provider,
 * through the route's flag gate, parameter check and lazily loaded screen.
 */
export function renderScreen(routeId: string, path: string, options: RenderScreenOptions = {}) {
  const route = productRoute(routeId);
  return renderInApp(<RouteScreen route={route} />, { ...options, path, pattern: route.path });
}

/** Renders any part of the product inside every app provider, at a path (default '/'). */
export function renderInApp(
  ui: ReactNode,
  {
    path = '/',
    pattern = '*',
    ...options
  }: RenderScreenOptions & { path?: string; pattern?: string } = {},
) {
  const context = screenTestContext(options);
  if (options.toaster) context.toaster = options.toaster;
  const view = render(
    <AppProviders context={context}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={pattern} element={ui} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
  return { ...view, context, client: context.queryClient, toaster: context.toaster as Toaster };
}

/** What a toaster shows: type, title, description and dedupe key of each toast. */
export function shownToasts(toaster: Toaster) {
  return toaster
    .getSnapshot()
    .map(({ type, message, description, key }) => ({ type, message, description, key }));
}
