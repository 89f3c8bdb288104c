#!/usr/bin/env node
// The dependency direction of README.md as data: which @keel packages each published package's
// source may import. One table feeds two checks: the biome rule (noRestrictedImports, so editors
// show a wrong import where it is written) and the package.json dependencies (checked here).
// `node tooling/scripts/dependency-graph.mjs` checks both; `--write` regenerates biome.json's
// overrides from the table.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './pnpm.mjs';

/** Package folder → the @keel packages its source may import (directly). */
export const ALLOWED_IMPORTS = {
  'core-math': [],
  'api-client': ['core-math'],
  'chain-readers': ['core-math'],
  'governance-registry': ['core-math', 'api-client', 'chain-readers'],
  'ui-kit': ['core-math'],
  'wallet-connect': ['core-math', 'api-client', 'chain-readers', 'ui-kit'],
  product: [
    'core-math',
    'api-client',
    'chain-readers',
    'governance-registry',
    'ui-kit',
    'wallet-connect',
  ],
};

const PACKAGES = Object.keys(ALLOWED_IMPORTS);

/** The biome override that holds one package's source to its row of the table. */
function overrideFor(name) {
  const allowed = new Set(ALLOWED_IMPORTS[name]);
  const forbidden = PACKAGES.filter((other) => other !== name && !allowed.has(other));
  return {
    includes: [`packages/${name}/src/**`],
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
                        group: forbidden.flatMap((other) => [`@keel/${other}`, `@keel/${other}/*`]),
                        message:
                          ALLOWED_IMPORTS[name].length > 0
                            ? `${name} may import only ${ALLOWED_IMPORTS[name].join(', ')} (README: dependency direction).`
                            : `${name} imports no other @keel package (README: dependency direction).`,
                      },
                    ]
                  : []),
                {
                  group: [
                    '@keel/app-*',
                    '@keel/app-*/*',
                    '@keel/config',
                    '@keel/config/*',
                    '@keel/sandbox',
                    '@keel/e2e',
                    '**/tooling/**',
                    '**/apps/**',
                  ],
                  message:
                    'A package imports no app and nothing from tooling/ (README: dependency direction).',
                },
              ],
            },
          },
        },
      },
    },
  };
}

export function expectedOverrides() {
  return PACKAGES.map(overrideFor);
}

const GENERATED = 'packages/*/src: dependency direction';

function readJson(path) {
  return JSON.parse(readFileSync(join(repoRoot, path), 'utf8'));
}

/** biome.json's overrides that this script owns (marked by their includes). */
function ownedOverrides(biome) {
  return (biome.overrides ?? []).filter((override) =>
    override.includes?.some((glob) => /^packages\/[^/]+\/src\/\*\*$/.test(glob)),
  );
}

function problems() {
  const found = [];
  for (const name of PACKAGES) {
    const pkg = readJson(`packages/${name}/package.json`);
    const allowed = new Set(ALLOWED_IMPORTS[name].map((other) => `@keel/${other}`));
    for (const dep of Object.keys({ ...pkg.dependencies, ...pkg.peerDependencies })) {
      if (dep.startsWith('@keel/') && !allowed.has(dep)) {
        found.push(
          `packages/${name}/package.json depends on ${dep}, which the table does not allow`,
        );
      }
    }
  }
  const biome = readJson('biome.json');
  if (JSON.stringify(ownedOverrides(biome)) !== JSON.stringify(expectedOverrides())) {
    found.push(
      `biome.json's overrides differ from the table (${GENERATED}): run node tooling/scripts/dependency-graph.mjs --write`,
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
    console.log('biome.json: overrides written from the dependency table');
  } else {
    const found = problems();
    for (const problem of found) console.error(`[dependency graph] ${problem}`);
    if (found.length > 0) process.exit(1);
    console.log('[dependency graph] package.json dependencies and biome.json agree with the table');
  }
}
