import { LazyApiClientProvider } from '@keel/api-client/react';
import { ToastProvider } from '@keel/ui-kit';
import { explorerTransactionUrl } from '@keel/wallet-connect';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { SimulationReviewProvider } from '../actions/SimulationReview';
import { AnalyticsProvider } from '../analytics/AnalyticsContext';
import { BrandProvider } from '../brand/BrandContext';
import { FlagsProvider } from '../flags/FlagsContext';
import { NavigationHistoryProvider } from '../navigation/NavigationHistoryContext';
import { NotificationsProvider } from '../notifications/NotificationsContext';
import { TransactionSettingsProvider } from '../settings/TransactionSettingsContext';
import { UiStoreProvider } from '../state/UiStoreContext';
import { TransactionLogProvider } from '../transactions/log/TransactionLogContext';
import { WalletStoreProvider } from '../wallet/WalletStoreContext';
import { AppServicesProvider } from './AppServicesContext';
import type { AppContext } from './createAppContext';

/** Every context the shell and screens read, in one place. */
export function AppProviders({ context, children }: { context: AppContext; children: ReactNode }) {
  const { brand, endpoints } = context.config;
  const txLink = (txId: string) =>
    explorerTransactionUrl({
      explorerHost: brand.links.explorer ?? '',
      txId,
      environment: endpoints.environment,
    });
  return (
    <BrandProvider brand={context.config.brand}>
      <FlagsProvider flags={context.flags}>
        <AnalyticsProvider analytics={context.analytics}>
          <AppServicesProvider services={context.services}>
            <QueryClientProvider client={context.queryClient}>
              <LazyApiClientProvider load={context.services.apiClient}>
                <UiStoreProvider store={context.uiStore}>
                  <NavigationHistoryProvider store={context.navigationHistory}>
                    <TransactionSettingsProvider store={context.transactionSettings}>
                      <TransactionLogProvider store={context.transactionLog}>
                        <WalletStoreProvider
                          store={context.walletStore}
                          environment={context.walletEnvironment}
                        >
                          <NotificationsProvider service={context.notifications}>
                            <ToastProvider
                              toaster={context.toaster}
                              txLink={brand.links.explorer ? txLink : undefined}
                            >
                              <SimulationReviewProvider>{children}</SimulationReviewProvider>
                            </ToastProvider>
                          </NotificationsProvider>
                        </WalletStoreProvider>
                      </TransactionLogProvider>
                    </TransactionSettingsProvider>
                  </NavigationHistoryProvider>
                </UiStoreProvider>
              </LazyApiClientProvider>
            </QueryClientProvider>
          </AppServicesProvider>
        </AnalyticsProvider>
      </FlagsProvider>
    </BrandProvider>
  );
}
