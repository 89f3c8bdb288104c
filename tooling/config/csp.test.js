import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { resolveBuildTarget } from './build-target.js';
import {
  CHART_ATTRIBUTION_STYLE,
  contentSecurityPolicy,
  derivedWebsocketOrigin,
  hashSource,
  netlifyHeadersFile,
  policyHeader,
  policyMeta,
} from './csp.js';

const MAINNET = {
  VITE_KEEL_ENVIRONMENT: 'mainnet-beta',
  VITE_KEEL_RPC_URL: 'https://rpc.example.org/key/abc',
  VITE_KEEL_API_URL: 'https://api.example.org',
  VITE_KEEL_CDN_URL: 'https://cdn.example.org/static',
  VITE_KEEL_GEO_URL: 'https://geo.example.org',
};

/** @param {Record<string, string>} env */
const policyFor = (env, mode = 'production') =>
  contentSecurityPolicy(resolveBuildTarget({ command: 'build', mode, env }));

describe('contentSecurityPolicy', () => {
  it('allows scripts from the app only: no inline script, no eval', () => {
    const policy = policyFor(MAINNET);
    assert.deepEqual(policy['script-src'], ["'self'"]);
    assert.deepEqual(policy['object-src'], ["'none'"]);
    assert.deepEqual(policy['base-uri'], ["'self'"]);
    assert.deepEqual(policy['form-action'], ["'self'"]);
    assert.deepEqual(policy['frame-ancestors'], ["'none'"]);
    assert.doesNotMatch(
      policyHeader(policy),
      /unsafe-inline|unsafe-eval|unsafe-hashes|\*\s|https:\s/,
    );
  });

  it('connects to the configured hosts (by origin) and nothing of the sandbox', () => {
    const policy = policyFor({
      ...MAINNET,
      VITE_KEEL_STAGING_API_URL: 'https://staging.example.org',
      VITE_KEEL_SWAP_API_URL: 'https://swap.example.org/v1',
      VITE_KEEL_SYNTHETIC_DOLLAR_YIELD_URL: 'https://yield.example.org/doc.json',
      VITE_KEEL_ERROR_REPORTING_DSN: 'https://public@o1.ingest.example.io/42',
    });
    assert.deepEqual(policy['connect-src'], [
      "'self'",
      'https://rpc.example.org',
      'wss://rpc.example.org',
      'https://api.example.org',
      'https://staging.example.org',
      'https://swap.example.org',
      'https://cdn.example.org',
      'https://geo.example.org',
      'https://yield.example.org',
      'https://o1.ingest.example.io',
      'ws://localhost:*',
    ]);
    assert.doesNotMatch(policyHeader(policy), /127\.0\.0\.1/);
    assert.deepEqual(policy['worker-src'], ["'self'", 'blob:']);
  });

  it('lets in no inline style but the chart library’s attribution, by hash', () => {
    const policy = policyFor(MAINNET);
    assert.deepEqual(policy['style-src'], ["'self'", hashSource(CHART_ATTRIBUTION_STYLE)]);
    assert.match(hashSource('a{}'), /^'sha256-[A-Za-z0-9+/]+=*'$/);
    // The library the product draws its charts with writes exactly this text.
    const library = join(
      import.meta.dirname,
      '../../packages/product/node_modules/lightweight-charts/dist/lightweight-charts.production.mjs',
    );
    assert.ok(readFileSync(library, 'utf8').includes(`innerText="${CHART_ATTRIBUTION_STYLE}"`));
  });

  it('takes a configured websocket and derives web3.js’s one otherwise', () => {
    assert.ok(
      policyFor({ ...MAINNET, VITE_KEEL_RPC_WS_URL: 'wss://ws.example.org' })[
        'connect-src'
      ]?.includes('wss://ws.example.org'),
    );
    assert.equal(derivedWebsocketOrigin('http://127.0.0.1:8899'), 'ws://127.0.0.1:8900');
    assert.equal(derivedWebsocketOrigin('https://rpc.example.org/x'), 'wss://rpc.example.org');
  });

  it('lets the embedded wallet frame its sign-in only when it is configured', () => {
    assert.deepEqual(policyFor(MAINNET)['frame-src'], ["'none'"]);
    const policy = policyFor({ ...MAINNET, VITE_KEEL_EMBEDDED_WALLET_APP_ID: 'pk_live_1' });
    assert.deepEqual(policy['frame-src'], ['https://auth.magic.link']);
    assert.ok(policy['connect-src']?.includes('https://api.magic.link'));
  });

  it('loads token logos from the CDN and the API, and data: icons', () => {
    assert.deepEqual(policyFor(MAINNET)['img-src'], [
      "'self'",
      'data:',
      'https://cdn.example.org',
      'https://api.example.org',
    ]);
  });

  it('lets a sandbox build reach the sandbox and its control port', () => {
    const connect = policyFor({}, 'sandbox')['connect-src'] ?? [];
    for (const origin of [
      'http://127.0.0.1:8899',
      'ws://127.0.0.1:8900',
      'http://127.0.0.1:8787',
      'http://127.0.0.1:8898',
    ]) {
      assert.ok(connect.includes(origin), origin);
    }
  });

  it('adds a deployment’s extra hosts', () => {
    const target = resolveBuildTarget({ command: 'build', mode: 'production', env: MAINNET });
    const policy = contentSecurityPolicy(target, {
      extraConnectSources: ['https://rpc2.example.org'],
      extraImageSources: ['https://logos.example.org'],
    });
    assert.ok(policy['connect-src']?.includes('https://rpc2.example.org'));
    assert.ok(policy['img-src']?.includes('https://logos.example.org'));
  });

  it('leaves the header-only directives out of the meta, not out of _headers', () => {
    const policy = policyFor(MAINNET);
    assert.doesNotMatch(policyMeta(policy), /frame-ancestors/);
    assert.match(policyMeta(policy), /^default-src 'self'; script-src 'self'; /);
    const headers = netlifyHeadersFile(policy);
    assert.match(headers, /^\/\*\n {2}Content-Security-Policy: .*frame-ancestors 'none'/);
    assert.match(headers, /X-Frame-Options: DENY/);
  });
});
