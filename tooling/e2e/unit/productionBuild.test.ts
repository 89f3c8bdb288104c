import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const APP_DIR = join(import.meta.dirname, '..', '..', '..', 'apps', 'v1');

/** A mainnet-beta build's hosts: dummy https hosts, an error reporter and the embedded wallet. */
const MAINNET_ENV = {
  VITE_KEEL_ENVIRONMENT: 'mainnet-beta',
  VITE_KEEL_RPC_URL: 'https://rpc.example.org',
  VITE_KEEL_API_URL: 'https://api.example.org',
  VITE_KEEL_CDN_URL: 'https://cdn.example.org',
  VITE_KEEL_GEO_URL: 'https://geo.example.org',
  VITE_KEEL_ERROR_REPORTING_DSN: 'https://public@o1.ingest.example.io/42',
  VITE_KEEL_EMBEDDED_WALLET_APP_ID: 'pk_live_example',
};

/**
 * What only the sandbox's code carries: the sandbox wallet adapter's name and key check, the
 * control endpoint that hands out secret keys, the sandbox's RPC and API hosts.
 */
const SANDBOX_MARKERS = [
  'Sandbox Wallet',
  'sandbox secret key',
  '127.0.0.1:8898',
  '127.0.0.1:8899',
  '127.0.0.1:8900',
  '127.0.0.1:8787',
  'localnet is running',
];

/** `vite build` of the v1 app as a deployment runs it, with only the given variables. */
function viteBuild(env: Record<string, string>, outDir: string) {
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !name.startsWith('VITE_KEEL_')),
  );
  return spawnSync(
    process.execPath,
    [
      'node_modules/vite/bin/vite.js',
      'build',
      '--outDir',
      outDir,
      '--emptyOutDir',
      '--logLevel',
      'warn',
    ],
    { cwd: APP_DIR, env: { ...inherited, ...env }, encoding: 'utf8', timeout: 240_000 },
  );
}

const work = mkdtempSync(join(tmpdir(), 'keel-production-build-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('a production build without its target', () => {
  it('fails, naming VITE_KEEL_ENVIRONMENT', () => {
    const result = viteBuild({}, join(work, 'unnamed'));
    expect(result.status).not.toBe(0);
    expect(result.stderr + result.stdout).toMatch(/VITE_KEEL_ENVIRONMENT is not set/);
    expect(existsSync(join(work, 'unnamed', 'index.html'))).toBe(false);
  });

  it('fails for mainnet-beta without a host, naming the variable', () => {
    const { VITE_KEEL_CDN_URL: _cdn, ...withoutCdn } = MAINNET_ENV;
    const result = viteBuild(withoutCdn, join(work, 'no-cdn'));
    expect(result.status).not.toBe(0);
    expect(result.stderr + result.stdout).toMatch(/VITE_KEEL_CDN_URL is not set/);
  });
});

describe('a mainnet-beta build', () => {
  const outDir = join(work, 'dist');
  const files = new Map<string, string>();
  beforeAll(() => {
    const result = viteBuild(MAINNET_ENV, outDir);
    if (result.status !== 0)
      throw new Error(`vite build failed:\n${result.stderr}${result.stdout}`);
    for (const file of readdirSync(outDir, { recursive: true, encoding: 'utf8' })) {
      const path = join(outDir, file);
      if (/\.(?:js|css|html|json|svg)$|^_headers$/.test(file))
        files.set(file, readFileSync(path, 'utf8'));
    }
  }, 300_000);

  it('carries no sandbox code', () => {
    expect([...files.keys()].some((file) => file.includes('WalletRuntime'))).toBe(true);
    for (const marker of SANDBOX_MARKERS) {
      const carriers = [...files].filter(([, text]) => text.includes(marker)).map(([file]) => file);
      expect(carriers, marker).toEqual([]);
    }
  });

  it('serves no source maps: none in the output, no sourceMappingURL in a chunk', () => {
    const all = readdirSync(outDir, { recursive: true, encoding: 'utf8' });
    expect(all.filter((file) => file.endsWith('.map'))).toEqual([]);
    const referencing = [...files].filter(([, text]) => text.includes('sourceMappingURL'));
    expect(referencing.map(([file]) => file)).toEqual([]);
    // The error reporter's maps are written beside the output, not in it.
    const aside = readdirSync(`${outDir}-sourcemaps`, { recursive: true, encoding: 'utf8' });
    expect(aside.filter((file) => file.endsWith('.js.map')).length).toBeGreaterThan(10);
  });

  it('carries its content security policy in index.html and _headers', () => {
    const html = files.get('index.html') ?? '';
    const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1];
    const policy = (meta ?? '').replaceAll('&#39;', "'");
    expect(policy).toMatch(/script-src 'self';/);
    expect(policy).toMatch(
      /connect-src 'self' https:\/\/rpc\.example\.org wss:\/\/rpc\.example\.org https:\/\/api\.example\.org /,
    );
    expect(policy).toContain('https://o1.ingest.example.io');
    expect(policy).toContain('frame-src https://auth.magic.link');
    expect(policy).not.toContain('frame-ancestors');
    expect(html.indexOf('Content-Security-Policy')).toBeLessThan(html.indexOf('<script'));
    expect(files.get('_headers')).toMatch(/Content-Security-Policy: .*frame-ancestors 'none'/);
  });
});
