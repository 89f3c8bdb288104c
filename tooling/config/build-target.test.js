import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { BuildTargetError, resolveBuildTarget, SANDBOX_HOSTS } from './build-target.js';

const MAINNET = {
  VITE_KEEL_ENVIRONMENT: 'mainnet-beta',
  VITE_KEEL_RPC_URL: 'https://rpc.example.org',
  VITE_KEEL_API_URL: 'https://api.example.org',
  VITE_KEEL_CDN_URL: 'https://cdn.example.org',
  VITE_KEEL_GEO_URL: 'https://geo.example.org',
};

/** @param {Record<string, string | undefined>} env */
const build = (env, mode = 'production') => resolveBuildTarget({ command: 'build', mode, env });

describe('resolveBuildTarget', () => {
  it('refuses a production build that does not name its environment', () => {
    assert.throws(() => build({}), BuildTargetError);
    assert.throws(() => build({}), /VITE_KEEL_ENVIRONMENT is not set/);
    assert.throws(() => build({ VITE_KEEL_ENVIRONMENT: ' ' }), /VITE_KEEL_ENVIRONMENT is not set/);
  });

  it('names each host a mainnet-beta or devnet build misses', () => {
    for (const name of [
      'VITE_KEEL_RPC_URL',
      'VITE_KEEL_API_URL',
      'VITE_KEEL_CDN_URL',
      'VITE_KEEL_GEO_URL',
    ]) {
      assert.throws(
        () => build({ ...MAINNET, [name]: undefined }),
        new RegExp(`^BuildTargetError: ${name} is not set`),
      );
      assert.throws(
        () => build({ ...MAINNET, VITE_KEEL_ENVIRONMENT: 'devnet', [name]: '' }),
        new RegExp(`${name} is not set: a devnet build`),
      );
    }
    assert.throws(
      () => build({ VITE_KEEL_ENVIRONMENT: 'mainnet-beta' }),
      /VITE_KEEL_RPC_URL, VITE_KEEL_API_URL, VITE_KEEL_CDN_URL, VITE_KEEL_GEO_URL are not set/,
    );
  });

  it('names a malformed URL or an unknown environment', () => {
    assert.throws(
      () => build({ ...MAINNET, VITE_KEEL_RPC_URL: 'javascript:alert(1)' }),
      /VITE_KEEL_RPC_URL is not a valid/,
    );
    assert.throws(
      () => build({ ...MAINNET, VITE_KEEL_RPC_WS_URL: 'https://x' }),
      /VITE_KEEL_RPC_WS_URL/,
    );
    assert.throws(
      () => build({ ...MAINNET, VITE_KEEL_ERROR_REPORTING_DSN: 'http://k@o.example.io/1' }),
      /VITE_KEEL_ERROR_REPORTING_DSN/,
    );
    assert.throws(
      () => build({ ...MAINNET, VITE_KEEL_ENVIRONMENT: 'moonnet' }),
      /VITE_KEEL_ENVIRONMENT is moonnet/,
    );
  });

  it('passes a mainnet build its hosts and no sandbox host', () => {
    const target = build({ ...MAINNET, VITE_KEEL_SWAP_API_URL: 'https://swap.example.org' });
    assert.equal(target.sandbox, false);
    assert.equal(target.environment, 'mainnet-beta');
    assert.deepEqual(target.variables, {
      ...MAINNET,
      VITE_KEEL_SWAP_API_URL: 'https://swap.example.org',
    });
    assert.equal(target.notice, undefined);
  });

  it('builds for the sandbox when asked, by mode or by environment', () => {
    for (const target of [build({}, 'sandbox'), build({ VITE_KEEL_ENVIRONMENT: 'localnet' })]) {
      assert.equal(target.sandbox, true);
      assert.deepEqual(target.endpoints, SANDBOX_HOSTS);
      assert.equal(target.variables.VITE_KEEL_ENVIRONMENT, 'localnet');
      assert.equal(target.variables.VITE_KEEL_RPC_URL, SANDBOX_HOSTS.rpcUrl);
    }
    assert.throws(() => build(MAINNET, 'sandbox'), /--mode sandbox .* mainnet-beta/);
  });

  it('keeps a host set for a sandbox build, and derives no sandbox websocket for another node', () => {
    const target = build({
      VITE_KEEL_ENVIRONMENT: 'localnet',
      VITE_KEEL_RPC_URL: 'http://10.0.0.2:8899',
    });
    assert.equal(target.endpoints.rpcUrl, 'http://10.0.0.2:8899');
    assert.equal(target.endpoints.rpcWsUrl, undefined);
    assert.equal(target.endpoints.apiUrl, SANDBOX_HOSTS.apiUrl);
  });

  it('lets the dev server fall back to the sandbox, saying so', () => {
    const target = resolveBuildTarget({ command: 'serve', mode: 'development', env: {} });
    assert.equal(target.sandbox, true);
    assert.match(target.notice ?? '', /talks to the local sandbox/);
  });
});
