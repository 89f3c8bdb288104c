import { browserLocalStorage, watchTransactionSettingsExpiry } from '@keel/wallet-connect';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import type { AppConfig } from './AppConfig';
import { AppProviders } from './AppProviders';
import { buildRouteObjects } from './buildRouteObjects';
import { createAppContext } from './createAppContext';
import { startEarlyLoads } from './earlyLoads';

/** Starts an app: reads the URL once for flag overrides, builds the router and renders. */
export function mountApp(container: HTMLElement, config: AppConfig) {
  const context = createAppContext(config, {
    search: window.location.search,
    storage: browserLocalStorage(),
  });
  // An open page also drops settings older than 30 minutes, not only a reload.
  watchTransactionSettingsExpiry(context.transactionSettings);
  startEarlyLoads(context, config.routes, window.location.pathname);
  const router = createBrowserRouter(
    buildRouteObjects(config.routes, { navItems: context.navItems, footer: config.footer }),
  );
  createRoot(container).render(
    <StrictMode>
      <AppProviders context={context}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
  return context;
}
