/**
 * The content security policy of an app build, from the hosts the build targets
 * (`resolveBuildTarget`): scripts from the app's own origin only, connections to the configured
 * hosts and the wallets' origins, nothing framed, framing nobody.
 */
import { createHash } from 'node:crypto';
import { SANDBOX_CONTROL_URL } from './build-target.js';

/**
 * The one inline style the policy lets in, by hash (so only this exact text): the `<style>`
 * lightweight-charts writes for its TradingView attribution logo when it draws a chart (the
 * library's licence asks for the attribution). csp.test.js holds it to the installed library.
 */
export const CHART_ATTRIBUTION_STYLE =
  'a#tv-attr-logo{--fill:#131722;--stroke:#fff;position:absolute;left:10px;bottom:10px;height:19px;width:35px;margin:0;padding:0;border:0;z-index:3;}a#tv-attr-logo[data-dark]{--fill:#D1D4DC;--stroke:#131722;}';

/**
 * A CSP hash source for an inline element's text.
 * @param {string} text
 */
export function hashSource(text) {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** The embedded wallet (Magic): its SDK frames its sign-in page and calls its API. */
export const EMBEDDED_WALLET_ORIGINS = Object.freeze({
  frame: ['https://auth.magic.link'],
  connect: ['https://auth.magic.link', 'https://api.magic.link'],
});

/**
 * The Solana Mobile Wallet Adapter (wallet-adapter-react adds it on Android) reaches the wallet
 * app through a websocket on the phone itself.
 */
export const MOBILE_WALLET_CONNECT = 'ws://localhost:*';

/**
 * @param {string | undefined} url
 * @returns {string | undefined}
 */
function originOf(url) {
  if (!url) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/**
 * The websocket the RPC connection opens when none is configured: web3.js's rule (ws for http,
 * wss for https, the next port when one is given).
 * @param {string} rpcUrl
 */
export function derivedWebsocketOrigin(rpcUrl) {
  const url = new URL(rpcUrl);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  if (url.port !== '') url.port = String(Number(url.port) + 1);
  return url.origin;
}

/**
 * @param {Iterable<string | undefined>} sources
 * @returns {string[]}
 */
function unique(sources) {
  /** @type {string[]} */
  const present = [];
  for (const source of sources) if (source && !present.includes(source)) present.push(source);
  return present;
}

/**
 * @typedef {import('./build-target.js').BuildTarget} BuildTarget
 * @typedef {Record<string, string[]>} Policy
 */

/**
 * The policy's directives, in the order they are written.
 * @param {Pick<BuildTarget, 'sandbox' | 'endpoints'>} target
 * @param {{ extraConnectSources?: readonly string[]; extraImageSources?: readonly string[] }} [extra]
 *   hosts a deployment adds (a token list's logo host, an RPC node users may pick)
 * @returns {Policy}
 */
export function contentSecurityPolicy(target, extra = {}) {
  const { endpoints } = target;
  const embeddedWallet = Boolean(endpoints.embeddedWalletAppId);
  const errorReporting = originOf(endpoints.errorReportingDsn);
  const rpcWebsocket = endpoints.rpcWsUrl
    ? originOf(endpoints.rpcWsUrl)
    : endpoints.rpcUrl
      ? derivedWebsocketOrigin(endpoints.rpcUrl)
      : undefined;
  const connect = unique([
    "'self'",
    originOf(endpoints.rpcUrl),
    rpcWebsocket,
    originOf(endpoints.extraSendRpcUrl),
    originOf(endpoints.apiUrl),
    originOf(endpoints.stagingApiUrl),
    originOf(endpoints.swapApiUrl),
    originOf(endpoints.testSwapApiUrl),
    originOf(endpoints.cdnUrl),
    originOf(endpoints.geoUrl),
    originOf(endpoints.syntheticDollarYieldUrl),
    errorReporting,
    ...(target.sandbox ? [SANDBOX_CONTROL_URL] : []),
    ...(embeddedWallet ? EMBEDDED_WALLET_ORIGINS.connect : []),
    MOBILE_WALLET_CONNECT,
    ...(extra.extraConnectSources ?? []),
  ]);
  // Token logos come from the CDN (and the API's token list, which points there); wallet icons
  // are data: URLs.
  const images = unique([
    "'self'",
    'data:',
    originOf(endpoints.cdnUrl),
    originOf(endpoints.apiUrl),
    ...(extra.extraImageSources ?? []),
  ]);
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", hashSource(CHART_ATTRIBUTION_STYLE)],
    'img-src': images,
    'font-src': ["'self'"],
    'connect-src': connect,
    // The error reporter's session replay compresses in a worker it starts from a blob: URL.
    'worker-src': errorReporting ? ["'self'", 'blob:'] : ["'self'"],
    'frame-src': embeddedWallet ? [...EMBEDDED_WALLET_ORIGINS.frame] : ["'none'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

/** Directives a `<meta>` policy cannot carry (the browser ignores them there). */
const HEADER_ONLY = new Set(['frame-ancestors', 'report-uri', 'sandbox']);

/**
 * The policy as a header value.
 * @param {Policy} policy
 */
export function policyHeader(policy) {
  return Object.entries(policy)
    .map(([directive, sources]) => `${directive} ${sources.join(' ')}`)
    .join('; ');
}

/**
 * The policy as a `<meta http-equiv>` content: without the header-only directives.
 * @param {Policy} policy
 */
export function policyMeta(policy) {
  return policyHeader(
    Object.fromEntries(Object.entries(policy).filter(([directive]) => !HEADER_ONLY.has(directive))),
  );
}

/**
 * The security headers of every response, for a static host.
 * @param {Policy} policy
 * @returns {[string, string][]}
 */
export function securityHeaders(policy) {
  return [
    ['Content-Security-Policy', policyHeader(policy)],
    ['X-Frame-Options', 'DENY'],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ];
}

/**
 * `_headers` for Netlify and Cloudflare Pages: the headers on every path.
 * @param {Policy} policy
 */
export function netlifyHeadersFile(policy) {
  const lines = securityHeaders(policy).map(([name, value]) => `  ${name}: ${value}`);
  return `/*\n${lines.join('\n')}\n`;
}
