/**
 * What an app build targets, from the same VITE_KEEL_* variables the app reads at start
 * (`endpointsFromEnv` in packages/product/src/app/endpoints.ts). A production build names its
 * environment and, off the sandbox, its hosts; the local sandbox is an explicit choice
 * (`vite build --mode sandbox` or VITE_KEEL_ENVIRONMENT=localnet). The dev server alone falls back
 * to the sandbox, and says so.
 */

/** The variable of every endpoint; the same names as the product's ENDPOINT_ENV_VARS. */
export const ENDPOINT_VARIABLES = Object.freeze({
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
});

/** The clusters an app can target; 'localnet' is the sandbox. */
export const ENVIRONMENTS = Object.freeze(['mainnet-beta', 'devnet', 'localnet']);

/** `vite build --mode sandbox`: the explicit sandbox build. */
export const SANDBOX_MODE = 'sandbox';

/** The hosts of the local sandbox that `npm start` and the browser tests run. */
export const SANDBOX_HOSTS = Object.freeze({
  rpcUrl: 'http://127.0.0.1:8899',
  rpcWsUrl: 'ws://127.0.0.1:8900',
  apiUrl: 'http://127.0.0.1:8787',
  cdnUrl: 'http://127.0.0.1:8787/cdn',
  geoUrl: 'http://127.0.0.1:8787/geo',
  syntheticDollarYieldUrl: 'http://127.0.0.1:8787/external/synthetic-dollar-yield',
});

/** The sandbox's control port; its `GET /wallets` backs the Sandbox Wallet entries. */
export const SANDBOX_CONTROL_URL = 'http://127.0.0.1:8898';

/**
 * The hosts a mainnet-beta or devnet build cannot do without.
 * @type {readonly ('rpcUrl' | 'apiUrl' | 'cdnUrl' | 'geoUrl')[]}
 */
export const REQUIRED_HOSTS = Object.freeze(['rpcUrl', 'apiUrl', 'cdnUrl', 'geoUrl']);

const HTTP = ['http:', 'https:'];
/** Each URL endpoint and the protocols it accepts (the id is not a URL). */
const URL_PROTOCOLS = {
  rpcUrl: HTTP,
  rpcWsUrl: ['ws:', 'wss:'],
  extraSendRpcUrl: HTTP,
  apiUrl: HTTP,
  stagingApiUrl: HTTP,
  swapApiUrl: HTTP,
  testSwapApiUrl: HTTP,
  cdnUrl: HTTP,
  geoUrl: HTTP,
  syntheticDollarYieldUrl: HTTP,
  errorReportingDsn: ['https:'],
};

/** A build whose configuration cannot ship: the message names the variable to set or fix. */
export class BuildTargetError extends Error {
  /** @override */
  name = 'BuildTargetError';
}

const howToChoose =
  'Set VITE_KEEL_ENVIRONMENT=mainnet-beta or devnet with its hosts ' +
  `(${REQUIRED_HOSTS.map((key) => ENDPOINT_VARIABLES[key]).join(', ')}), ` +
  `or build for the local sandbox with \`vite build --mode ${SANDBOX_MODE}\` ` +
  '(or VITE_KEEL_ENVIRONMENT=localnet).';

/**
 * @param {string | undefined} raw
 * @param {readonly string[]} protocols
 */
function usableUrl(raw, protocols) {
  try {
    return protocols.includes(new URL(raw ?? '').protocol);
  } catch {
    return false;
  }
}

/**
 * @typedef {keyof typeof ENDPOINT_VARIABLES} EndpointKey
 * @typedef {{
 *   environment: 'mainnet-beta' | 'devnet' | 'localnet';
 *   sandbox: boolean;
 *   endpoints: Partial<Record<Exclude<EndpointKey, 'environment'>, string>>;
 *   variables: Record<string, string>;
 *   notice: string | undefined;
 * }} BuildTarget
 */

/**
 * The target of a build or a dev server. Throws a BuildTargetError naming the missing or
 * malformed variable.
 * @param {{ command: 'build' | 'serve'; mode: string; env: Readonly<Record<string, string | undefined>> }} options
 * @returns {BuildTarget}
 */
export function resolveBuildTarget({ command, mode, env }) {
  const read = (/** @type {EndpointKey} */ key) =>
    env[ENDPOINT_VARIABLES[key]]?.trim() || undefined;
  const named = read('environment');
  let notice;
  /** @type {string | undefined} */
  let environment = named;
  if (mode === SANDBOX_MODE) {
    if (named !== undefined && named !== 'localnet') {
      throw new BuildTargetError(
        `--mode ${SANDBOX_MODE} builds for the sandbox, but VITE_KEEL_ENVIRONMENT is ${named}: drop one of them.`,
      );
    }
    environment = 'localnet';
  } else if (environment === undefined) {
    if (command === 'build') {
      throw new BuildTargetError(
        `VITE_KEEL_ENVIRONMENT is not set: a production build must say what it targets. ${howToChoose}`,
      );
    }
    environment = 'localnet';
    notice =
      'VITE_KEEL_ENVIRONMENT is not set: this dev server talks to the local sandbox (localnet).';
  }
  if (!ENVIRONMENTS.includes(environment)) {
    throw new BuildTargetError(
      `VITE_KEEL_ENVIRONMENT is ${environment}; expected one of ${ENVIRONMENTS.join(', ')}.`,
    );
  }
  const sandbox = environment === 'localnet';

  /** @type {BuildTarget['endpoints']} */
  const endpoints = {};
  for (const key of /** @type {Exclude<EndpointKey, 'environment'>[]} */ (
    Object.keys(ENDPOINT_VARIABLES).filter((key) => key !== 'environment')
  )) {
    const value = read(key);
    if (value === undefined) continue;
    const protocols = URL_PROTOCOLS[/** @type {keyof typeof URL_PROTOCOLS} */ (key)];
    if (protocols && !usableUrl(value, protocols)) {
      throw new BuildTargetError(
        `${ENDPOINT_VARIABLES[key]} is not a valid ${protocols.join(' or ')} URL: ${value}`,
      );
    }
    endpoints[key] = value;
  }
  if (sandbox) {
    // The sandbox's hosts under whatever was set; its websocket only with its own RPC node.
    const { rpcWsUrl, ...hosts } = SANDBOX_HOSTS;
    for (const [key, value] of Object.entries(hosts)) {
      const endpoint = /** @type {keyof typeof hosts} */ (key);
      endpoints[endpoint] ??= value;
    }
    if (read('rpcUrl') === undefined) endpoints.rpcWsUrl ??= rpcWsUrl;
  } else {
    const missing = REQUIRED_HOSTS.filter((key) => endpoints[key] === undefined).map(
      (key) => ENDPOINT_VARIABLES[key],
    );
    if (missing.length > 0) {
      throw new BuildTargetError(
        `${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} not set: a ${environment} build needs every host it talks to (${REQUIRED_HOSTS.map((key) => ENDPOINT_VARIABLES[key]).join(', ')}).`,
      );
    }
  }

  /** @type {Record<string, string>} */
  const variables = { [ENDPOINT_VARIABLES.environment]: environment };
  for (const [key, value] of Object.entries(endpoints)) {
    variables[ENDPOINT_VARIABLES[/** @type {EndpointKey} */ (key)]] = /** @type {string} */ (value);
  }
  return {
    environment: /** @type {BuildTarget['environment']} */ (environment),
    sandbox,
    endpoints,
    variables,
    notice,
  };
}
