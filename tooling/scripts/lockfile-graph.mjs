// The dependency graph of pnpm-lock.yaml (lockfile v9), read without a YAML library: which
// packages each workspace importer reaches through production dependencies, and through any.
import { readFileSync } from 'node:fs';
import { join, posix } from 'node:path';

const unquote = (text) => text.trim().replace(/^'(.*)'$/, '$1');

/** `name: value` on one line, the name possibly quoted (scoped names are). */
function entry(line) {
  const match = /^\s*('[^']+'|[^:\s][^:]*?):\s*(.*)$/.exec(line);
  return match ? { name: unquote(match[1]), value: unquote(match[2]) } : null;
}

const indentOf = (line) => line.length - line.trimStart().length;

/** Parses the importers and snapshots sections into plain maps. */
export function parseLockfile(text) {
  const importers = new Map();
  const snapshots = new Map();
  let section = '';
  let owner = null;
  let group = '';
  let dependency = null;
  for (const line of text.split('\n')) {
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue;
    const indent = indentOf(line);
    if (indent === 0) {
      section = line.replace(/:.*$/, '');
      continue;
    }
    const parsed = entry(line);
    if (parsed === null) continue;
    if (indent === 2) {
      owner = { prod: new Map(), dev: new Map(), optional: new Map() };
      if (section === 'importers') importers.set(parsed.name, owner);
      else if (section === 'snapshots') snapshots.set(parsed.name, owner);
      else owner = null;
      continue;
    }
    if (owner === null) continue;
    if (indent === 4) {
      group = parsed.name;
      continue;
    }
    const target =
      group === 'dependencies'
        ? owner.prod
        : group === 'devDependencies'
          ? owner.dev
          : group === 'optionalDependencies'
            ? owner.optional
            : null;
    if (target === null) continue;
    if (section === 'snapshots' && indent === 6) target.set(parsed.name, parsed.value);
    if (section === 'importers' && indent === 6) dependency = parsed.name;
    if (section === 'importers' && indent === 8 && parsed.name === 'version' && dependency) {
      target.set(dependency, parsed.value);
    }
  }
  return { importers, snapshots };
}

/** `name@1.2.3(peer@4)` → { name, version: '1.2.3' }. */
export function packageOf(snapshotKey) {
  const at = snapshotKey.indexOf('@', 1);
  const name = snapshotKey.slice(0, at);
  const version = snapshotKey.slice(at + 1).replace(/\(.*$/, '');
  return { name, version };
}

/**
 * The snapshots reached from `roots` (importer paths): through their production and optional
 * dependencies only (`prodOnly`), or through every kind. Workspace links are followed into the
 * linked importer.
 */
export function reachable({ importers, snapshots }, roots, prodOnly) {
  const seen = new Set();
  const visitedImporters = new Set();
  const stack = [];
  const visitImporter = (path, includeDev) => {
    if (visitedImporters.has(`${path}|${includeDev}`)) return;
    visitedImporters.add(`${path}|${includeDev}`);
    const importer = importers.get(path);
    if (!importer) return;
    const groups = includeDev
      ? [importer.prod, importer.optional, importer.dev]
      : [importer.prod, importer.optional];
    for (const deps of groups) {
      for (const [name, version] of deps) {
        if (version.startsWith('link:')) {
          visitImporter(posix.normalize(posix.join(path, version.slice(5))), false);
        } else stack.push(`${name}@${version}`);
      }
    }
  };
  for (const root of roots) visitImporter(root, !prodOnly);
  while (stack.length > 0) {
    const key = stack.pop();
    if (seen.has(key)) continue;
    seen.add(key);
    const snapshot = snapshots.get(key);
    if (!snapshot) continue;
    for (const deps of [snapshot.prod, snapshot.optional]) {
      for (const [name, version] of deps) stack.push(`${name}@${version}`);
    }
  }
  return seen;
}

export function readLockfile(root) {
  return parseLockfile(readFileSync(join(root, 'pnpm-lock.yaml'), 'utf8'));
}
