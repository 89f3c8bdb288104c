#!/usr/bin/env node
// The dependency direction of README.md as data: which @keel packages each published package's
// source may import, and what an app may import. One table feeds three checks: the biome rule
// (noRestrictedImports, so editors show a wrong import where it is written), the package.json
// dependencies, and a scan of the import specifiers in every packages/*/src and apps/*/src file
// (the backstop for what a glob cannot say: a relative path that leaves its own package).
// `node tooling/scripts/dependency-graph.mjs` runs the checks; `--write` regenerates biome.json's
// overrides from the table.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { repoRoot } from './pnpm.mjs';

/** Package folder (packages/<name>) → the @keel packages its source may import (directly). */
export const ALLOWED_IMPORTS = {
  'core-math': [],
  'api-client': ['core-math'],
  'chain-readers': ['core-math'],
  'governance-registry': ['core-math', 'api-client', 'chain-readers'],
  'lending-programs': ['core-math', 'chain-readers'],
  'distributor-programs': ['chain-readers'],
  'limit-order-programs': ['chain-readers'],
  'liquidity-programs': ['core-math', 'chain-readers'],
  'vault-programs': ['chain-readers'],
  'ui-kit': ['core-math'],
  'wallet-connect': ['core-math', 'api-client', 'chain-readers', 'ui-kit'],
  product: [
    'core-math',
    'api-client',
    'chain-readers',
    'governance-registry',
    'lending-programs',
    'distributor-programs',
    'limit-order-programs',
    'liquidity-programs',
    'vault-programs',
    'ui-kit',
    'wallet-connect',
  ],
};

/** What every app (apps/<app>) may import: the product it configures and ui-kit's stylesheet. */
export const APP_IMPORTS = ['product', 'ui-kit'];

/**
 * Tooling an app's source may read: `@keel/config` (the brand). A package's source reads no
 * tooling; `@keel/config` is only a dev dependency for its build and test configuration files.
 */
const APP_TOOLING = ['config'];

const PACKAGES = Object.keys(ALLOWED_IMPORTS);
const APPS = readdirSync(join(repoRoot, 'apps'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** A package name and every subpath under it, as noRestrictedImports globs. */
const withSubpaths = (name) => [name, `${name}/**`];

/** Apps, tooling and relative paths into them: never imported by a package. */
const NO_APP_NO_TOOLING = {
  group: [
    ...withSubpaths('@keel/app-*'),
    ...withSubpaths('@keel/config'),
    ...withSubpaths('@keel/sandbox'),
    ...withSubpaths('@keel/e2e'),
    '**/tooling/**',
    '**/apps/**',
  ],
  message: 'A package imports no app and nothing from tooling/ (README: dependency direction).',
};

/**
 * A package's tests, benchmarks and test support (`src/testing/`, never built or exported) may
 * also read the reference material through `@keel/config/reference` (conformance suites compare
 * with published IDLs at test time).
 */
const TEST_TOOLING = '@keel/config/reference';
const TEST_FILE_GLOBS = ['**/*.test.ts', '**/*.test.tsx', '**/*.bench.ts', 'testing/**'];
const TEST_FILE = /(?:\.(?:test|bench)\.tsx?$|\/src\/testing\/)/;

const NO_APP_NO_TOOLING_IN_TESTS = {
  ...NO_APP_NO_TOOLING,
  group: [...NO_APP_NO_TOOLING.group, `!${TEST_TOOLING}`],
};

/** For an app: no other app, no tooling but the brand, no relative path out of the app. */
const APP_NO_APP_NO_TOOLING = {
  group: [
    ...withSubpaths('@keel/app-*'),
    ...withSubpaths('@keel/sandbox'),
    ...withSubpaths('@keel/e2e'),
    '**/tooling/**',
    '**/apps/**',
    '**/packages/**',
  ],
  message:
    'Nothing imports an app, and an app reads only @keel/config of tooling/ (README: dependency direction).',
};

function restrictedImports(includes, forbidden, message, always) {
  return {
    includes,
    linter: {
      rules: {
        style: {
          noRestrictedImports: {
            level: 'error',
            options: {
              patterns: [
                ...(forbidden.length > 0
                  ? [
                      {
                        group: forbidden.flatMap((other) => withSubpaths(`@keel/${other}`)),
                        message,
                      },
                    ]
                  : []),
                always,
              ],
            },
          },
        },
      },
    },
  };
}

/** The biome override that holds one package's source to its row of the table. */
function overrideFor(name) {
  const allowed = ALLOWED_IMPORTS[name];
  const forbidden = PACKAGES.filter((other) => other !== name && !allowed.includes(other));
  const message =
    allowed.length > 0
      ? `${name} may import only ${allowed.join(', ')} (README: dependency direction).`
      : `${name} imports no other @keel package (README: dependency direction).`;
  return [
    restrictedImports([`packages/${name}/src/**`], forbidden, message, NO_APP_NO_TOOLING),
    restrictedImports(
      TEST_FILE_GLOBS.map((glob) => `packages/${name}/src/${glob}`),
      forbidden,
      message,
      NO_APP_NO_TOOLING_IN_TESTS,
    ),
  ];
}

/** The biome override that holds every app's source to APP_IMPORTS. */
function appsOverride() {
  const forbidden = PACKAGES.filter((other) => !APP_IMPORTS.includes(other));
  const message = `An app imports only ${APP_IMPORTS.join(', ')} of the packages (README: dependency direction).`;
  return restrictedImports(['apps/*/src/**'], forbidden, message, APP_NO_APP_NO_TOOLING);
}

export function expectedOverrides() {
  return [...PACKAGES.flatMap(overrideFor), appsOverride()];
}

function readJson(path) {
  return JSON.parse(readFileSync(join(repoRoot, path), 'utf8'));
}

/** biome.json's overrides that this script owns (marked by their includes). */
const OWNED_GLOB =
  /^(packages\/[^/]+|apps\/\*)\/src\/\*\*(\/\*\.(test|bench)\.tsx?)?$|^packages\/[^/]+\/src\/testing\/\*\*$/;

function ownedOverrides(biome) {
  return (biome.overrides ?? []).filter((override) =>
    override.includes?.some((glob) => OWNED_GLOB.test(glob)),
  );
}

/** A workspace's source may import these @keel packages (full names). */
function allowedNames(workspace) {
  const [kind, name] = workspace.split('/');
  const allowed = kind === 'apps' ? [...APP_IMPORTS, ...APP_TOOLING] : ALLOWED_IMPORTS[name];
  return new Set(allowed.map((other) => `@keel/${other}`));
}

function manifestProblems(workspace) {
  const found = [];
  const pkg = readJson(`${workspace}/package.json`);
  const allowed = allowedNames(workspace);
  for (const field of [
    'dependencies',
    'peerDependencies',
    'optionalDependencies',
    'devDependencies',
  ]) {
    for (const dep of Object.keys(pkg[field] ?? {})) {
      if (!dep.startsWith('@keel/') || allowed.has(dep)) continue;
      // The shared build and test settings: configuration files only, never the source.
      if (field === 'devDependencies' && dep === '@keel/config') continue;
      found.push(`${workspace}/package.json: ${field} has ${dep}, which the table does not allow`);
    }
  }
  return found;
}

const SOURCE_FILE = /\.(?:[cm]?[jt]sx?|css)$/;
const SPECIFIERS = [
  /\b(?:import|export)\s[^;]*?\bfrom\s*['"]([^'"\n]+)['"]/g,
  /\bimport\s*['"]([^'"\n]+)['"]/g,
  /\bimport\(\s*['"]([^'"\n]+)['"]\s*\)/g,
  /@import\s+(?:url\(\s*)?['"]([^'"\n]+)['"]/g,
];

function* sourceFiles(dir) {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules') yield* sourceFiles(path);
    } else if (SOURCE_FILE.test(entry.name)) {
      yield path;
    }
  }
}

/** Every import in a workspace's src/: @keel packages from its row, relative paths inside it. */
function sourceProblems(workspace) {
  const found = [];
  const root = join(repoRoot, workspace);
  const allowed = allowedNames(workspace);
  const self = readJson(`${workspace}/package.json`).name;
  for (const file of sourceFiles(join(root, 'src'))) {
    const text = readFileSync(file, 'utf8');
    const where = relative(repoRoot, file);
    for (const pattern of SPECIFIERS) {
      for (const [, specifier] of text.matchAll(pattern)) {
        if (specifier.startsWith('.')) {
          const target = resolve(dirname(file), specifier);
          if (target !== root && !target.startsWith(root + sep)) {
            found.push(`${where} imports ${specifier}, outside ${workspace}`);
          }
        } else if (specifier.startsWith('@keel/')) {
          const name = specifier.split('/').slice(0, 2).join('/');
          const testTooling = specifier === TEST_TOOLING && TEST_FILE.test(file);
          if (name !== self && !allowed.has(name) && !testTooling) {
            found.push(`${where} imports ${specifier}, which the table does not allow`);
          }
        }
      }
    }
  }
  return found;
}

function problems() {
  const workspaces = [
    ...PACKAGES.map((name) => `packages/${name}`),
    ...APPS.map((app) => `apps/${app}`),
  ];
  const found = workspaces.flatMap((workspace) => [
    ...manifestProblems(workspace),
    ...sourceProblems(workspace),
  ]);
  const biome = readJson('biome.json');
  if (JSON.stringify(ownedOverrides(biome)) !== JSON.stringify(expectedOverrides())) {
    found.push(
      "biome.json's dependency-direction overrides differ from the table: run node tooling/scripts/dependency-graph.mjs --write",
    );
  }
  return found;
}

function write() {
  const path = join(repoRoot, 'biome.json');
  const biome = JSON.parse(readFileSync(path, 'utf8'));
  const owned = new Set(ownedOverrides(biome));
  biome.overrides = [
    ...(biome.overrides ?? []).filter((o) => !owned.has(o)),
    ...expectedOverrides(),
  ];
  writeFileSync(path, `${JSON.stringify(biome, null, 2)}\n`);
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop())) {
  if (process.argv.includes('--write')) {
    write();
    console.log('biome.json: overrides written from the dependency table (format it with biome)');
  } else {
    const found = problems();
    for (const problem of found) console.error(`[dependency graph] ${problem}`);
    if (found.length > 0) process.exit(1);
    console.log(
      '[dependency graph] package.json dependencies, source imports and biome.json agree with the table',
    );
  }
}
