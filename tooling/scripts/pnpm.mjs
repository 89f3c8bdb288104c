#!/usr/bin/env node
// Runs the pinned pnpm (package.json "packageManager") without corepack: a global pnpm of the
// same version if there is one, otherwise the registry copy through npx.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

export function pinnedPnpmVersion() {
  const pkg = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8'));
  const match = /^pnpm@(.+)$/.exec(pkg.packageManager ?? '');
  if (!match) throw new Error('package.json "packageManager" must pin pnpm, e.g. "pnpm@10.34.9"');
  return match[1];
}

function globalPnpmMatches(version) {
  const probe = spawnSync('pnpm', ['--version'], {
    encoding: 'utf8',
    shell: process.platform === 'win32',
  });
  return probe.status === 0 && probe.stdout.trim() === version;
}

export function pnpmCommand() {
  const version = pinnedPnpmVersion();
  if (globalPnpmMatches(version)) return { cmd: 'pnpm', prefix: [] };
  return { cmd: 'npx', prefix: ['-y', `pnpm@${version}`] };
}

export function runPnpm(args, options = {}) {
  const { cmd, prefix } = pnpmCommand();
  const result = spawnSync(cmd, [...prefix, ...args], {
    cwd: repoRoot,
    stdio: 'inherit',
    shell: process.platform === 'win32',
    env: { ...process.env, COREPACK_ENABLE_STRICT: '0' },
    ...options,
  });
  return result.status ?? 1;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.exit(runPnpm(process.argv.slice(2)));
}
