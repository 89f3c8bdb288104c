import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import base from '../playwright.config';

const e2eDir = fileURLToPath(new URL('..', import.meta.url));
const servers = Array.isArray(base.webServer)
  ? base.webServer
  : base.webServer
    ? [base.webServer]
    : [];

/** The benchmarks: same browser and servers as the browser tests, one worker, never in `npm test`. */
export default defineConfig({
  ...base,
  testDir: '.',
  testMatch: ['*ColdLoad.ts', 'supplyClicks.ts', 'lighthouseMobile.ts'],
  fullyParallel: false,
  workers: 1,
  timeout: 60_000,
  reporter: [['list']],
  // The servers' folders are relative to the browser tests' config, one level up.
  webServer: servers.map((server) => ({
    ...server,
    cwd: server.cwd ? new URL(server.cwd, `file://${e2eDir}`).pathname : e2eDir,
  })),
});
