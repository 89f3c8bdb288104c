import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const APPS_DIR = join(import.meta.dirname, '..', '..', '..', 'apps');
const SANDBOX_RPC = 'http://127.0.0.1:8899';

/**
 * The browser tests serve the apps' production builds against the sandbox: before any starts,
 * each app's `dist/` must exist and have been built for the sandbox (its content security policy
 * lets it reach the sandbox's RPC node). A build for another cluster would fail every test for a
 * reason no test names.
 */
export default function checkSandboxBuilds() {
  for (const app of ['v1', 'v3', 'manager']) {
    const html = join(APPS_DIR, app, 'dist', 'index.html');
    const rebuild = `cd apps/${app} && node node_modules/vite/bin/vite.js build --mode sandbox`;
    if (!existsSync(html)) throw new Error(`apps/${app} is not built: ${rebuild}`);
    const policy = /http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(
      readFileSync(html, 'utf8'),
    )?.[1];
    if (policy !== undefined && !policy.includes(SANDBOX_RPC)) {
      throw new Error(`apps/${app}/dist was not built for the sandbox: ${rebuild}`);
    }
  }
}
