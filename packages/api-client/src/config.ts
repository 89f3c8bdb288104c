import type { FetchLike } from './http/transport';
import type { MarketConfig } from './models/lending';

/** The cluster the API serves data for (the `env` query parameter). */
export type SolanaEnv = 'mainnet-beta' | 'devnet' | 'localnet';

/** Default env when none is configured. */
export const DEFAULT_ENV: SolanaEnv = 'mainnet-beta';

/** The lending program the API assumes when no programId query is sent. */
export const MAINNET_LENDING_PROGRAM_ID = 'KLend2g3cP87fffoy8q1mQqGKjrxjC8boSyAYavgmjD';

/** The lending program of the staging deployment. */
export const STAGING_LENDING_PROGRAM_ID = 'SLendK7ySfcEzyaFqy93gDnD3RtrpXJcnRwb6zFHJSh';

/** A toast the screens may show for a hidden failure ('Loading error' + description). */
export interface FailureNotice {
  message: string;
  description?: string;
}

/** Where a call failed and which spec'd fallback replaced its result. */
export interface ErrorReportContext {
  /** Route label, e.g. 'GET /v2/strategies/{strategy}/shareholders/{wallet}/pnl'. */
  endpoint: string;
  /** What the caller received instead ('zero values', 'empty list', …). */
  fallback: string;
  /** Present when the spec shows the user a toast for this failure. */
  notice?: FailureNotice;
}

export type ErrorReporter = (error: unknown, context: ErrorReportContext) => void;

/** Staging mode: another API host, and the staging lending program on lending routes. */
export interface StagingConfig {
  baseUrl: string;
  /** The test swap API host (O§7); the staging API host unless set. */
  swapUrl?: string;
  /** Defaults to STAGING_LENDING_PROGRAM_ID. */
  programId?: string;
}

export interface ApiClientConfig {
  /** Product API root, e.g. 'https://api.example.com' or 'http://127.0.0.1:8787'. */
  baseUrl: string;
  /** The swap API host (O§7: quotes and swap instructions); `baseUrl` unless set. */
  swapUrl?: string;
  /** Static CDN root holding the lending config, resources.json and status.json. */
  cdnUrl: string;
  /** Geo lookup URL (called as is). */
  geoUrl: string;
  /** status.json location; defaults to `{cdnUrl}/status.json`. */
  statusUrl?: string;
  /**
   * Full URL of the synthetic-dollar (Ethena-type) yields document, called as is. Without it
   * (or when empty) `lending.syntheticDollarStakingYield()` answers null and sends nothing.
   */
  syntheticDollarYieldUrl?: string;
  fetch: FetchLike;
  env: SolanaEnv;
  /** Product API path slug (brand configuration), as in `/{slug}-market`. */
  slug: string;
  /** Lending program id; defaults to MAINNET_LENDING_PROGRAM_ID. */
  programId?: string;
  /**
   * Brand names for the bundled fallback token list (share tokens '{product} X-Y (Orca)' and
   * the native token). Without it the fallback list holds only brand-neutral tokens.
   */
  brand?: { productName: string; nativeTokenSymbol: string; nativeTokenCoingeckoId?: string };
  /** Last-resort market list when both the CDN and the API fail; built-in list unless set. */
  builtInMarkets?: readonly MarketConfig[];
  /** Set when the staging flag is on; the app reads the flag, the client only obeys it. */
  staging?: StagingConfig;
  /** Which CDN lending-config file to read first; 'v3' unless set. */
  lendingConfigVersion?: 'v2' | 'v3';
  /** Receives failures that a spec'd fallback hides from the caller. */
  reportError?: ErrorReporter;
  /** Clock for screening freshness; Date.now unless set. */
  now?: () => number;
}

/** The configuration with every default applied. */
export interface ResolvedApiConfig {
  apiUrl: string;
  /** The swap API host (the test swap host when staging). */
  swapUrl: string;
  cdnUrl: string;
  geoUrl: string;
  statusUrl: string;
  /** Undefined when not configured. */
  syntheticDollarYieldUrl: string | undefined;
  env: SolanaEnv;
  slug: string;
  /** The lending program the client talks about (staging program when staging). */
  programId: string;
  /** Whether lending routes carry an explicit programId query. */
  sendsProgramId: boolean;
  staging: boolean;
  lendingConfigVersion: 'v2' | 'v3';
}

/** A configuration the client cannot work with (bad URL, empty slug, unknown env). */
export class ApiConfigError extends Error {
  override readonly name = 'ApiConfigError';
}

const SLUG = /^[a-z0-9][a-z0-9-]*$/i;
const ENVS: readonly SolanaEnv[] = ['mainnet-beta', 'devnet', 'localnet'];

function checkUrl(name: string, value: string | undefined): void {
  if (value === undefined) return;
  try {
    new URL(value);
  } catch {
    throw new ApiConfigError(`${name} is not a valid URL: ${JSON.stringify(value)}`);
  }
}

export function resolveConfig(config: ApiClientConfig): ResolvedApiConfig {
  if (!SLUG.test(config.slug))
    throw new ApiConfigError(`Invalid API slug: ${JSON.stringify(config.slug)}`);
  if (!ENVS.includes(config.env))
    throw new ApiConfigError(`Invalid env: ${JSON.stringify(config.env)}`);
  checkUrl('baseUrl', config.baseUrl);
  checkUrl('cdnUrl', config.cdnUrl);
  checkUrl('geoUrl', config.geoUrl);
  checkUrl('statusUrl', config.statusUrl);
  const syntheticDollarYieldUrl = config.syntheticDollarYieldUrl?.trim() || undefined;
  checkUrl('syntheticDollarYieldUrl', syntheticDollarYieldUrl);
  checkUrl('staging.baseUrl', config.staging?.baseUrl);
  checkUrl('swapUrl', config.swapUrl);
  checkUrl('staging.swapUrl', config.staging?.swapUrl);
  const staging = config.staging !== undefined;
  const programId = staging
    ? (config.staging?.programId ?? STAGING_LENDING_PROGRAM_ID)
    : (config.programId ?? MAINNET_LENDING_PROGRAM_ID);
  const cdnUrl = trimSlash(config.cdnUrl);
  const apiUrl = trimSlash(staging ? (config.staging?.baseUrl ?? config.baseUrl) : config.baseUrl);
  const swapUrl = staging ? (config.staging?.swapUrl ?? apiUrl) : (config.swapUrl ?? apiUrl);
  return {
    apiUrl,
    swapUrl: trimSlash(swapUrl),
    cdnUrl,
    geoUrl: config.geoUrl,
    statusUrl: config.statusUrl ?? `${cdnUrl}/status.json`,
    syntheticDollarYieldUrl,
    env: config.env,
    slug: config.slug,
    programId,
    sendsProgramId: staging || config.programId !== undefined,
    staging,
    lendingConfigVersion: config.lendingConfigVersion ?? 'v3',
  };
}

function trimSlash(url: string): string {
  return url.replace(/\/+$/, '');
}
