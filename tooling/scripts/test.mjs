#!/usr/bin/env node
import { join } from 'node:path';
// `npm test`: install, the dependency advisories, then lint, typecheck, unit and component tests,
// package and app builds, the Storybook build, the package hygiene gates (publint and arethetypeswrong on every published
// package, knip over the workspace, the dependency direction in lint:root), the bundle budget and
// the browser suite in a real Chromium.
import { referenceFolder } from '../config/reference.js';
import { clearConformanceReports, printConformanceReport } from './conformance-report.mjs';
import { ensureInstall } from './ensure-install.mjs';
import { CHROMIUM_ENV, findChromium } from './find-chromium.mjs';
import { repoRoot } from './pnpm.mjs';
import { bin, step, workspaceEnv } from './run.mjs';

// The reference folder found here is passed to every task by name, so a cached test result is
// reused only by a run that had the same reference (turbo.json lists the variable).
const reference = referenceFolder();
// Under CI a conformance suite whose reference is missing fails instead of skipping: a run that
// cannot compare with the programs' clients must not pass as one that did.
const requireReference =
  process.env.CI !== undefined && process.env.CI !== '' && process.env.CI !== 'false';
const env = workspaceEnv({
  TURBO_TELEMETRY_DISABLED: '1',
  // The apps are built for the sandbox the browser tests run: an explicit choice, since a
  // production build that names no target fails (tooling/config/build-target.js).
  VITE_KEEL_ENVIRONMENT: 'localnet',
  STORYBOOK_DISABLE_TELEMETRY: '1',
  ...(reference === null ? {} : { KEEL_REFERENCE_DIR: reference }),
  ...(requireReference ? { KEEL_REQUIRE_REFERENCE: '1' } : {}),
});

ensureInstall();
step('dependency advisories (offline, from the lockfile)', process.execPath, [
  'tooling/scripts/advisories.mjs',
]);
step('tooling scripts’ tests', process.execPath, ['--test', 'tooling/scripts/advisories.test.mjs']);
clearConformanceReports();
process.on('exit', printConformanceReport);
step(
  'lint, typecheck, tests and builds (turbo)',
  bin('turbo'),
  [
    'run',
    'lint',
    'lint:root',
    'typecheck',
    'test',
    'build',
    'build-storybook',
    'check-exports',
    'knip',
    '--continue',
    // Two cores: more parallel vitest/tsc processes only thrash and time out.
    '--concurrency=2',
    '--output-logs=errors-only',
    '--log-order=grouped',
  ],
  { env },
);
step(
  'bundle budget',
  process.execPath,
  ['--conditions=@keel/source', '--import', 'tsx', 'tooling/e2e/budget/bundleBudget.ts'],
  { env },
);
const chromium = findChromium();
step(
  `browser tests (${chromium})`,
  join(repoRoot, 'tooling', 'e2e', 'node_modules', '.bin', 'playwright'),
  ['test'],
  {
    cwd: join(repoRoot, 'tooling', 'e2e'),
    env: { ...env, [CHROMIUM_ENV]: chromium, NODE_OPTIONS: '--conditions=@keel/source' },
  },
);
console.log('\n[keel] npm test: every step passed');
