#!/usr/bin/env node
// Finds a Chromium for the browser tests: KEEL_CHROMIUM_PATH, then the usual system paths, then
// Playwright's own download; on Debian as root it installs Debian's chromium as a last resort.
import { spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { repoRoot } from './pnpm.mjs';

export const CHROMIUM_ENV = 'KEEL_CHROMIUM_PATH';
const SYSTEM_CANDIDATES = ['chromium', 'chromium-browser', 'google-chrome'];
const MAC_CANDIDATES = [
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
];

function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function onPath(name) {
  for (const dir of ['/usr/bin', '/usr/local/bin', '/snap/bin']) {
    const candidate = join(dir, name);
    if (isExecutable(candidate)) return candidate;
  }
  return null;
}

function playwrightBrowser() {
  try {
    const require = createRequire(join(repoRoot, 'tooling', 'e2e', 'package.json'));
    const { chromium } = require('@playwright/test');
    const path = chromium.executablePath();
    return path && existsSync(path) ? path : null;
  } catch {
    return null;
  }
}

function installDebianChromium() {
  const isDebian = existsSync('/etc/debian_version');
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isDebian || !isRoot) return null;
  console.log('[keel] no Chromium found; installing Debian chromium (apt-get)…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  if (update.status !== 0) return null;
  const install = spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
    stdio: 'inherit',
    env,
  });
  if (install.status !== 0) return null;
  return onPath('chromium');
}

/** The path of a Chromium to test with; exits with instructions when there is none. */
export function findChromium() {
  const fromEnv = process.env[CHROMIUM_ENV];
  if (fromEnv) {
    if (isExecutable(fromEnv)) return fromEnv;
    console.error(`[keel] ${CHROMIUM_ENV}=${fromEnv} is not an executable file`);
    process.exit(1);
  }
  for (const name of SYSTEM_CANDIDATES) {
    const path = onPath(name);
    if (path) return path;
  }
  const mac = MAC_CANDIDATES.find(isExecutable);
  if (mac) return mac;
  const bundled = playwrightBrowser();
  if (bundled) return bundled;
  const installed = installDebianChromium();
  if (installed) return installed;
  console.error(
    [
      '[keel] The browser tests need Chromium and none was found.',
      `  Set ${CHROMIUM_ENV} to a Chromium or Chrome executable, or install one:`,
      '  Debian/Ubuntu: sudo apt-get install chromium',
      '  macOS: install Google Chrome, then',
      `         export ${CHROMIUM_ENV}="/Applications/Google Chrome.app/Contents/MacOS/Google Chrome"`,
      '  anywhere with network access: pnpm --dir tooling/e2e exec playwright install chromium',
    ].join('\n'),
  );
  process.exit(1);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) console.log(findChromium());
