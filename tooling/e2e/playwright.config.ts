import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

/** Set by `npm test` after browser discovery (see tooling/scripts/find-chromium.mjs). */
const executablePath = process.env.KEEL_CHROMIUM_PATH;

const APPS = [
  { name: 'v1', port: 5173 },
  { name: 'v3', port: 5174 },
  { name: 'manager', port: 5175 },
] as const;

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  timeout: 30_000,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : [['list']],
  // The apps' dist/ must be sandbox builds (`vite build --mode sandbox`); checked before any test.
  globalSetup: fileURLToPath(new URL('./support/sandboxBuilds.ts', import.meta.url)),
  use: {
    trace: 'retain-on-failure',
    launchOptions: {
      ...(executablePath ? { executablePath } : {}),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  webServer: [
    // The sandbox backend the apps' sandbox builds (`vite build --mode sandbox`) talk to.
    {
      command: 'node node_modules/tsx/dist/cli.mjs --conditions=@keel/source src/cli.ts',
      cwd: '../sandbox',
      url: 'http://127.0.0.1:8898/status',
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      stdout: 'ignore' as const,
    },
    ...APPS.map(({ name, port }) => ({
      command: `node node_modules/vite/bin/vite.js preview --host 127.0.0.1 --port ${port} --strictPort`,
      cwd: `../../apps/${name}`,
      url: `http://127.0.0.1:${port}`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      stdout: 'ignore' as const,
    })),
  ],
});
