import type { ApiClient, ErrorReportContext, ErrorReporter } from '@keel/api-client';
import type { Toaster } from '@keel/ui-kit';
import type { ErrorReporting } from '@keel/wallet-connect';
import type { Brand } from '../brand/brand';
import type { ReferralLookup } from '../navigation/referral';
import type { Endpoints } from './endpoints';

/**
 * The product API client, created on first use: its code (schemas, fallback lists) stays out of
 * the first download and arrives with the first screen or effect that needs it. With `staging`
 * (the local-storage staging flag) and a staging host configured, it talks to that host and the
 * staging lending program.
 */
export function lazyApiClient(
  endpoints: Endpoints,
  brand: Brand,
  options: { staging?: boolean; reportError?: ErrorReporter } = {},
): () => Promise<ApiClient> {
  let client: Promise<ApiClient> | undefined;
  const stagingUrl = options.staging ? endpoints.stagingApiUrl : undefined;
  return () => {
    client ??= import('@keel/api-client').then(({ createApiClient }) =>
      createApiClient({
        baseUrl: endpoints.apiUrl,
        ...(endpoints.swapApiUrl ? { swapUrl: endpoints.swapApiUrl } : {}),
        cdnUrl: endpoints.cdnUrl,
        geoUrl: endpoints.geoUrl,
        syntheticDollarYieldUrl: endpoints.syntheticDollarYieldUrl,
        fetch: (input, init) => globalThis.fetch(input, init),
        env: endpoints.environment,
        slug: brand.apiSlug,
        brand: { productName: brand.name, nativeTokenSymbol: brand.nativeTokenSymbol },
        ...(options.reportError ? { reportError: options.reportError } : {}),
        ...(stagingUrl
          ? {
              staging: {
                baseUrl: stagingUrl,
                ...(endpoints.testSwapApiUrl ? { swapUrl: endpoints.testSwapApiUrl } : {}),
              },
            }
          : {}),
      }),
    );
    return client;
  };
}

/** `?ref=` codes are looked up on the product API (404 → not found). */
export function apiReferralLookup(client: () => Promise<ApiClient>): ReferralLookup {
  return async (code) => (await client()).referrals.lookupCode(code);
}

/**
 * A call the client answered with its spec'd fallback (D§8): sent to error reporting, and shown
 * as its toast when the spec gives it one ('Loading error' with the strategy's description), one
 * toast per endpoint and description.
 */
export function reportApiFailure(
  reporting: Pick<ErrorReporting, 'report'>,
  toaster: Toaster,
  error: unknown,
  failure: ErrorReportContext,
): void {
  reporting.report(error, {
    tags: { endpoint: failure.endpoint },
    extra: { fallback: failure.fallback },
  });
  const { notice } = failure;
  if (!notice) return;
  toaster.error(notice.message, {
    key: `api-failure:${failure.endpoint}:${notice.description ?? ''}`,
    ...(notice.description ? { description: notice.description } : {}),
  });
}
