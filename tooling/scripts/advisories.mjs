#!/usr/bin/env node
// Checks the lockfile against the advisory list kept in the repo (tooling/advisories), offline:
// a high or critical advisory on a package the apps or published packages ship fails; one on a
// development-only package is printed. `--update` refreshes the list from the registry's bulk
// advisory endpoint where the registry answers (these build machines are refused).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { packageOf, reachable, readLockfile } from './lockfile-graph.mjs';
import { repoRoot } from './pnpm.mjs';

export const ADVISORY_FILE = join(repoRoot, 'tooling', 'advisories', 'advisories.json');
const BULK_ENDPOINT = 'https://registry.npmjs.org/-/npm/v1/security/advisories/bulk';
const BLOCKING = new Set(['high', 'critical']);

/** Importers whose production dependencies reach users: the apps and the published packages. */
const shipped = (path) => path.startsWith('apps/') || path.startsWith('packages/');

const parts = (version) =>
  version
    .split(/[.+-]/)
    .slice(0, 3)
    .map((n) => Number.parseInt(n, 10) || 0);

function compare(a, b) {
  const [x, y] = [parts(a), parts(b)];
  for (let i = 0; i < 3; i++) if (x[i] !== y[i]) return x[i] - y[i];
  return 0;
}

/** Whether `version` is in a range of space-separated comparators ('>=1.0.0 <1.2.3', '<=1.1.5'). */
export function inRange(version, range) {
  return range
    .trim()
    .split(/\s+/)
    .every((comparator) => {
      const match = /^(<=|>=|<|>|=)?(.+)$/.exec(comparator);
      if (!match) return false;
      const order = compare(version, match[2]);
      switch (match[1] ?? '=') {
        case '<':
          return order < 0;
        case '<=':
          return order <= 0;
        case '>':
          return order > 0;
        case '>=':
          return order >= 0;
        default:
          return order === 0;
      }
    });
}

/** Every advisory that applies to the lockfile, split by whether a shipped package reaches it. */
export function checkAdvisories(lockfile, advisories) {
  const roots = [...lockfile.importers.keys()];
  const production = reachable(lockfile, roots.filter(shipped), true);
  const everything = reachable(lockfile, roots, false);
  const findings = [];
  for (const key of everything) {
    const { name, version } = packageOf(key);
    for (const advisory of advisories) {
      if (advisory.package !== name || !inRange(version, advisory.vulnerable)) continue;
      const finding = { advisory, version, production: production.has(key) };
      if (!findings.some((f) => f.advisory.id === advisory.id && f.version === version)) {
        findings.push(finding);
      }
    }
  }
  return findings;
}

export const blocks = (finding) => finding.production && BLOCKING.has(finding.advisory.severity);

function describe(finding) {
  const { advisory, version } = finding;
  return `${advisory.severity.padEnd(8)} ${advisory.package}@${version}  ${advisory.id}  ${advisory.title}  ${advisory.url}`;
}

async function update() {
  const lockfile = readLockfile(repoRoot);
  const versions = {};
  for (const key of reachable(lockfile, [...lockfile.importers.keys()], false)) {
    const { name, version } = packageOf(key);
    versions[name] = [...(versions[name] ?? []), version];
  }
  let answer;
  try {
    const response = await fetch(BULK_ENDPOINT, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(versions),
    });
    if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
    answer = await response.json();
  } catch (error) {
    console.error(`[advisories] the registry did not answer (${error.message}); list unchanged`);
    process.exit(2);
  }
  const list = JSON.parse(readFileSync(ADVISORY_FILE, 'utf8'));
  const known = new Map(list.advisories.map((a) => [`${a.id}|${a.package}`, a]));
  for (const [name, entries] of Object.entries(answer)) {
    for (const item of entries) {
      const id = item.url?.split('/').pop() ?? String(item.id);
      known.set(`${id}|${name}`, {
        id,
        package: name,
        vulnerable: item.vulnerable_versions,
        severity: item.severity,
        title: item.title,
        url: item.url,
      });
    }
  }
  list.advisories = [...known.values()];
  list.updated = new Date().toISOString().slice(0, 10);
  writeFileSync(ADVISORY_FILE, `${JSON.stringify(list, null, 2)}\n`);
  console.log(`[advisories] ${list.advisories.length} advisories written to ${ADVISORY_FILE}`);
}

function check() {
  const { advisories, updated } = JSON.parse(readFileSync(ADVISORY_FILE, 'utf8'));
  const findings = checkAdvisories(readLockfile(repoRoot), advisories);
  const blocking = findings.filter(blocks);
  const rest = findings.filter((f) => !blocks(f));
  console.log(
    `[advisories] lockfile checked against ${advisories.length} advisories (list of ${updated})`,
  );
  for (const finding of rest) {
    console.log(`  ${finding.production ? 'shipped' : 'dev only'}: ${describe(finding)}`);
  }
  for (const finding of blocking) console.error(`  SHIPPED: ${describe(finding)}`);
  if (blocking.length > 0) {
    console.error(`[advisories] ${blocking.length} high or critical advisory in shipped code`);
    process.exit(1);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  if (process.argv.includes('--update')) await update();
  else check();
}
