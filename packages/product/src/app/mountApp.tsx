import { yieldToEventLoop } from '@keel/chain-readers';
import { browserLocalStorage, watchTransactionSettingsExpiry } from '@keel/wallet-connect';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import type { AppConfig } from './AppConfig';
import { AppProviders } from './AppProviders';
import { AppRoutes } from './AppRoutes';
import { createAppContext } from './createAppContext';
import { startEarlyLoads } from './earlyLoads';

/**
 * Starts an app: reads the URL once for flag overrides, starts the first screen's loads, then
 * renders. The loads and the render run in tasks of their own and the first render is a
 * transition, which React renders in slices: a phone's main thread never blocks for the whole
 * start-up at once. Returns the context at once; the page renders a few tasks later.
 */
export function mountApp(container: HTMLElement, config: AppConfig) {
  const context = createAppContext(config, {
    search: window.location.search,
    storage: browserLocalStorage(),
  });
  // An open page also drops settings older than 30 minutes, not only a reload.
  watchTransactionSettingsExpiry(context.transactionSettings);
  startEarlyLoads(context, config.routes, window.location.pathname);
  const layout = { navItems: context.navItems, footer: config.footer };
  void yieldToEventLoop().then(() => {
    startTransition(() =>
      createRoot(container).render(
        <StrictMode>
          <AppProviders context={context}>
            <BrowserRouter>
              <AppRoutes routes={config.routes} layout={layout} />
            </BrowserRouter>
          </AppProviders>
        </StrictMode>,
      ),
    );
  });
  return context;
}
