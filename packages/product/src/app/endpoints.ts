/** The cluster an app talks to; 'localnet' is the sandbox. */
export type ClusterEnvironment = 'mainnet-beta' | 'devnet' | 'localnet';

/** Every host an app talks to. Pointing an app at real hosts is a matter of these values. */
export interface Endpoints {
  environment: ClusterEnvironment;
  /** Solana JSON-RPC over HTTP. */
  rpcUrl: string;
  /** Solana PubSub websocket; derived from rpcUrl by the connection when absent. */
  rpcWsUrl?: string | undefined;
  /** A dedicated node every transaction is also sent to (O§7); the RPC node when absent. */
  extraSendRpcUrl?: string | undefined;
  /** Product API root. */
  apiUrl: string;
  /** The dev / staging API root, used instead when the staging flag is set in local storage (O§7). */
  stagingApiUrl?: string | undefined;
  /** The swap API host (O§7: quotes and swap instructions); the product API when absent. */
  swapApiUrl?: string | undefined;
  /** The test swap API host, used with the staging flag (O§7); the staging API when absent. */
  testSwapApiUrl?: string | undefined;
  /** Static CDN root (lending config, resources.json, status.json). */
  cdnUrl: string;
  /** Geo lookup. */
  geoUrl: string;
  /** The synthetic-dollar (Ethena-type) yields document; its yield reads as absent when unset. */
  syntheticDollarYieldUrl?: string | undefined;
  /** The embedded-wallet service's app id (Google / Apple / EVM sign-in); unset hides them. */
  embeddedWalletAppId?: string | undefined;
  /** The error-monitoring vendor's DSN; unset, errors are filtered but sent nowhere. */
  errorReportingDsn?: string | undefined;
}

/**
 * The hosts of the local sandbox that `npm start` runs. A sandbox build gets them from its build
 * (tooling/config/build-target.js fills them in); nothing at run time falls back to them, so a
 * build for a real cluster carries none of them.
 */
export const SANDBOX_ENDPOINTS: Endpoints = {
  environment: 'localnet',
  rpcUrl: 'http://127.0.0.1:8899',
  rpcWsUrl: 'ws://127.0.0.1:8900',
  apiUrl: 'http://127.0.0.1:8787',
  cdnUrl: 'http://127.0.0.1:8787/cdn',
  geoUrl: 'http://127.0.0.1:8787/geo',
  syntheticDollarYieldUrl: 'http://127.0.0.1:8787/external/synthetic-dollar-yield',
};

/** Names of the build-time variables that override each endpoint (Vite exposes VITE_*). */
export const ENDPOINT_ENV_VARS = {
  environment: 'VITE_KEEL_ENVIRONMENT',
  rpcUrl: 'VITE_KEEL_RPC_URL',
  rpcWsUrl: 'VITE_KEEL_RPC_WS_URL',
  extraSendRpcUrl: 'VITE_KEEL_EXTRA_SEND_RPC_URL',
  apiUrl: 'VITE_KEEL_API_URL',
  stagingApiUrl: 'VITE_KEEL_STAGING_API_URL',
  swapApiUrl: 'VITE_KEEL_SWAP_API_URL',
  testSwapApiUrl: 'VITE_KEEL_TEST_SWAP_API_URL',
  cdnUrl: 'VITE_KEEL_CDN_URL',
  geoUrl: 'VITE_KEEL_GEO_URL',
  syntheticDollarYieldUrl: 'VITE_KEEL_SYNTHETIC_DOLLAR_YIELD_URL',
  embeddedWalletAppId: 'VITE_KEEL_EMBEDDED_WALLET_APP_ID',
  errorReportingDsn: 'VITE_KEEL_ERROR_REPORTING_DSN',
} as const satisfies Record<keyof Endpoints, string>;

const ENVIRONMENTS = new Set<ClusterEnvironment>(['mainnet-beta', 'devnet', 'localnet']);

function validUrl(value: string | undefined, protocols: readonly string[]): string | undefined {
  if (!value) return undefined;
  try {
    return protocols.includes(new URL(value).protocol) ? value.replace(/\/+$/, '') : undefined;
  } catch {
    return undefined;
  }
}

/** Thrown at start when a configured endpoint is not a usable URL, naming the variable. */
export class EndpointConfigError extends Error {
  override readonly name = 'EndpointConfigError';
}

/**
 * Endpoints from build-time variables (the app build resolves them: tooling/config/build-target.js).
 * The environment and the RPC, API, CDN and geo hosts are required; a missing or malformed value
 * stops the app with an error naming the variable, rather than silently talking to the wrong host.
 */
export function endpointsFromEnv(env: Readonly<Record<string, string | undefined>>): Endpoints {
  const read = (key: keyof Endpoints, protocols: readonly string[]) => {
    const name = ENDPOINT_ENV_VARS[key];
    const raw = env[name]?.trim();
    if (!raw) return undefined;
    const url = validUrl(raw, protocols);
    if (!url)
      throw new EndpointConfigError(`${name} is not a valid ${protocols.join(' or ')} URL: ${raw}`);
    return url;
  };
  const required = (key: keyof Endpoints, protocols: readonly string[]) => {
    const url = read(key, protocols);
    if (url === undefined) throw new EndpointConfigError(`${ENDPOINT_ENV_VARS[key]} is not set`);
    return url;
  };
  const http = ['http:', 'https:'];
  const environment = env[ENDPOINT_ENV_VARS.environment]?.trim();
  if (!environment) throw new EndpointConfigError(`${ENDPOINT_ENV_VARS.environment} is not set`);
  if (!ENVIRONMENTS.has(environment as ClusterEnvironment)) {
    throw new EndpointConfigError(`Invalid environment - ${environment}`);
  }
  return {
    environment: environment as ClusterEnvironment,
    rpcUrl: required('rpcUrl', http),
    rpcWsUrl: read('rpcWsUrl', ['ws:', 'wss:']),
    extraSendRpcUrl: read('extraSendRpcUrl', http),
    apiUrl: required('apiUrl', http),
    stagingApiUrl: read('stagingApiUrl', http),
    swapApiUrl: read('swapApiUrl', http),
    testSwapApiUrl: read('testSwapApiUrl', http),
    cdnUrl: required('cdnUrl', http),
    geoUrl: required('geoUrl', http),
    syntheticDollarYieldUrl: read('syntheticDollarYieldUrl', http),
    // An id, not a URL: any non-blank value is passed on as it is.
    embeddedWalletAppId: env[ENDPOINT_ENV_VARS.embeddedWalletAppId]?.trim() || undefined,
    errorReportingDsn: read('errorReportingDsn', ['https:']),
  };
}
